import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LateTime, resolveLate, STAND_IN } from "../../src/fuzz/late.js";
import { OMIT, schemaArbitrary } from "../../src/fuzz/schema-arbitrary.js";
import { flatten } from "../../src/fuzz/schema-merge.js";
import { type JsonObject, loadDocument } from "../../src/spec/documents.js";
import { allOperations } from "../../src/spec/operations.js";
import { validatorAt } from "../../src/spec/validators.js";

/** Schemas with keywords the converter leaves to the caller's filter (`not`): a share of samples may fail them. */
const FILTERED = new Set(["updateCarrierProfile"]);

const jsonBodies = allOperations().flatMap((op) =>
  [...(op.requestBody?.media ?? [])]
    .filter(([media]) => media.includes("json"))
    .map(([, ref]) => [op.operationId, op, ref] as const),
);

describe("schemaArbitrary", () => {
  it("covers every JSON request body of the three specs", () => {
    expect(jsonBodies.length).toBeGreaterThanOrEqual(40);
  });

  it.each(jsonBodies)("generates bodies the spec accepts: %s", (operationId, op, ref) => {
    const validate = validatorAt(op.api, ref);
    const samples = fc.sample(schemaArbitrary({ $ref: ref }, { doc: loadDocument(op.api) }), { seed: 42, numRuns: 80 });
    const invalid = samples.filter((sample) => !validate(resolveLate(sample, STAND_IN)));
    if (FILTERED.has(operationId)) expect(invalid.length).toBeLessThan(samples.length / 2);
    else expect(invalid).toEqual([]);
  });

  it("gives an object at least minProperties keys", () => {
    const schema = { type: "object", minProperties: 1, properties: { a: { type: "string" }, b: { type: "integer" } } };
    const samples = fc.sample(schemaArbitrary(schema, { doc: {} }), { seed: 1, numRuns: 200 });
    expect(samples.filter((value) => Object.keys(value as object).length === 0)).toEqual([]);
  });

  it("leaves readOnly properties out and keeps required ones", () => {
    const schema = {
      type: "object",
      required: ["b"],
      properties: { a: { type: "string", readOnly: true }, b: { type: "integer" } },
    };
    for (const value of fc.sample(schemaArbitrary(schema, { doc: {} }), { seed: 1, numRuns: 100 })) {
      expect(value).not.toHaveProperty("a");
      expect(value).toHaveProperty("b");
    }
  });

  it("picks exactly one group of a oneOf made of required lists", () => {
    const doc = loadDocument("shipper");
    const keys = ["carrier_guid", "carrier_usdot", "carrier_email", "carrier_phone"];
    const samples = fc.sample(schemaArbitrary({ $ref: "#/components/schemas/LoadOfferInput" }, { doc }), {
      seed: 3,
      numRuns: 200,
    });
    for (const sample of samples) expect(keys.filter((key) => key in (sample as object))).toHaveLength(1);
    const chosen = new Set(samples.map((sample) => keys.find((key) => key in (sample as object))));
    expect(chosen.size).toBe(4);
  });

  it("generates the documents' date-times late, against the sandbox clock", () => {
    const doc = loadDocument("shipper");
    const values = fc.sample(schemaArbitrary({ $ref: "#/components/schemas/DateTime" }, { doc }), {
      seed: 5,
      numRuns: 20,
    });
    expect(values.every((value) => value instanceof LateTime)).toBe(true);
  });

  it("keeps prices to two fraction digits (x-max-fraction-digits)", () => {
    const doc = loadDocument("shipper");
    const prices = fc.sample(schemaArbitrary({ $ref: "#/components/schemas/Price" }, { doc }), {
      seed: 9,
      numRuns: 300,
    });
    for (const price of prices) expect(String(price)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it("honours an override, and OMIT leaves a property out", () => {
    const schema = {
      type: "object",
      required: ["a", "b"],
      properties: { a: { type: "string" }, b: { type: "string" } },
    };
    const values = fc.sample(
      schemaArbitrary(schema, {
        doc: {},
        override: ({ path }) => (path[0] === "a" ? fc.constant("fixed") : path[0] === "b" ? OMIT : undefined),
      }),
      { seed: 2, numRuns: 10 },
    );
    for (const value of values) expect(value).toEqual({ a: "fixed" });
  });
});

describe("flatten", () => {
  it("merges allOf parts: properties, required lists, and the strictest unevaluatedProperties", () => {
    const doc = {
      components: { schemas: { Base: { type: "object", required: ["a"], properties: { a: { type: "string" } } } } },
    } as JsonObject;
    const merged = flatten(doc, {
      allOf: [
        { $ref: "#/components/schemas/Base" },
        { type: "object", required: ["b"], properties: { b: { type: "integer" } } },
      ],
      unevaluatedProperties: false,
    });
    expect(merged.required).toEqual(["a", "b"]);
    expect(Object.keys(merged.properties as object)).toEqual(["a", "b"]);
    expect(merged.unevaluatedProperties).toBe(false);
    expect(merged.allOf).toBeUndefined();
  });
});
