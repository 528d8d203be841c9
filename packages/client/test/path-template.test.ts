/** fillPath gives what openapi-fetch's defaultPathSerializer gives, for every kind of template and value. */
import { defaultPathSerializer } from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { fillPath } from "../src/path-template.js";

const cases: [string, string, Record<string, unknown> | undefined][] = [
  ["one parameter", "/v1/public/orders/{guid}", { guid: "5b0f1c2e-8a3d" }],
  ["two parameters", "/v1/public/orders/{order_guid}/offers/{guid}", { order_guid: "o-1", guid: "f-2" }],
  ["the same parameter twice", "/a/{id}/b/{id}", { id: "x" }],
  ["characters to encode", "/v1/public/orders/{number}", { number: "A/B C?#%$&é" }],
  ["numbers and booleans", "/v1/{n}/{b}", { n: 42, b: false }],
  ["a missing value stays a template", "/v1/public/orders/{guid}/notes/{id}", { guid: "g" }],
  ["a null value stays a template", "/v1/public/orders/{guid}", { guid: null }],
  ["no parameters given", "/v1/public/orders/{guid}", undefined],
  ["no parameters in the path", "/v1/public/orders", { guid: "unused" }],
  ["label style (openapi-fetch's own)", "/v1/{.id}", { id: "x" }],
  ["matrix style", "/v1/{;id}", { id: "x" }],
  ["an array value", "/v1/{ids}", { ids: ["a", "b"] }],
  ["an object value", "/v1/{filter}", { filter: { a: 1 } }],
];

describe("fillPath", () => {
  it.each(cases)("%s", (_name, template, values) => {
    const expected = values ? defaultPathSerializer(template, values) : template;
    expect(fillPath(template, values)).toBe(expected);
    expect(fillPath(template, values)).toBe(expected); // again, from the cached plan
  });

  it("encodes a simple value with encodeURIComponent", () => {
    expect(fillPath("/v1/public/orders/{guid}", { guid: "a b/c" })).toBe("/v1/public/orders/a%20b%2Fc");
  });
});
