import { describe, expect, it } from "vitest";
import { fixture, type JsonObject, loadBundle, seedDocument } from "./support/documents.js";

/** Reads a markdown "| Method | Allowed terms |" table into method -> terms. */
function parsePairsTable(markdown: string): Record<string, string[]> {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^\|\s*Method\s*\|\s*Allowed terms\s*\|/.test(line));
  if (start === -1) throw new Error("no '| Method | Allowed terms |' table found");
  const pairs: Record<string, string[]> = {};
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const [methods, terms] = line
      .split("|")
      .slice(1, 3)
      .map((cell) => cell.split(",").map((part) => part.trim()));
    for (const method of methods ?? []) pairs[method] = terms ?? [];
  }
  return pairs;
}

const schemas = (loadBundle("shipper").components as JsonObject).schemas as JsonObject;
const payment = schemas.Payment as JsonObject;
const pairs = payment["x-allowed-payment-pairs"] as Record<string, string[]>;
const methods = (schemas.PaymentMethod as JsonObject).enum as string[];
const terms = (schemas.PaymentTerms as JsonObject).enum as string[];

describe("x-allowed-payment-pairs", () => {
  it("equals the document's table, method by method and in the table's order", () => {
    expect(pairs).toEqual(parsePairsTable(fixture("payment-pairs.md")));
  });

  it("equals the table read from the source document itself", (context) => {
    const seed = seedDocument("000");
    if ("missing" in seed) {
      console.warn(`skipped: ${seed.missing}`);
      context.skip(seed.missing);
      return;
    }
    expect(pairs).toEqual(parsePairsTable(seed.text));
  });

  it("has a row for each of the 14 methods and nothing else", () => {
    expect(methods).toHaveLength(14);
    expect(Object.keys(pairs).sort()).toEqual([...methods].sort());
  });

  it("holds 146 allowed pairs inside the 14 x 18 grid, plus other/ach outside it", () => {
    expect(terms).toHaveLength(18);
    const inGrid = Object.entries(pairs).flatMap(([method, list]) =>
      list.filter((term) => terms.includes(term)).map((term) => `${method}/${term}`),
    );
    const outside = Object.entries(pairs).flatMap(([method, list]) =>
      list.filter((term) => !terms.includes(term)).map((term) => `${method}/${term}`),
    );
    expect(new Set(inGrid).size).toBe(146);
    expect(inGrid).toHaveLength(146);
    expect(outside).toEqual(["other/ach"]);
  });

  it("maps the legacy payment.terms values exactly as the document's table", () => {
    expect(payment["x-legacy-payment-terms"]).toEqual({
      ach: { payment_method: "ach", payment_terms: "from_request" },
      fuel_check: { payment_method: "fuel_check", payment_terms: "from_request" },
      cash_on_pickup: { payment_method: "cash", payment_terms: "on_pickup" },
      cash_on_delivery: { payment_method: "cash", payment_terms: "on_delivery" },
      check_on_delivery: { payment_method: "check", payment_terms: "on_delivery" },
      on_pickup: { payment_method: "from_request", payment_terms: "on_pickup" },
      on_delivery: { payment_method: "from_request", payment_terms: "on_delivery" },
      "5_days": { payment_method: "from_request", payment_terms: "5_days" },
    });
  });
});

describe("the enums are complete", () => {
  it.each([
    ["PaymentMethod", 14],
    ["PaymentTerms", 18],
    ["VehicleType", 19],
    ["OrderStatus", 11],
    ["InspectionType", 3],
    ["BusinessType", 6],
    ["CarrierType", 3],
    ["InsuranceCancellationReason", 4],
  ] as const)("%s has %i values", (name, count) => {
    expect(new Set((schemas[name] as JsonObject).enum as string[]).size).toBe(count);
  });
});
