/**
 * Carriers: internal carriers, search, the profile's broker records (approved and blacklisted exclusive, preferred
 * implies approved, `*_since` stamps), custom external ids and notes. No carrier response carries `ach_payment`:
 * every carrier call of this suite searches its whole body for it. ACH details are in carrier-ach.contract.ts.
 */
import { describe, expect, type TestContext } from "vitest";
import type { QueryValue } from "../src/harness/call.js";
import { carrierRecords } from "../src/harness/carrier-records.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { UNKNOWN_GUID, uniqueDigits } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock } from "../src/harness/steps.js";

const suite = contract("carriers");
const HELPERS = ["writes", "testHelpers"] as const;
const { carrierCall, internalCarrier, networkCarrier, searchableCarrier, recordsCarrier, profile, records } =
  carrierRecords(suite);
/** Tagged `fixtures`: the searched carrier comes from the helper or the fixtures file (`network_carriers`, 1). */
const FROM_FIXTURES = { fixtures: true };

/** The second word of the carrier's name: a part of it (the helper's names put the unique number there). */
const namePart = (c: ApiObject): string => c.name?.split(" ")[1] ?? "";
/** A named carrier without what a search uses cannot show the rule: skipped naming the field. */
const searchable = (ctx: TestContext, carrier: ApiObject, fields: readonly string[]) => {
  const lacking = fields.find((field) => typeof carrier[field] !== "string" || carrier[field] === "");
  if (lacking !== undefined) ctx.skip(`the network_carriers fixture ${carrier.guid} has no ${lacking} to search by`);
  if (fields.includes("name") && !namePart(carrier)) {
    ctx.skip(`the network_carriers fixture ${carrier.guid} has a one-word name: no part of it to search by`);
  }
};

describe("internal carriers and lookups", () => {
  suite.rule(
    "an internal carrier is INTERNAL with default broker records (rule: internal carrier)",
    ["writes"],
    async () => {
      const carrier = await internalCarrier({ mc_number: "MC-778899" });
      expectField(carrier).toMatchObject({ carrier_type: "INTERNAL", mc_number: "MC-778899" });
      expectField(carrier, "/broker_records").toMatchObject({ approved: false, preferred: false, in_blacklist: false });
      await carrierCall("getCarrierProfile", { path: { guid: carrier.guid } })
        .expectStatus(200)
        .expectJson("data.object", carrier);
    },
  );

  suite.rule(
    "an internal carrier without a name is 400 VALIDATION_ERROR (rule: name required)",
    ["writes"],
    async () => {
      await carrierCall("createInternalCarrier", { body: { email: "nameless@carrier.example" } })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
    },
  );

  suite.rule("an unknown carrier is 404 for every carrier operation (rule: missing objects)", [], async () => {
    const path = { guid: UNKNOWN_GUID };
    await carrierCall("getCarrierProfile", { path }).expectStatus(404);
    await profile(UNKNOWN_GUID, { approved: true }).expectStatus(404);
    await carrierCall("addCarrierNote", { path, body: { text: "Never heard of them." } }).expectStatus(404);
    await carrierCall("getCarrierAchDetails", { path }).expectStatus(404);
    await carrierCall("getCarrierByCustomExternalId", {
      path: { custom_external_id: `NONE-${uniqueDigits()}` },
    }).expectStatus(404);
  });

  const searches: Array<{ by: string; uses: string[]; query: (c: ApiObject) => Record<string, QueryValue> }> = [
    { by: "query (a USDOT number)", uses: ["us_dot"], query: (c) => ({ query: c.us_dot }) },
    { by: "query (an e-mail, any case)", uses: ["email"], query: (c) => ({ query: c.email.toUpperCase() }) },
    { by: "query (part of the name)", uses: ["name"], query: (c) => ({ query: namePart(c) }) },
    { by: "usdot", uses: ["us_dot"], query: (c) => ({ usdot: c.us_dot }) },
    { by: "name (partial)", uses: ["name"], query: (c) => ({ name: c.name.slice(0, 15) }) },
    { by: "email", uses: ["email"], query: (c) => ({ email: c.email }) },
    {
      by: "phone (its digits)",
      uses: ["phone_numbers"],
      query: (c) => ({ phone: c.phone_numbers.replace(/\D/g, "") }),
    },
    {
      by: "mcNumber (without prefix)",
      uses: ["mc_number"],
      query: (c) => ({ mcNumber: c.mc_number.replace("MC-", "") }),
    },
    {
      by: "usdot and name together",
      uses: ["us_dot", "name"],
      query: (c) => ({ usdot: c.us_dot, name: namePart(c) }),
    },
  ];
  suite.rules(
    searches,
    "search by $by finds the carrier (rule: carrier search)",
    ["writes"],
    async (s, ctx) => {
      const carrier = await searchableCarrier(ctx);
      searchable(ctx, carrier, s.uses);
      const found: ApiObject = await carrierCall("searchCarriers", { query: s.query(carrier) })
        .expectStatus(200)
        .returns("data");
      expectField(found, "/objects/*/guid").toContain(carrier.guid);
      expectField(found, "/pagination/total_objects").toBeGreaterThanOrEqual(1);
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "parameters that do not all match find nothing; size 0 is 400 (rule: carrier search)",
    ["writes"],
    async (ctx) => {
      const carrier = await searchableCarrier(ctx);
      searchable(ctx, carrier, ["us_dot"]);
      const found: ApiObject = await carrierCall("searchCarriers", {
        query: { usdot: carrier.us_dot, email: `other-${uniqueDigits()}@carrier.example` },
      })
        .expectStatus(200)
        .returns("data");
      expectField(found, "/objects").toEqual([]);
      await carrierCall("searchCarriers", { query: { size: 0 } }).expectStatus(400);
    },
    FROM_FIXTURES,
  );
});

describe("search near misses (G-096)", () => {
  const digits = (text: string): string => text.replace(/\D/g, "");
  /** The phone's digits written with other separators: `1-555-0100` for `+1 555 0100`. */
  const otherSeparators = (phone: string): string => {
    const d = digits(phone);
    return `${d.slice(0, 1)}-${d.slice(1, 4)}-${d.slice(4)}`;
  };
  type Case = { by: string; found: boolean; uses: string[]; query: (c: ApiObject) => Record<string, QueryValue> };
  const cases: Case[] = [
    { by: "name in upper case", found: true, uses: ["name"], query: (c) => ({ name: c.name.toUpperCase() }) },
    {
      by: "query as part of the name in lower case",
      found: true,
      uses: ["name"],
      query: (c) => ({ query: c.name.split(" ").slice(0, 2).join(" ").toLowerCase() }),
    },
    { by: "email in upper case", found: true, uses: ["email"], query: (c) => ({ email: c.email.toUpperCase() }) },
    {
      by: "mcNumber in lower case with its prefix",
      found: true,
      uses: ["mc_number"],
      query: (c) => ({ mcNumber: `mc-${digits(c.mc_number)}` }),
    },
    {
      by: "mcNumber with a space after MC",
      found: true,
      uses: ["mc_number"],
      query: (c) => ({ mcNumber: `MC ${digits(c.mc_number)}` }),
    },
    {
      by: "phone with other separators",
      found: true,
      uses: ["phone_numbers"],
      query: (c) => ({ phone: otherSeparators(c.phone_numbers) }),
    },
    {
      by: "usdot without its last digit",
      found: false,
      uses: ["us_dot"],
      query: (c) => ({ usdot: c.us_dot.slice(0, -1) }),
    },
    { by: "usdot with a digit more", found: false, uses: ["us_dot"], query: (c) => ({ usdot: `${c.us_dot}0` }) },
    {
      by: "email without its domain",
      found: false,
      uses: ["email"],
      query: (c) => ({ email: c.email.split("@")[0] }),
    },
    { by: "email with a character more", found: false, uses: ["email"], query: (c) => ({ email: `${c.email}x` }) },
    {
      by: "phone without its last digit",
      found: false,
      uses: ["phone_numbers"],
      query: (c) => ({ phone: digits(c.phone_numbers).slice(0, -1) }),
    },
    {
      by: "mcNumber with a digit more",
      found: false,
      uses: ["mc_number"],
      query: (c) => ({ mcNumber: `MC-${digits(c.mc_number)}1` }),
    },
    {
      by: "a name it does not contain",
      found: false,
      uses: ["name"],
      query: (c) => ({ name: `${c.name} Freight` }),
    },
  ];
  const search = async (query: Record<string, QueryValue>): Promise<ApiObject> =>
    carrierCall("searchCarriers", { query }).expectStatus(200).returns("data");
  suite.rules(
    cases,
    "search by $by: found $found (rule: carrier search matching)",
    ["writes"],
    async (c, ctx) => {
      const carrier = await searchableCarrier(ctx);
      searchable(ctx, carrier, c.uses);
      const found = await search(c.query(carrier));
      if (c.found) expectField(found, "/objects/*/guid").toContain(carrier.guid);
      else expectField(found, "/objects/*/guid").not.toContain(carrier.guid);
    },
    FROM_FIXTURES,
  );

  const RECORDS_USDOT = uniqueDigits(8);
  suite.rule(
    "search by usdot of its broker records: found true (rule: carrier search matching)",
    ["writes"],
    async () => {
      const carrier = await recordsCarrier();
      await records(carrier.guid, { usdot_number: RECORDS_USDOT });
      expectField(await search({ usdot: RECORDS_USDOT }), "/objects/*/guid").toContain(carrier.guid);
    },
  );
});

describe("profile: broker records", () => {
  // In one body the spec's schema itself refuses both pairs (`not`), so no single field is named for them.
  const refused: Array<{ case: string; steps: Record<string, unknown>[]; field?: string }> = [
    { case: "approved and blacklisted at once", steps: [{ approved: true, in_blacklist: true }] },
    { case: "preferred and blacklisted at once", steps: [{ preferred: true, in_blacklist: true }] },
    { case: "preferred with approved false", steps: [{ preferred: true, approved: false }], field: "approved" },
    {
      case: "blacklisting an approved carrier",
      steps: [{ approved: true }, { in_blacklist: true }],
      field: "in_blacklist",
    },
    { case: "unapproving a preferred carrier", steps: [{ preferred: true }, { approved: false }], field: "approved" },
    {
      case: "approving a blacklisted carrier",
      steps: [{ in_blacklist: true }, { approved: true }],
      field: "in_blacklist",
    },
    {
      case: "preferring a blacklisted carrier",
      steps: [{ in_blacklist: true }, { preferred: true }],
      field: "in_blacklist",
    },
    {
      case: "blacklisting a preferred carrier",
      steps: [{ preferred: true }, { in_blacklist: true }],
      field: "in_blacklist",
    },
    {
      case: "blacklisting a preferred carrier while unapproving it",
      steps: [{ preferred: true }, { approved: false, in_blacklist: true }],
      field: "in_blacklist",
    },
  ];
  suite.rules(refused, "$case is 400 VALIDATION_ERROR (rule: flag rules)", HELPERS.slice(), async (c) => {
    const carrier = await recordsCarrier();
    const last = c.steps.at(-1) as Record<string, unknown>;
    for (const step of c.steps.slice(0, -1)) await records(carrier.guid, step);
    const before: ApiObject = await carrierCall("getCarrierProfile", { path: { guid: carrier.guid } })
      .expectStatus(200)
      .returns("data.object.broker_records");
    const body: ApiObject = await profile(carrier.guid, last).expectStatus(400).returns("res.body");
    expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
    if (c.field) expectField(body, "/data/details").toHaveProperty([c.field]);
    await carrierCall("getCarrierProfile", { path: { guid: carrier.guid } })
      .expectStatus(200)
      .expectJson("data.object.broker_records", before);
  });

  suite.rule(
    "preferred makes the carrier approved, each flag stamped (rule: preferred implies approved)",
    HELPERS.slice(),
    async () => {
      const carrier = await recordsCarrier();
      const preferred = await records(carrier.guid, { preferred: true });
      expectField(preferred).toMatchObject({ preferred: true, approved: true });
      expectField(preferred, "/preferred_since").toEqual(expect.any(String));
      expectField(preferred, "/approved_since").toEqual(expect.any(String));
      const unpreferred = await records(carrier.guid, { preferred: false });
      expectField(unpreferred).toMatchObject({ preferred: false, preferred_since: null, approved: true });
      expectField(unpreferred, "/approved_since").toBe(preferred.approved_since);
    },
  );

  suite.rule(
    "a flag turned off clears its stamp; blacklisting after unapproving works (rule: *_since)",
    HELPERS.slice(),
    async () => {
      const carrier = await recordsCarrier();
      await records(carrier.guid, { approved: true, insurance_certificate_holder: true });
      const blacklisted = await records(carrier.guid, { approved: false, in_blacklist: true });
      expectField(blacklisted).toMatchObject({ approved: false, approved_since: null, in_blacklist: true });
      expectField(blacklisted, "/in_blacklist_since").toEqual(expect.any(String));
      expectField(blacklisted, "/insurance_certificate_holder_since").toEqual(expect.any(String));
      const released = await records(carrier.guid, { in_blacklist: false, insurance_certificate_holder: false });
      expectField(released).toMatchObject({ in_blacklist_since: null, insurance_certificate_holder_since: null });
    },
  );

  const allowed: Array<{ case: string; steps: Record<string, unknown>[]; expected: Record<string, unknown> }> = [
    {
      case: "releasing from the blacklist and approving in one body",
      steps: [{ in_blacklist: true }, { in_blacklist: false, approved: true }],
      expected: { in_blacklist: false, approved: true, in_blacklist_since: null },
    },
    {
      case: "unpreferring and blacklisting after unapproving",
      steps: [{ preferred: true }, { preferred: false, approved: false, in_blacklist: true }],
      expected: { preferred: false, approved: false, in_blacklist: true, approved_since: null },
    },
    {
      case: "preferred with approved true said outright",
      steps: [{ preferred: true, approved: true }],
      expected: { preferred: true, approved: true },
    },
    {
      case: "a blacklisted certificate holder",
      steps: [{ in_blacklist: true, insurance_certificate_holder: true }],
      expected: { in_blacklist: true, insurance_certificate_holder: true, approved: false },
    },
  ];
  suite.rules(allowed, "$case is accepted (rule: flag rules, result checked)", HELPERS.slice(), async (c) => {
    const carrier = await recordsCarrier();
    let last: ApiObject;
    for (const step of c.steps) last = await records(carrier.guid, step);
    expectField(last).toMatchObject(c.expected);
  });

  suite.rule("fields left out keep their values (rule: profile update)", HELPERS.slice(), async () => {
    const carrier = await recordsCarrier();
    await records(carrier.guid, { insurance_expires_at: "2027-01-31", usdot_number: carrier.us_dot });
    const after = await records(carrier.guid, { approved: true });
    expectField(after).toMatchObject({
      insurance_expires_at: "2027-01-31",
      usdot_number: carrier.us_dot,
      approved: true,
    });
  });

  // Each field set on its own, then a body without it: the field, and the stamp of a flag, stay as they were.
  const leftOut: Array<{ field: string; set: Record<string, unknown>; other?: Record<string, unknown> }> = [
    { field: "usdot_number", set: { usdot_number: uniqueDigits(7) } },
    { field: "approved", set: { approved: true } },
    { field: "preferred", set: { preferred: true } },
    { field: "in_blacklist", set: { in_blacklist: true } },
    { field: "insurance_certificate_holder", set: { insurance_certificate_holder: true } },
    { field: "insurance_expires_at", set: { insurance_expires_at: "2027-02-28" }, other: { usdot_number: "7654321" } },
    { field: "custom_external_id", set: { custom_external_id: `KEPT-${uniqueDigits()}` } },
  ];
  suite.rules(
    leftOut,
    "a body without $field keeps it and its stamp (rule: G-099 fields left out keep their values)",
    HELPERS.slice(),
    async (c) => {
      const carrier = await recordsCarrier();
      const set = await records(carrier.guid, c.set);
      const after = await records(carrier.guid, c.other ?? { insurance_expires_at: "2027-03-31" });
      expectField(after, `/${c.field}`).toEqual(set[c.field]);
      expectField(after, `/${c.field}`).not.toBeNull();
      if (`${c.field}_since` in set) expectField(after, `/${c.field}_since`).toBe(set[`${c.field}_since`]);
    },
    { assumes: "G-099" },
  );

  // The schema's `not` branches refuse these bodies before the stored records are read; the answer still names
  // the rule under `in_blacklist`, and keeps the body's other field errors beside it (not a bare "must NOT be valid").
  const oneBody: Array<{ case: string; body: Record<string, unknown>; details: string[] }> = [
    { case: "approved and blacklisted", body: { approved: true, in_blacklist: true }, details: ["in_blacklist"] },
    { case: "preferred and blacklisted", body: { preferred: true, in_blacklist: true }, details: ["in_blacklist"] },
    {
      case: "approved and blacklisted with a USDOT number that is not a string",
      body: { approved: true, in_blacklist: true, usdot_number: 3141592 },
      details: ["in_blacklist", "usdot_number"],
    },
    {
      case: "preferred and blacklisted with approved not a boolean",
      body: { preferred: true, in_blacklist: true, approved: "yes" },
      details: ["approved", "in_blacklist"],
    },
  ];
  suite.rules(
    oneBody,
    "$case in one body is 400 naming $details (rule: G-099 flag rules in the body)",
    HELPERS.slice(),
    async (c) => {
      const carrier = await recordsCarrier();
      const body: ApiObject = await profile(carrier.guid, c.body).expectStatus(400).returns("res.body");
      expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
      expectField(body, "/data/details").toSatisfy(function namesExactly(details: Record<string, unknown>) {
        return JSON.stringify(Object.keys(details).sort()) === JSON.stringify(c.details);
      });
    },
    { assumes: "G-099" },
  );

  suite.rule(
    "a carrier on the carrier application has no broker records: 409 BROKER_RECORDS_NOT_AVAILABLE (rule: CTMS)",
    HELPERS.slice(),
    async () => {
      const carrier = await networkCarrier({ carrier_type: "CTMS" });
      expectField(carrier, "/broker_records").toBeNull();
      await profile(carrier.guid, { approved: true })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "BROKER_RECORDS_NOT_AVAILABLE" } });
    },
  );

  suite.rule(
    "a custom external id finds its carrier, is unique, can be sent again by its holder and freed (rule: custom_external_id)",
    HELPERS.slice(),
    async () => {
      const [carrier, other] = [await recordsCarrier(), await recordsCarrier()];
      const id = `CAR-${uniqueDigits()}`;
      await records(carrier.guid, { custom_external_id: id });
      await carrierCall("getCarrierByCustomExternalId", { path: { custom_external_id: id } })
        .expectStatus(200)
        .expectJson("data.object.guid", carrier.guid);
      const body: ApiObject = await profile(other.guid, { custom_external_id: id })
        .expectStatus(400)
        .returns("res.body");
      expectField(body, "/data/details").toHaveProperty(["custom_external_id"]);
      await records(carrier.guid, { custom_external_id: id, approved: true });
      await records(carrier.guid, { custom_external_id: null });
      await carrierCall("getCarrierByCustomExternalId", { path: { custom_external_id: id } }).expectStatus(404);
      await records(other.guid, { custom_external_id: id });
    },
  );
});

describe("notes", () => {
  suite.rule("a note keeps its text (rule: carrier note)", ["writes"], async () => {
    const carrier = await internalCarrier();
    const text = "Reliable on Texas to Florida lanes; prefers loads posted before noon.";
    const note: ApiObject = await carrierCall("addCarrierNote", { path: { guid: carrier.guid }, body: { text } })
      .expectStatus(200)
      .returns("data.object");
    expectField(note, "/text").toBe(text);
  });

  suite.rules(
    [
      { case: "one character", text: "x" },
      { case: "exactly 5000 characters", text: "y".repeat(5000) },
    ],
    "a note of $case is kept whole (rule: note text 1..5000)",
    ["writes"],
    async (c) => {
      const carrier = await internalCarrier();
      await carrierCall("addCarrierNote", { path: { guid: carrier.guid }, body: { text: c.text } })
        .expectStatus(200)
        .expectJson("data.object.text", c.text);
    },
  );

  const invalid = [
    { case: "an empty note", text: "" },
    { case: "a note of 5001 characters", text: "x".repeat(5001) },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: note text)", ["writes"], async (c) => {
    const carrier = await internalCarrier();
    await carrierCall("addCarrierNote", { path: { guid: carrier.guid }, body: { text: c.text } })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { text: [] } } });
  });
});

// Last and alone: the clock moves, so a stamp set earlier can be told from one set again.
describe.sequential("broker record stamps over time (test clock)", () => {
  suite.rule(
    "a stamp keeps its time while its flag stays on, and a flag turned on later gets the later time (rule: *_since)",
    [...HELPERS, "testClock"],
    async () => {
      const carrier = await recordsCarrier();
      const first = await records(carrier.guid, { approved: true, insurance_certificate_holder: true });
      await advanceClock(suite, 120);
      const again = await records(carrier.guid, {
        approved: true,
        insurance_certificate_holder: true,
        preferred: true,
      });
      expectField(again, "/approved_since").toBe(first.approved_since);
      expectField(again, "/insurance_certificate_holder_since").toBe(first.insurance_certificate_holder_since);
      expectField(again, "/preferred_since").toSatisfy(function twoMinutesLater(since: string) {
        const time = (text: string) => Date.parse(text.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
        return time(since) - time(first.approved_since) === 120_000;
      });
    },
  );
});
