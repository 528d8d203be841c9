/** Documents that are JSON but not good OpenAPI: the diff reports what it can and never throws. */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../src/schema-view.js";
import { api, diff } from "./support.js";

const odd: [string, JsonObject][] = [
  ["an empty object", {}],
  ["paths as a list", { paths: [] }],
  ["a null path item", { paths: { "/a": null } }],
  ["an operation that is a string", { paths: { "/a": { get: "x" } } }],
  [
    "odd parameters and responses",
    { paths: { "/a": { get: { parameters: [null, 5, { $ref: "#/nowhere" }], responses: [] } } } },
  ],
  [
    "a schema of wrong types",
    api({ response: { type: 5, enum: "x", properties: [], required: "a", allOf: {}, oneOf: [null] } }),
  ],
  ["a dangling $ref", api({ response: { $ref: "#/components/schemas/Missing" } })],
  [
    "a $ref cycle",
    api({
      response: { $ref: "#/components/schemas/A" },
      components: { A: { $ref: "#/components/schemas/B" }, B: { $ref: "#/components/schemas/A" } },
    }),
  ],
  [
    "an allOf cycle",
    api({
      response: { $ref: "#/components/schemas/A" },
      components: { A: { allOf: [{ $ref: "#/components/schemas/A" }] } },
    }),
  ],
  [
    "webhooks as a number",
    { webhooks: 5, components: { schemas: 3, securitySchemes: [] }, servers: "x", security: {} },
  ],
];

describe("odd documents", () => {
  const good = api({
    request: { type: "object", properties: { a: { type: "string" } } },
    response: { type: "object" },
  });
  it.each(odd)("%s: compared with a good one both ways without throwing", (_, doc) => {
    expect(() => diff(good, doc)).not.toThrow();
    expect(() => diff(doc, good)).not.toThrow();
    expect(diff(doc, structuredClone(doc)).filter((change) => change.class !== "annotation")).toEqual([]);
  });
});
