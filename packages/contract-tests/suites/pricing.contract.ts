/**
 * The recommended-price service: version 1 and 2 answers match their schemas (checked on every call), v2 is a
 * superset of v1 for the same request, the API key is required, and an unknown location is a 400.
 */
import { describe, expect } from "vitest";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { priceRequest } from "../src/suite/fixtures.js";
import type { ApiObject } from "../src/suite/steps.js";

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

  suite.rule("a request without vehicles is 400 (rule: at least one vehicle)", ["pricing"], async () => {
    await price("getRecommendedPriceV1", priceRequest({ vehicles: [] })).expectStatus(400);
  });
});
