/** `Carrier.ach_payment`: documented as deprecated, gone from responses since July 8, 2026 (GAPS.md G-015). */
import { describe, expect, it } from "vitest";
import { bundleAjv, type JsonObject, loadBundle } from "./support/documents.js";

const schemas = (loadBundle("shipper").components as JsonObject).schemas as JsonObject;
const carrier = schemas.Carrier as JsonObject;
const example = carrier.example as JsonObject;
const validate = bundleAjv(["shipper"]).getSchema("shipper#/components/schemas/Carrier");

describe("Carrier.ach_payment", () => {
  it("is a documented property: deprecated, read-only, with its former shape", () => {
    const property = (carrier.properties as JsonObject).ach_payment as JsonObject;
    expect(property).toMatchObject({ deprecated: true, readOnly: true, type: "object" });
    expect(Object.keys(property.properties as JsonObject)).toEqual([
      "bank_name",
      "bank_routing_number",
      "bank_account_number",
      "voided_check_url",
    ]);
  });

  it.each([
    ["its former shape", { bank_name: "First Bank", bank_routing_number: "*****6789" }],
    ["null", null],
    ["an empty object", {}],
  ])("a carrier response that still carries it (%s) breaks the documents' removal", (_name, value) => {
    expect(validate?.({ ...example, ach_payment: value })).toBe(false);
  });

  it("any other unknown key is still tolerated, and the example without ach_payment is valid", () => {
    expect(validate?.(example)).toBe(true);
    expect(validate?.({ ...example, ach_payment_v2: { bank_name: "First Bank" }, rating: 5 })).toBe(true);
  });
});
