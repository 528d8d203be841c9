/**
 * `x-assumption` (spec/README.md, Extensions) against spec/GAPS.md: every id names an entry, every entry that
 * constrains the spec is named somewhere, markers sit only where the contract allows them, and the constraints
 * the contract suite meets first (create statuses, 404s, assumed error ids, open value sets, the webhook
 * header) carry theirs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSpecAjv } from "../src/ajv.js";
import { assumptionIds, assumptionMarkers, GAP_ID, type GapEntry, parseGaps } from "../src/gaps.js";
import { API_NAMES, type JsonObject, loadBundle, specDir } from "./support/documents.js";

const gaps = parseGaps(readFileSync(join(specDir, "GAPS.md"), "utf8"));
const byId = new Map<string, GapEntry>(gaps.entries.map((entry) => [entry.id, entry]));
const markers = API_NAMES.flatMap((api) => assumptionMarkers(loadBundle(api)).map((marker) => ({ api, ...marker })));
const referenced = new Set(markers.flatMap((marker) => assumptionIds(marker.value)));

/** The node at a JSON pointer of a bundled document. */
function at(api: string, pointer: string): JsonObject {
  let node: unknown = loadBundle(api);
  for (const raw of pointer.split("/").slice(1)) {
    node = (node as JsonObject)[raw.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return node as JsonObject;
}

describe("GAPS.md ids", () => {
  it("every entry starts `- **G-NNN title**:` (a G-NEW entry of another branch is renumbered at merge)", () => {
    expect(gaps.malformed).toEqual([]);
    expect(gaps.entries.length).toBeGreaterThan(150);
  });

  it("ids are unique", () => {
    const ids = gaps.entries.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe("x-assumption markers", () => {
  it("have the shape of the contract: one gap id or a non-empty list of distinct ids", () => {
    const bad = markers.filter(({ value }) => {
      const list = Array.isArray(value) ? value : [value];
      return (
        list.length === 0 ||
        list.some((id) => typeof id !== "string" || !GAP_ID.test(id)) ||
        new Set(list).size !== list.length
      );
    });
    expect(bad).toEqual([]);
  });

  it("name existing GAPS.md entries that constrain the spec", () => {
    const unknown = markers.filter((marker) => assumptionIds(marker.value).some((id) => !byId.has(id)));
    expect(unknown).toEqual([]);
    const tagged = markers.filter((marker) =>
      assumptionIds(marker.value).some((id) => byId.get(id)?.constrainsSpec === false),
    );
    expect(tagged, "an entry tagged (no spec constraint) is referenced").toEqual([]);
  });

  it("every GAPS.md entry not tagged (no spec constraint) is referenced at least once", () => {
    const unreferenced = gaps.entries.filter((entry) => entry.constrainsSpec && !referenced.has(entry.id));
    expect(unreferenced.map((entry) => `${entry.id} ${entry.title}`)).toEqual([]);
  });

  it("are only in the service specs; the sandbox spec is ours throughout", () => {
    expect(markers.filter((marker) => marker.api === "sandbox")).toEqual([]);
    expect(markers.some((marker) => marker.api === "pricing")).toBe(true);
  });

  it("sit on a schema node, a response, a parameter or a header only", () => {
    const place = (pointer: string): string | undefined => {
      if (/\/(schema|schemas\/[^/]+)(\/|$)/.test(pointer)) return "schema";
      if (/\/responses\/[^/]+$/.test(pointer)) return "response";
      if (/(\/parameters\/[^/]+|\/headers\/[^/]+)$/.test(pointer)) return "parameter";
      return undefined;
    };
    expect(markers.filter((marker) => place(marker.pointer) === undefined)).toEqual([]);
  });

  it("beside a `$ref` of a response or parameter, x-assumption is the only extension", () => {
    const siblings = markers
      .map((marker) => ({ ...marker, node: at(marker.api, marker.pointer) }))
      .filter(({ node }) => typeof node.$ref === "string" && !/\/schema/.test(String(node.$ref)))
      .filter(({ node }) => Object.keys(node).some((key) => !["$ref", "x-assumption"].includes(key)));
    expect(siblings).toEqual([]);
  });

  it("are annotations: Ajv accepts them and they validate nothing", () => {
    const ajv = createSpecAjv();
    const plain = ajv.compile({ type: "string", enum: ["a"] });
    const marked = ajv.compile({ type: "string", enum: ["a"], "x-assumption": ["G-001", "G-002"] });
    for (const value of ["a", "b", 1, null]) expect(marked(value)).toBe(plain(value));
  });
});

/** The assumptions the contract suite meets first (issue 21): status codes, 404s, error ids, open sets, header. */
const REQUIRED_MARKERS: [api: string, pointer: string, id: string][] = [
  ["shipper", "/paths/~1v1~1public~1orders/post/responses/200", "G-106"],
  ["shipper", "/paths/~1v1~1public~1customers/post/responses/200", "G-106"],
  ["shipper", "/paths/~1v1~1public~1webhooks~1{webhook_action}~1subscribe/post/responses/200", "G-106"],
  ["pricing", "/paths/~1api~1v2~1recommended-price/post/responses/200", "G-106"],
  ["shipper", "/paths/~1v1~1public~1orders~1{guid}/get/responses/404", "G-035"],
  [
    "shipper",
    "/components/responses/NotFound/content/application~1json/schema/allOf/1/properties/data/properties/error_id",
    "G-035",
  ],
  ["shipper", "/paths/~1v1~1public~1orders~1{guid}/patch/responses/409", "G-014"],
  ["shipper", "/paths/~1oauth~1token/post/responses/400", "G-029"],
  ["shipper", "/components/schemas/LoadOfferStatus", "G-084"],
  ["shipper", "/components/schemas/LoadRequestStatus", "G-086"],
  ["shipper", "/components/schemas/CounterOfferStatus", "G-088"],
  ["shipper", "/components/schemas/TokenResponse", "G-030"],
  ["shipper", "/components/parameters/VerificationTokenHeader", "G-113"],
  ["shipper", "/components/schemas/LoadRequest/properties/requested_price", "G-158"],
  ["shipper", "/components/schemas/LoadRequest/properties/pickup_date", "G-158"],
  ["shipper", "/components/schemas/OfferEvent/allOf/1/properties/carrier_guid", "G-155"],
  ["shipper", "/components/schemas/OrderInput/allOf/1/properties/price", "G-159"],
  ["shipper", "/components/schemas/VehicleInput/allOf/1/properties/price", "G-159"],
  ["shipper", "/components/schemas/OrderInput/allOf/1/properties/pickup_counterparty_guid", "G-153"],
  ["pricing", "/components/schemas/RecommendedPriceV1Data/allOf/0", "G-146"],
  ["pricing", "/components/schemas/TrailerType", "G-144"],
];

describe.each(REQUIRED_MARKERS)("%s %s", (api, pointer, id) => {
  it(`carries ${id}`, () => {
    expect(assumptionIds(at(api, pointer)?.["x-assumption"])).toContain(id);
  });
});

describe("facts stay unmarked", () => {
  it.each([
    [
      "counter-offer create 200",
      "/paths/~1v1~1public~1orders~1{order_guid}~1requests~1{request_guid}~1counter-offer/post/responses/200",
    ],
    [
      "counter-offer create 409",
      "/paths/~1v1~1public~1orders~1{order_guid}~1requests~1{request_guid}~1counter-offer/post/responses/409",
    ],
    ["insurance sync 429", "/paths/~1v1~1public~1orders~1{guid}~1sync-insurance-policy/post/responses/429"],
    ["find by VIN 404", "/paths/~1v1~1public~1orders~1find_by_vin~1{vin}/get/responses/404"],
    ["the token 200", "/paths/~1oauth~1token/post/responses/200"],
    ["the order status enum", "/components/schemas/OrderStatus"],
    ["the carrier type enum", "/components/schemas/CarrierType"],
    ["the removed ach_payment (a dated change of the documents)", "/components/schemas/Carrier/not"],
    ["the counter-offer price rule", "/components/schemas/Price"],
  ])("%s", (_name, pointer) => {
    expect(at("shipper", pointer)).toBeDefined();
    expect(at("shipper", pointer)["x-assumption"]).toBeUndefined();
  });

  it("the pricing fields the document says the service returns (v1 core, the v2 additions)", () => {
    for (const pointer of [
      "/components/schemas/RecommendedPriceV1Data",
      "/components/schemas/RecommendedPriceV2Data/allOf/1",
    ]) {
      expect(at("pricing", pointer).required).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(at("pricing", pointer)["x-assumption"]).toBeUndefined();
    }
  });
});
