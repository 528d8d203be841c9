import { describe, expect, it } from "vitest";
import { normalizeDocument } from "../../scripts/normalize.js";

const zip = { type: "string", pattern: "^[0-9]{5}$" };
const city = { type: "string" };
const state = { type: "string" };

describe("normalizeDocument", () => {
  it.each([
    {
      name: "anyOf of required-only alternatives becomes oneOf of objects requiring those properties",
      input: {
        type: "object",
        properties: { zip, city, state },
        anyOf: [{ required: ["zip"] }, { required: ["city", "state"] }],
      },
      output: {
        type: "object",
        properties: { zip, city, state },
        oneOf: [
          { type: "object", required: ["zip"], properties: { zip } },
          { type: "object", required: ["city", "state"], properties: { city, state } },
        ],
      },
    },
    {
      name: "oneOf of disjoint required-only alternatives forbids the other keys (false)",
      input: { properties: { a: city, b: zip }, oneOf: [{ required: ["a"] }, { required: ["b"], description: "b" }] },
      output: {
        properties: { a: city, b: zip },
        oneOf: [
          { type: "object", required: ["a"], properties: { a: city, b: false } },
          { type: "object", required: ["b"], properties: { a: false, b: zip } },
        ],
      },
    },
    {
      name: "oneOf of overlapping alternatives is not made exclusive",
      input: { properties: { a: city, b: zip }, oneOf: [{ required: ["a"] }, { required: ["a", "b"] }] },
      output: {
        properties: { a: city, b: zip },
        oneOf: [
          { type: "object", required: ["a"], properties: { a: city } },
          { type: "object", required: ["a", "b"], properties: { a: city, b: zip } },
        ],
      },
    },
    {
      name: "allOf part requiring a property of another part moves the key up",
      input: {
        allOf: [{ $ref: "#/components/schemas/Fields" }, { required: ["type", "guid"], properties: { guid: city } }],
      },
      output: {
        allOf: [{ $ref: "#/components/schemas/Fields" }, { required: ["guid"], properties: { guid: city } }],
        required: ["type"],
      },
    },
    {
      name: "allOf part whose required keys are all foreign loses its required; parent keys are kept once",
      input: { required: ["type"], allOf: [{ $ref: "#/x" }, { required: ["type", "size"] }] },
      output: { required: ["type", "size"], allOf: [{ $ref: "#/x" }, {}] },
    },
  ])("$name", ({ input, output }) => {
    expect(normalizeDocument({ components: { schemas: { S: input } } })).toEqual({
      components: { schemas: { S: output } },
    });
  });

  it.each([
    { name: "alternatives of $refs", schema: { properties: { a: city }, anyOf: [{ $ref: "#/A" }, { $ref: "#/B" }] } },
    { name: "anyOf without sibling properties", schema: { anyOf: [{ required: ["a"] }, { required: ["b"] }] } },
    {
      name: "an alternative with a type",
      schema: { properties: { a: city }, anyOf: [{ required: ["a"], type: "object" }] },
    },
    {
      name: "an alternative naming an unknown property",
      schema: { properties: { a: city }, oneOf: [{ required: ["z"] }] },
    },
    {
      name: "allOf parts requiring only their own properties",
      schema: { allOf: [{ required: ["a"], properties: { a: city } }] },
    },
    { name: "a primitive", schema: { type: "string", enum: ["a", "b"] } },
  ])("leaves $name alone", ({ schema }) => {
    expect(normalizeDocument({ s: schema })).toEqual({ s: schema });
  });

  it("rewrites nested schemas and does not modify its input", () => {
    const location = { properties: { zip, city }, anyOf: [{ required: ["zip"] }, { required: ["city"] }] };
    const document = { paths: { "/p": { post: { requestBody: { schema: { properties: { pickup: location } } } } } } };
    const before = structuredClone(document);
    const result = normalizeDocument(document);
    expect(document).toEqual(before);
    expect(result.paths["/p"].post.requestBody.schema.properties.pickup).toHaveProperty("oneOf");
    expect(result.paths["/p"].post.requestBody.schema.properties.pickup).not.toHaveProperty("anyOf");
  });
});
