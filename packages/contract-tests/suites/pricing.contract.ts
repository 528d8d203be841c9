/**
 * The recommended-price service: version 1 and 2 answers match their schemas (checked on every call), v2 is a
 * superset of v1 for the same request, the API key is required, and an unknown location is a 400.
 */
import { describe, expect } from "vitest";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { priceRequest } from "../src/harness/fixtures.js";
import type { ApiObject } from "../src/harness/steps.js";

const suite = contract("pricing");
const VERSIONS = [
  { version: 1, operationId: "getRecommendedPriceV1" },
  { version: 2, operationId: "getRecommendedPriceV2" },
] as const;

const price = (operationId: string, body: unknown = priceRequest()) => suite.call(operationId, { body });

describe("recommended price", () => {
  suite.rules(VERSIONS, "v$version answers its documented shape (rule: schema of the 200)", ["pricing"], async (v) => {
    await price(v.operationId)
      .expectStatus(200)
      .expectJsonLike({ meta: { status: "success" } });
  });

  suite.rule(
    "v2 is a superset of v1 for the same request (rule: v2 adds fields, changes none)",
    ["pricing"],
    async () => {
      const [v1, v2]: ApiObject[] = await Promise.all([
        price("getRecommendedPriceV1").expectStatus(200).returns("data"),
        price("getRecommendedPriceV2").expectStatus(200).returns("data"),
      ]);
      expectField(v1).toSatisfy(function hasFields(data: unknown) {
        return Object.keys(data as object).length > 0;
      });
      for (const [field, value] of Object.entries(v1)) expectField(v2, `/${field}`).toEqual(value);
      expectField(v2).toSatisfy(function moreFieldsThanV1(data: unknown) {
        return Object.keys(data as object).length > Object.keys(v1).length;
      });
    },
  );

  suite.rule(
    "a city and state without a ZIP code is enough (rule: a location is a ZIP or a city and state)",
    ["pricing"],
    async () => {
      const body = priceRequest({ pickup: { city: "Chicago", state: "IL" }, delivery: { zip: "77002" } });
      await price("getRecommendedPriceV2", body).expectStatus(200);
    },
  );
});

describe("pricing errors", () => {
  suite.rules(
    VERSIONS,
    "v$version without X-API-Key is 401 (rule: the API key is required)",
    ["pricing"],
    async (v) => {
      await suite.call(v.operationId, { body: priceRequest(), apiKey: null }).expectStatus(401);
    },
  );

  suite.rules(
    VERSIONS,
    "v$version with a wrong X-API-Key is 401 (rule: the API key is checked)",
    ["pricing"],
    async (v) => {
      await suite.call(v.operationId, { body: priceRequest(), apiKey: "not-the-key" }).expectStatus(401);
    },
  );

  const unknown = [
    { where: "pickup", body: priceRequest({ pickup: { zip: "00000" } }) },
    { where: "delivery", body: priceRequest({ delivery: { city: "Atlantis", state: "ZZ" } }) },
  ];
  suite.rules(unknown, "an unknown $where location is 400 (rule: locations must resolve)", ["pricing"], async (c) => {
    for (const { operationId } of VERSIONS) {
      await price(operationId, c.body)
        .expectStatus(400)
        .expectJsonLike({ meta: { status: "fail" } });
    }
  });

  suite.rules(
    VERSIONS,
    "v$version: a request without vehicles is 400 (rule: at least one vehicle)",
    ["pricing"],
    async (v) => {
      await price(v.operationId, priceRequest({ vehicles: [] }))
        .expectStatus(400)
        .expectJsonLike({ meta: { status: "fail" } });
    },
  );

  /** The run's key is never printed: each near miss is described, not shown. */
  const key = () => suite.target.pricing?.apiKey ?? "";
  const upper = (text: string) => (text.toUpperCase() === text ? `${text}A` : text.toUpperCase());
  const nearKeys = [
    { case: "the key with one character more", options: () => ({ apiKey: `${key()}x` }) },
    { case: "the key without its last character", options: () => ({ apiKey: key().slice(0, -1) }) },
    { case: "the key in upper case", options: () => ({ apiKey: upper(key()) }) },
    { case: "the key as a bearer token instead", options: () => ({ apiKey: null, token: key() }) },
    { case: "an empty X-API-Key", options: () => ({ apiKey: "" }) },
  ];
  for (const v of VERSIONS) {
    suite.rules(
      nearKeys.map((c) => ({ ...c, version: v.version })),
      "v$version: $case is 401 (rule: the API key is checked)",
      ["pricing"],
      async (c) => {
        await suite
          .call(v.operationId, { body: priceRequest(), ...c.options() })
          .expectStatus(401)
          .expectJsonLike({ meta: { status: "fail" } });
      },
    );
  }

  const incomplete = [
    { case: "a pickup with a city only", body: priceRequest({ pickup: { city: "Chicago" } }) },
    { case: "a pickup with a state only", body: priceRequest({ pickup: { state: "IL" } }) },
    { case: "a delivery with neither", body: priceRequest({ delivery: {} }) },
    { case: "a delivery with blank city and state", body: priceRequest({ delivery: { city: "", state: "" } }) },
  ];
  for (const v of VERSIONS) {
    suite.rules(
      incomplete.map((c) => ({ ...c, version: v.version })),
      "v$version: $case is 400 (rule: a ZIP code, or a city and state, is required)",
      ["pricing"],
      async (c) => {
        await price(v.operationId, c.body)
          .expectStatus(400)
          .expectJsonLike({ meta: { status: "fail" } });
      },
    );
  }
});

describe("both versions take the same body", () => {
  const bodies = [
    { case: "ZIP codes only", body: priceRequest({ pickup: { zip: "60601" }, delivery: { zip: "77002" } }) },
    {
      case: "cities and states only",
      body: priceRequest({ pickup: { city: "Chicago", state: "IL" }, delivery: { city: "Houston", state: "TX" } }),
    },
    { case: "an enclosed trailer", body: priceRequest({ trailer_type: "enclosed" }) },
    {
      case: "several vehicles, one inoperable",
      body: priceRequest({
        vehicles: [
          { type: "sedan", make: "Toyota", model: "Camry", year: "2019", is_inoperable: false },
          { type: "suv", make: "Ford", model: "Explorer", year: "2021", is_inoperable: true },
        ],
      }),
    },
  ];
  suite.rules(
    bodies,
    "with $case, v2 answers every v1 field with the same value, and more (rule: v2 a superset of v1)",
    ["pricing"],
    async (c) => {
      const [v1, v2]: ApiObject[] = await Promise.all([
        price("getRecommendedPriceV1", c.body).expectStatus(200).returns("data"),
        price("getRecommendedPriceV2", c.body).expectStatus(200).returns("data"),
      ]);
      for (const [field, value] of Object.entries(v1)) expectField(v2, `/${field}`).toEqual(value);
      for (const field of ["price_range_lower", "price_range_upper", "recent_moves"]) {
        expectField(v2).toHaveProperty([field]);
      }
    },
  );
});

describe("request bounds (assumed where the document says nothing)", () => {
  const vehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2019", is_inoperable: false };
  const refused = [
    { case: "a 4-digit ZIP code", body: priceRequest({ pickup: { zip: "6060" } }) },
    { case: "a 6-digit ZIP code", body: priceRequest({ delivery: { zip: "770021" } }) },
    { case: "a 2-digit year", body: priceRequest({ vehicles: [{ ...vehicle, year: "19" }] }) },
    { case: "a year as a number", body: priceRequest({ vehicles: [{ ...vehicle, year: 2019 }] }) },
    { case: "a vehicle without a make", body: priceRequest({ vehicles: [{ ...vehicle, make: undefined }] }) },
    { case: "trailer type 'Open'", body: priceRequest({ trailer_type: "Open" }) },
    { case: "101 vehicles", body: priceRequest({ vehicles: Array.from({ length: 101 }, () => vehicle) }) },
  ];
  for (const v of VERSIONS) {
    suite.rules(
      refused.map((c) => ({ ...c, version: v.version })),
      "v$version: $case is 400 (rule: G-145, G-149, G-144, G-165)",
      ["pricing"],
      async (c) => {
        await price(v.operationId, c.body)
          .expectStatus(400)
          .expectJsonLike({ meta: { status: "fail" } });
      },
    );
  }

  suite.rule(
    "100 vehicles are priced (rule: G-165)",
    ["pricing"],
    async () => {
      const body = priceRequest({ vehicles: Array.from({ length: 100 }, () => vehicle) });
      await price("getRecommendedPriceV2", body).expectStatus(200);
    },
    { assumes: "G-165" },
  );
});

// The computed fields at their edges, by the rules the sandbox documents (G-150: packages/sandbox/PRICING.md).
describe("computed fields at their edges (assumed: G-150)", () => {
  const sedan = { type: "sedan", make: "Toyota", model: "Camry", year: "2019", is_inoperable: false };
  const inoperableSuv = { type: "suv", make: "Ford", model: "Explorer", year: "2021", is_inoperable: true };
  /**
   * The target's year, which caps a move's model year (PRICING.md), by the target's clock, not this machine's (a test
   * clock may read another year). Its moves are delivered 1 to 45 days before its `now`: the newest delivery dates
   * it, give or take a turn of the year (`latestTargetYear`).
   */
  async function targetYears(): Promise<{ targetYear: number; latestTargetYear: number }> {
    const known = priceRequest({ trailer_type: "enclosed", vehicles: [inoperableSuv] });
    const dated: ApiObject[] = await price("getRecommendedPriceV2", known)
      .expectStatus(200)
      .returns("data.recent_moves");
    const delivered = Math.max(...dated.map((move: ApiObject) => Date.parse(`${move.delivered_date}T00:00:00Z`)));
    if (!Number.isFinite(delivered)) throw new Error("no recent move with a delivered_date to date the target by");
    return {
      targetYear: new Date(delivered).getUTCFullYear(),
      latestTargetYear: new Date(delivered + 45 * 86_400_000).getUTCFullYear(),
    };
  }

  const lanes = [
    { lane: "two one-ZIP towns (volume 2)", pickup: { zip: "66002" }, delivery: { zip: "66006" } },
    { lane: "a one-ZIP town and a two-ZIP town (volume 3)", pickup: { zip: "66002" }, delivery: { zip: "75002" } },
    { lane: "Chicago to Houston (a busy lane)", pickup: { zip: "60601" }, delivery: { zip: "77002" } },
  ];
  suite.rules(
    lanes,
    "$lane lists min(volume, 5) recent moves (rule: G-150 recent moves)",
    ["pricing"],
    async (c) => {
      const body = priceRequest({ pickup: c.pickup, delivery: c.delivery });
      const data: ApiObject = await price("getRecommendedPriceV2", body).expectStatus(200).returns("data");
      expectField(data, "/recent_moves").toHaveLength(Math.min(data.volume, 5));
    },
    { assumes: "G-150" },
  );

  // PRICING.md's worked examples (Chicago 60601 to Houston 77002), and the discount past its cap.
  const examples = [
    { case: "one operable sedan, open", trailer: "open", vehicles: [sedan], price: 1137.85, dispatch: [1.3, 2.5] },
    {
      case: "an inoperable suv and an operable sedan, enclosed",
      trailer: "enclosed",
      vehicles: [inoperableSuv, sedan],
      price: 3453.18,
      dispatch: [2.4, 4.8],
    },
    {
      case: "an inoperable suv and an operable sedan, open",
      trailer: "open",
      vehicles: [inoperableSuv, sedan],
      price: 2466.56,
      dispatch: [1.8, 3.5],
    },
    {
      case: "six operable sedans, open (the discount capped at 20 %)",
      trailer: "open",
      vehicles: Array.from({ length: 6 }, () => sedan),
      price: 5461.68,
      dispatch: [1.3, 2.5],
    },
  ];
  suite.rules(
    examples,
    "$case: price $price, dispatch $dispatch days (rule: G-150 price and dispatch time)",
    ["pricing"],
    async (c) => {
      const body = priceRequest({ trailer_type: c.trailer, vehicles: c.vehicles });
      const data: ApiObject = await price("getRecommendedPriceV2", body).expectStatus(200).returns("data");
      expectField(data, "/price").toBe(c.price);
      expectField(data, "/min_expected_time_to_dispatch").toBe(c.dispatch[0]);
      expectField(data, "/max_expected_time_to_dispatch").toBe(c.dispatch[1]);
    },
    { assumes: "G-150" },
  );

  suite.rule(
    "with mixed vehicles each recent move lists each vehicle as requested: its own is_inoperable, the trailer, a comparable year (rule: G-150 recent moves)",
    ["pricing"],
    async () => {
      const { targetYear, latestTargetYear } = await targetYears();
      const nextYear = targetYear + 1;
      const newest = { ...sedan, year: String(nextYear) };
      const body = priceRequest({ trailer_type: "enclosed", vehicles: [inoperableSuv, newest] });
      const moves: ApiObject[] = await price("getRecommendedPriceV2", body)
        .expectStatus(200)
        .returns("data.recent_moves");
      expectField(moves).not.toHaveLength(0);
      for (const move of moves) {
        expectField(move, "/vehicles").toEqual([
          { ...inoperableSuv, year: expect.any(Number), requires_enclosed_trailer: true },
          { ...newest, year: expect.any(Number), requires_enclosed_trailer: true },
        ]);
        expectField(move, "/vehicles/0/year").toSatisfy((year: number) => year >= 2019 && year <= 2023);
        // At most the cap (the year after the target's, one more only when its `now` may be past New Year).
        const cap = latestTargetYear + 1;
        expectField(move, "/vehicles/1/year").toSatisfy((year: number) => year >= nextYear - 2 && year <= cap);
      }
    },
    { assumes: "G-150" },
  );

  suite.rule(
    "a model year well past next year is listed as the year after the target's in every recent move (rule: G-150 recent moves)",
    ["pricing"],
    async () => {
      const { targetYear, latestTargetYear } = await targetYears();
      const ahead = { ...sedan, year: String(targetYear + 20) };
      const moves: ApiObject[] = await price(
        "getRecommendedPriceV2",
        priceRequest({ trailer_type: "open", vehicles: [ahead] }),
      )
        .expectStatus(200)
        .returns("data.recent_moves");
      expectField(moves).not.toHaveLength(0);
      // Every draw of the window (year - 2 .. + 2) is past the cap: each move shows the cap itself.
      for (const move of moves) {
        expectField(move, "/vehicles/0/year").toSatisfy(
          (year: number) => year === targetYear + 1 || year === latestTargetYear + 1,
        );
      }
    },
    { assumes: "G-150" },
  );
});
