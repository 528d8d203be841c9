/** The request check: fact-invalid, invalid only by assumed constraints (with their gap ids), and valid requests. */
import { describe, expect, it } from "vitest";
import { judgeRequest, type SentRequest } from "../../src/validation/requests.js";

const vehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2019", is_inoperable: false };
const price = (change: Record<string, unknown> = {}) => ({
  body: { trailer_type: "open", pickup: { zip: "60601" }, delivery: { zip: "10001" }, vehicles: [vehicle], ...change },
});

const cases: { name: string; operationId: string; request: SentRequest; kind: string; gaps?: string[] }[] = [
  { name: "a valid price request", operationId: "getRecommendedPriceV1", request: price(), kind: "valid" },
  {
    name: "100 vehicles (at the assumed bound)",
    operationId: "getRecommendedPriceV1",
    request: price({ vehicles: Array.from({ length: 100 }, () => vehicle) }),
    kind: "valid",
  },
  {
    name: "101 vehicles",
    operationId: "getRecommendedPriceV1",
    request: price({ vehicles: Array.from({ length: 101 }, () => vehicle) }),
    kind: "assumed",
    gaps: ["G-165"],
  },
  {
    name: "a 4-digit ZIP",
    operationId: "getRecommendedPriceV2",
    request: price({ pickup: { zip: "6060" } }),
    kind: "assumed",
    gaps: ["G-145"],
  },
  {
    name: "a 2-digit year",
    operationId: "getRecommendedPriceV1",
    request: price({ vehicles: [{ ...vehicle, year: "19" }] }),
    kind: "assumed",
    gaps: ["G-149"],
  },
  {
    name: "a year as a number (a string by the document)",
    operationId: "getRecommendedPriceV1",
    request: price({ vehicles: [{ ...vehicle, year: 2019 }] }),
    kind: "fact",
  },
  {
    name: "a 101-vehicle body sent as JSON text",
    operationId: "getRecommendedPriceV1",
    request: { body: JSON.stringify(price({ vehicles: Array.from({ length: 101 }, () => vehicle) }).body) },
    kind: "assumed",
    gaps: ["G-165"],
  },
  {
    name: "10 sort fields",
    operationId: "listOrders",
    request: { query: { sort: Array(10).fill("id") } },
    kind: "valid",
  },
  {
    name: "11 sort fields",
    operationId: "listOrders",
    request: { query: { sort: Array(11).fill("id") } },
    kind: "assumed",
    gaps: ["G-165"],
  },
  {
    name: "a sort field breaking the documented form",
    operationId: "listOrders",
    request: { query: { sort: "id,sideways" } },
    kind: "fact",
  },
];

describe("judgeRequest", () => {
  it.each(cases)("$name: $kind", ({ operationId, request, kind, gaps }) => {
    const verdict = judgeRequest(operationId, request);
    expect(verdict.kind).toBe(kind);
    if (verdict.kind !== "valid") {
      const found = [...new Set(verdict.breaches.flatMap((breach) => breach.gaps))];
      expect(found).toEqual(verdict.kind === "fact" ? expect.any(Array) : gaps);
      expect(verdict.breaches.length).toBeGreaterThan(0);
    }
  });
});
