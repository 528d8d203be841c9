import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { ajvDetails, fieldPath } from "../../src/domain/ajv-details.js";

const error = (
  instancePath: string,
  keyword: string,
  params: Record<string, unknown> = {},
  message?: string,
): ErrorObject => ({
  instancePath,
  keyword,
  params,
  schemaPath: "#/x",
  message,
});

describe("fieldPath", () => {
  it.each([
    ["", "body"],
    ["/price", "price"],
    ["/vehicles/0/year", "vehicles.0.year"],
    ["/a~1b/c~0d", "a/b.c~d"],
  ])("%s -> %s", (pointer, field) => {
    expect(fieldPath(pointer, "body")).toBe(field);
  });
});

describe("ajvDetails", () => {
  it("names the missing or unknown property in the field path", () => {
    expect(
      ajvDetails([
        error("/vehicles/0", "required", { missingProperty: "type" }),
        error("", "unevaluatedProperties", { unevaluatedProperty: "surprise" }),
        error("/pickup", "additionalProperties", { additionalProperty: "x" }),
      ]),
    ).toEqual({
      "vehicles.0.type": ["is required"],
      surprise: ["is not a known field"],
      "pickup.x": ["is not a known field"],
    });
  });

  it("lists enum values and keeps the other messages", () => {
    expect(
      ajvDetails([error("/a", "enum", { allowedValues: ["x", "y"] }), error("/b", "minimum", {}, "must be >= 0")]),
    ).toEqual({ a: ["must be one of: x, y"], b: ["must be >= 0"] });
  });

  it("drops anyOf noise when something more specific is known, keeps a fallback otherwise", () => {
    expect(
      ajvDetails([
        error("/a", "type", { type: "string" }, "must be string"),
        error("/a", "type", { type: "null" }, "must be null"),
        error("/a", "anyOf", {}, "must match a schema in anyOf"),
        error("/b", "anyOf", {}, "must match a schema in anyOf"),
      ]),
    ).toEqual({ a: ["must be string"], b: ["has an invalid value"] });
  });

  it("is safe for field names like __proto__ and constructor", () => {
    const details = ajvDetails([
      error("", "additionalProperties", { additionalProperty: "__proto__" }),
      error("", "additionalProperties", { additionalProperty: "constructor" }),
      error("/constructor", "type", {}, "must be object"),
    ]);
    expect(Object.getPrototypeOf(details)).toBe(Object.prototype);
    expect(Object.keys(details).sort()).toEqual(["__proto__", "constructor"]);
    expect(details.constructor).toEqual(["is not a known field", "must be object"]);
  });

  it("deduplicates messages", () => {
    expect(ajvDetails([error("/a", "minimum", {}, "m"), error("/a", "minimum", {}, "m")])).toEqual({ a: ["m"] });
  });
});
