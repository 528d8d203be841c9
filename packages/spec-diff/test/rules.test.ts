/** One pair of small specs per rule, both the breaking and the safe side, with the exact verdicts expected. */
import { describe, expect, it } from "vitest";
import { api, diff, type Schema, verdicts, webhook } from "./support.js";

const obj = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: "object",
  properties,
  required,
  ...extra,
});
const closed = (properties: Record<string, Schema>, required: string[] = []): Schema =>
  obj(properties, required, { additionalProperties: false });
const str: Schema = { type: "string" };
const withParam = (param: Schema) => api({ op: { parameters: [param] } });
const status = (codes: string[]) =>
  api({ op: { responses: Object.fromEntries(codes.map((code) => [code, { description: code }])) } });
const twoOps = api({
  paths: {
    "/orders": {
      post: { operationId: "createOrder", responses: { "200": { description: "ok" } } },
      get: { operationId: "listOrders", responses: { "200": { description: "ok" } } },
    },
  },
});
const oneOp = api({
  paths: { "/orders": { post: { operationId: "createOrder", responses: { "200": { description: "ok" } } } } },
});
const hooks = (payloads: Record<string, Schema>) =>
  api({
    webhooks: Object.fromEntries(
      Object.entries(payloads).map(([action, payload]) => [action, webhook(payload, `on${action}`)]),
    ),
  });
const event = (properties: Record<string, Schema>, required: string[] = []) =>
  obj({ action: str, ...properties }, ["action", ...required]);

interface Case {
  rule: string;
  before: ReturnType<typeof api>;
  after: ReturnType<typeof api>;
  expected: string[];
}

const requests: Case[] = [
  {
    rule: "new required request property",
    before: api({ request: closed({ a: str }) }),
    after: api({ request: closed({ a: str, b: str }, ["b"]) }),
    expected: ["breaking request-property-added-required"],
  },
  {
    rule: "new optional request property (safe)",
    before: api({ request: closed({ a: str }) }),
    after: api({ request: closed({ a: str, b: str }) }),
    expected: ["non-breaking request-property-added"],
  },
  {
    rule: "request property became required",
    before: api({ request: closed({ a: str }) }),
    after: api({ request: closed({ a: str }, ["a"]) }),
    expected: ["breaking request-property-required"],
  },
  {
    rule: "request property became optional (safe)",
    before: api({ request: closed({ a: str }, ["a"]) }),
    after: api({ request: closed({ a: str }) }),
    expected: ["non-breaking request-property-optional"],
  },
  {
    rule: "removed property of a closed request",
    before: api({ request: closed({ a: str, b: str }) }),
    after: api({ request: closed({ a: str }) }),
    expected: ["breaking request-property-removed"],
  },
  {
    rule: "new required parameter",
    before: api({}),
    after: withParam({ name: "q", in: "query", required: true, schema: str }),
    expected: ["breaking request-parameter-added-required"],
  },
  {
    rule: "new optional parameter (safe)",
    before: api({}),
    after: withParam({ name: "q", in: "query", schema: str }),
    expected: ["non-breaking request-parameter-added"],
  },
  {
    rule: "parameter became required",
    before: withParam({ name: "q", in: "query", schema: str }),
    after: withParam({ name: "q", in: "query", required: true, schema: str }),
    expected: ["breaking request-parameter-required"],
  },
  {
    rule: "narrowed request type",
    before: api({ request: obj({ a: { type: ["string", "integer"] } }) }),
    after: api({ request: obj({ a: str }) }),
    expected: ["breaking request-type-narrowed"],
  },
  {
    rule: "widened request type (safe)",
    before: api({ request: obj({ a: { type: "integer" } }) }),
    after: api({ request: obj({ a: { type: "number" } }) }),
    expected: ["non-breaking request-type-widened"],
  },
  {
    rule: "narrowed request format",
    before: api({ request: obj({ a: str }) }),
    after: api({ request: obj({ a: { type: "string", format: "uuid" } }) }),
    expected: ["breaking request-format-narrowed"],
  },
  {
    rule: "request format dropped (safe)",
    before: api({ request: obj({ a: { type: "string", format: "uuid" } }) }),
    after: api({ request: obj({ a: str }) }),
    expected: ["non-breaking request-format-removed"],
  },
  {
    rule: "narrowed request enum",
    before: api({ request: obj({ a: { type: "string", enum: ["x", "y"] } }) }),
    after: api({ request: obj({ a: { type: "string", enum: ["x"] } }) }),
    expected: ["breaking request-enum-value-removed"],
  },
  {
    rule: "widened request enum (safe)",
    before: api({ request: obj({ a: { type: "string", enum: ["x"] } }) }),
    after: api({ request: obj({ a: { type: "string", enum: ["x", "y"] } }) }),
    expected: ["non-breaking request-enum-value-added"],
  },
  {
    rule: "new request pattern",
    before: api({ request: obj({ a: str }) }),
    after: api({ request: obj({ a: { type: "string", pattern: "^[A-Z]+$" } }) }),
    expected: ["breaking request-pattern-narrowed"],
  },
  {
    rule: "request pattern dropped (safe)",
    before: api({ request: obj({ a: { type: "string", pattern: "^[A-Z]+$" } }) }),
    after: api({ request: obj({ a: str }) }),
    expected: ["non-breaking request-pattern-removed"],
  },
  {
    rule: "narrowed request limit",
    before: api({ request: obj({ a: { type: "string", maxLength: 10 } }) }),
    after: api({ request: obj({ a: { type: "string", maxLength: 9 } }) }),
    expected: ["breaking request-limit-narrowed"],
  },
  {
    rule: "widened request limit (safe)",
    before: api({ request: obj({ a: { type: "array", items: str, minItems: 1 } }) }),
    after: api({ request: obj({ a: { type: "array", items: str, minItems: 0 } }) }),
    expected: ["non-breaking request-limit-widened"],
  },
  {
    rule: "request item schema added",
    before: api({ request: obj({ a: { type: "array" } }) }),
    after: api({ request: obj({ a: { type: "array", items: str } }) }),
    expected: ["breaking request-items-changed"],
  },
  {
    rule: "request item schema dropped (safe)",
    before: api({ request: obj({ a: { type: "array", items: str } }) }),
    after: api({ request: obj({ a: { type: "array" } }) }),
    expected: ["non-breaking request-items-changed"],
  },
  { rule: "removed operation", before: twoOps, after: oneOp, expected: ["breaking operation-removed"] },
  { rule: "new operation (safe)", before: oneOp, after: twoOps, expected: ["non-breaking operation-added"] },
  {
    rule: "changed request content type",
    before: api({ request: obj({}) }),
    after: api({
      op: { requestBody: { required: true, content: { "application/x-www-form-urlencoded": { schema: obj({}) } } } },
    }),
    expected: ["breaking request-media-type-removed", "non-breaking request-media-type-added"],
  },
  {
    rule: "changed security scheme",
    before: api({}),
    after: api({ schemes: { OAuth2: { type: "http", scheme: "bearer" } } }),
    expected: ["breaking security-scheme-changed"],
  },
  {
    rule: "security requirement replaced",
    before: api({}),
    after: api({
      security: [{ ApiKey: [] }],
      schemes: {
        OAuth2: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "/oauth/token", scopes: {} } } },
        ApiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
      },
    }),
    expected: [
      "breaking security-requirement-removed",
      "non-breaking security-requirement-added",
      "non-breaking security-scheme-added",
    ],
  },
  {
    rule: "security alternative added (safe)",
    before: api({}),
    after: api({ security: [{ OAuth2: [] }, {}] }),
    expected: ["non-breaking security-requirement-added"],
  },
];

const responses: Case[] = [
  {
    rule: "removed response property",
    before: api({ response: obj({ a: str, b: str }) }),
    after: api({ response: obj({ a: str }) }),
    expected: ["breaking response-property-removed"],
  },
  {
    rule: "new response property (safe)",
    before: api({ response: obj({ a: str }) }),
    after: api({ response: obj({ a: str, b: str }) }),
    expected: ["non-breaking response-property-added"],
  },
  {
    rule: "response property became optional",
    before: api({ response: obj({ a: str }, ["a"]) }),
    after: api({ response: obj({ a: str }) }),
    expected: ["breaking response-property-optional"],
  },
  {
    rule: "response property always sent (safe)",
    before: api({ response: obj({ a: str }) }),
    after: api({ response: obj({ a: str }, ["a"]) }),
    expected: ["non-breaking response-property-required"],
  },
  {
    rule: "response property became nullable",
    before: api({ response: obj({ a: str }) }),
    after: api({ response: obj({ a: { type: ["string", "null"] } }) }),
    expected: ["breaking response-became-nullable"],
  },
  {
    rule: "response property no longer nullable (safe)",
    before: api({ response: obj({ a: { type: ["string", "null"] } }) }),
    after: api({ response: obj({ a: str }) }),
    expected: ["non-breaking response-type-narrowed"],
  },
  {
    rule: "widened response type",
    before: api({ response: obj({ a: { type: "integer" } }) }),
    after: api({ response: obj({ a: { type: "number" } }) }),
    expected: ["breaking response-type-widened"],
  },
  {
    rule: "new response enum value",
    before: api({ response: obj({ a: { type: "string", enum: ["x"] } }) }),
    after: api({ response: obj({ a: { type: "string", enum: ["x", "y"] } }) }),
    expected: ["breaking response-enum-value-added"],
  },
  {
    rule: "response enum value dropped (safe)",
    before: api({ response: obj({ a: { type: "string", enum: ["x", "y"] } }) }),
    after: api({ response: obj({ a: { type: "string", enum: ["x"] } }) }),
    expected: ["non-breaking response-enum-value-removed"],
  },
  {
    rule: "removed success status",
    before: status(["200", "404"]),
    after: status(["201", "404"]),
    expected: ["breaking response-status-added", "breaking response-status-removed"],
  },
  {
    rule: "removed error status (safe)",
    before: status(["200", "404"]),
    after: status(["200"]),
    expected: ["non-breaking response-error-status-removed"],
  },
  {
    rule: "new error status (safe)",
    before: status(["200"]),
    after: status(["200", "409"]),
    expected: ["non-breaking response-error-status-added"],
  },
  {
    rule: "removed response content type",
    before: api({ response: obj({}) }),
    after: api({ op: { responses: { "200": { description: "ok", content: { "text/csv": { schema: str } } } } } }),
    expected: ["breaking response-media-type-removed", "non-breaking response-media-type-added"],
  },
];

const webhooks: Case[] = [
  {
    rule: "removed webhook action",
    before: hooks({ "order.created": event({}), "order.cancel": event({}) }),
    after: hooks({ "order.created": event({}) }),
    expected: ["breaking webhook-removed"],
  },
  {
    rule: "new webhook action (safe)",
    before: hooks({ "order.created": event({}) }),
    after: hooks({ "order.created": event({}), "order.cancel": event({}) }),
    expected: ["non-breaking webhook-added"],
  },
  {
    rule: "removed webhook payload field",
    before: hooks({ "order.created": event({ order_guid: str }, ["order_guid"]) }),
    after: hooks({ "order.created": event({}) }),
    expected: ["breaking response-property-removed"],
  },
  {
    rule: "new webhook payload field (safe)",
    before: hooks({ "order.created": event({}) }),
    after: hooks({ "order.created": event({ order_guid: str }) }),
    expected: ["non-breaking response-property-added"],
  },
  {
    rule: "new enum value in a webhook payload",
    before: hooks({ "order.created": event({ status: { enum: ["new"] } }) }),
    after: hooks({ "order.created": event({ status: { enum: ["new", "held"] } }) }),
    expected: ["breaking response-enum-value-added"],
  },
  {
    rule: "webhook payload field became optional",
    before: hooks({ "order.created": event({ order_guid: str }, ["order_guid"]) }),
    after: hooks({ "order.created": event({ order_guid: str }) }),
    expected: ["breaking response-property-optional"],
  },
];

const compositions: Case[] = [
  {
    rule: "a $ref and its inline copy are equal",
    before: api({ response: { $ref: "#/components/schemas/A" }, components: { A: obj({ a: str }, ["a"]) } }),
    after: api({ response: obj({ a: str }, ["a"]), components: { A: obj({ a: str }, ["a"]) } }),
    expected: [],
  },
  {
    rule: "allOf parts and their merge are equal",
    before: api({ request: { allOf: [obj({ a: str }), obj({ b: str }, ["b"])] } }),
    after: api({ request: obj({ a: str, b: str }, ["b"]) }),
    expected: [],
  },
  {
    rule: "oneOf with a null branch equals a nullable type",
    before: api({
      response: obj({ a: { oneOf: [{ $ref: "#/components/schemas/S" }, { type: "null" }] } }),
      components: { S: str },
    }),
    after: api({ response: obj({ a: { type: ["string", "null"] } }), components: { S: str } }),
    expected: [],
  },
  {
    rule: "allOf around an anyOf is distributed over its branches",
    before: api({
      response: {
        allOf: [
          { anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] },
          obj({ kind: str }),
        ],
      },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    after: api({
      response: { anyOf: [obj({ a: str, kind: str }), obj({ b: str, kind: str })] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    expected: [],
  },
  {
    rule: "a change inside a branch is found",
    before: api({
      response: { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] },
      components: { A: obj({ a: str }, ["a"]), B: obj({ b: str }) },
    }),
    after: api({
      response: { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    expected: ["breaking response-property-optional"],
  },
  {
    rule: "a new response alternative",
    before: api({
      response: { oneOf: [{ $ref: "#/components/schemas/A" }] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    after: api({
      response: { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    expected: ["breaking response-variant-added"],
  },
  {
    rule: "a new request alternative (safe)",
    before: api({
      request: { oneOf: [{ $ref: "#/components/schemas/A" }] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    after: api({
      request: { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] },
      components: { A: obj({ a: str }), B: obj({ b: str }) },
    }),
    expected: ["non-breaking request-variant-added"],
  },
  {
    rule: "a recursive schema terminates",
    before: api({
      response: { $ref: "#/components/schemas/Node" },
      components: { Node: obj({ next: { $ref: "#/components/schemas/Node" } }) },
    }),
    after: api({
      response: { $ref: "#/components/schemas/Node" },
      components: { Node: obj({ next: { $ref: "#/components/schemas/Node" }, name: str }) },
    }),
    expected: ["non-breaking response-property-added"],
  },
];

const annotations: Case[] = [
  {
    rule: "an x- extension on a parameter",
    before: withParam({ name: "q", in: "query", schema: str }),
    after: withParam({ name: "q", in: "query", schema: str, "x-assumption": "G-NEW" }),
    expected: ["annotation annotation-x-assumption"],
  },
  {
    rule: "an x- extension on an operation",
    before: api({}),
    after: api({ op: { "x-assumption": "G-NEW" } }),
    expected: ["annotation annotation-x-assumption"],
  },
  {
    rule: "a description",
    before: api({ response: obj({ a: { type: "string", description: "old" } }) }),
    after: api({ response: obj({ a: { type: "string", description: "new" } }) }),
    expected: ["annotation annotation-description"],
  },
  {
    rule: "an x- extension",
    before: api({ request: obj({ a: { type: "string", maxLength: 5 } }) }),
    after: api({ request: obj({ a: { type: "string", maxLength: 5, "x-assumption": "G-NEW" } }) }),
    expected: ["annotation annotation-x-assumption"],
  },
  {
    rule: "a webhook group",
    before: hooks({ "order.created": event({}) }),
    after: {
      ...hooks({ "order.created": event({}) }),
      webhooks: {
        "order.created": {
          post: { ...(webhook(event({}), "onorder.created").post as object), "x-webhook-group": "revision" },
        },
      },
    },
    expected: ["annotation annotation-x-webhook-group"],
  },
];

describe.each([
  ["requests", requests],
  ["responses", responses],
  ["webhooks", webhooks],
  ["compositions compared by meaning", compositions],
])("%s", (_, cases) => {
  it.each(cases)("$rule", ({ before, after, expected }) => {
    expect(verdicts(before, after)).toEqual(expected);
  });
});

describe("annotations", () => {
  it.each(annotations)("$rule is an annotation and nothing else", ({ before, after, expected }) => {
    expect(verdicts(before, after, true)).toEqual(expected);
  });
});

describe("reported changes", () => {
  it("name the JSON pointer of the place of use and a one-line reason", () => {
    const [change] = diff(
      api({ response: obj({ a: { enum: ["x"] } }) }),
      api({ response: obj({ a: { enum: ["x", "y"] } }) }),
    );
    expect(change).toEqual({
      api: "test",
      class: "breaking",
      rule: "response-enum-value-added",
      pointer: "#/paths/~1orders/post/responses/200/content/application~1json/schema/properties/a",
      reason: 'new enum value "y": strict clients (exhaustive switches, generated unions) break',
      uses: ["#/paths/~1orders/post/responses/200/content/application~1json/schema/properties/a"],
    });
  });

  it("fold a change inside a shared component into one entry per class, with every use", () => {
    const shared = (values: string[]) =>
      api({
        request: obj({ m: { $ref: "#/components/schemas/M" } }),
        response: obj({ m: { $ref: "#/components/schemas/M" }, n: { $ref: "#/components/schemas/M" } }),
        components: { M: { type: "string", enum: values } },
      });
    const changes = diff(shared(["a"]), shared(["a", "b"]));
    expect(changes.map((change) => [change.class, change.pointer, change.uses.length])).toEqual([
      ["breaking", "#/components/schemas/M", 2],
      ["non-breaking", "#/components/schemas/M", 1],
    ]);
  });

  it("find nothing between a document and itself", () => {
    const doc = api({ request: closed({ a: str }, ["a"]), response: obj({ a: { enum: ["x"] } }) });
    expect(diff(doc, structuredClone(doc))).toEqual([]);
  });
});
