import { describe, expect, it } from "vitest";
import { flattenAllOf, intersectTypes, narrowerLimit } from "../src/all-of.js";

const doc = {
  components: {
    Base: { type: "object", properties: { a: { type: "string" } }, required: ["a"], maxLength: 9 },
    Closed: { unevaluatedProperties: false },
  },
};

describe("flattenAllOf", () => {
  it("merges the parts, $refs followed: properties, required united, a closed object stays closed", () => {
    const flat = flattenAllOf(doc, {
      allOf: [
        { $ref: "#/components/Base" },
        { properties: { b: { type: "integer" } }, required: ["b"] },
        { $ref: "#/components/Closed" },
      ],
    });
    expect(flat).toEqual({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "integer" } },
      required: ["a", "b"],
      maxLength: 9,
      unevaluatedProperties: false,
    });
  });

  it("keeps the narrower of two limits and the common types", () => {
    const flat = flattenAllOf(doc, {
      allOf: [
        { type: ["number", "null"], minimum: 1, maximum: 10 },
        { type: "integer", minimum: 3, maximum: 20 },
      ],
    });
    expect(flat).toEqual({ type: "integer", minimum: 3, maximum: 10 });
  });

  it("combines a property in two parts into an allOf of both, and keeps every list of alternatives", () => {
    const flat = flattenAllOf(doc, {
      allOf: [
        { properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }] },
        { properties: { a: { maxLength: 3 } }, anyOf: [{ required: ["b"] }] },
        { allOf: [{ anyOf: [{ required: ["c"] }] }, { anyOf: [{ required: ["d"] }] }] },
      ],
    });
    expect(flat.properties).toEqual({ a: { allOf: [{ type: "string" }, { maxLength: 3 }] } });
    expect(flat.anyOf).toEqual([{ required: ["a"] }]);
    expect(flat.allOf).toEqual([
      { anyOf: [{ required: ["b"] }] },
      { anyOf: [{ required: ["c"] }] },
      { anyOf: [{ required: ["d"] }] },
    ]);
  });

  it("answers false as a schema nothing matches and a schema without allOf as it is", () => {
    expect(flattenAllOf(doc, false)).toEqual({ not: {} });
    expect(flattenAllOf(doc, { $ref: "#/components/Closed" })).toBe(doc.components.Closed);
  });
});

describe("the keyword rules", () => {
  it("intersect types, integer being where integer and number meet", () => {
    expect(intersectTypes(new Set(["integer"]), new Set(["number", "null"]))).toEqual(new Set(["integer"]));
    expect(intersectTypes(undefined, new Set(["string"]))).toEqual(new Set(["string"]));
    expect(intersectTypes(new Set(["string"]), new Set(["object"]))).toEqual(new Set());
  });

  it("narrow bounds and keep the later of other limits", () => {
    expect(narrowerLimit("minLength", 2, 1)).toBe(2);
    expect(narrowerLimit("x-max-fraction-digits", 2, 4)).toBe(2);
    expect(narrowerLimit("multipleOf", 2, 5)).toBe(5);
  });
});
