import { describe, expect, it } from "vitest";
import { loadDocument, resolvePointer } from "../src/documents.js";
import { apiOperations, operationsOf, responseFor, webhooksOf } from "../src/operations.js";

const doc = {
  paths: {
    "/orders/{guid}": {
      parameters: [
        { $ref: "#/components/parameters/Guid" },
        { name: "page", in: "query", schema: { type: "integer" } },
      ],
      get: {
        operationId: "getOrder",
        parameters: [{ name: "page", in: "query", required: true, schema: { type: "string" } }],
        responses: {
          "200": { content: { "application/json": { schema: { type: "object" } } } },
          "401": { $ref: "#/components/responses/Unauthorized", "x-assumption": "G-001" },
          "4XX": { description: "any other failure" },
        },
      },
      patch: {
        operationId: "updateOrder",
        requestBody: {
          required: true,
          content: { "application/merge-patch+json": { schema: { type: "object" } }, "application/json": {} },
        },
        responses: {},
      },
      summary: "not an operation",
    },
  },
  webhooks: { "order.created": { post: { operationId: "onOrderCreated", responses: {} } } },
  components: {
    parameters: { Guid: { name: "guid", in: "path", required: true, schema: { format: "uuid" } } },
    responses: { Unauthorized: { "x-empty-body-allowed": true, content: { "application/json": { schema: {} } } } },
  },
};

describe("operationsOf", () => {
  const [get, patch] = operationsOf(doc);

  it("lists every operation under paths in Path Item order, with its pointer and path parameters", () => {
    expect(operationsOf(doc).map((op) => `${op.method} ${op.operationId}`)).toEqual([
      "get getOrder",
      "patch updateOrder",
    ]);
    expect(get).toMatchObject({
      path: "/orders/{guid}",
      pointer: "#/paths/~1orders~1{guid}/get",
      pathParams: ["guid"],
    });
  });

  it("merges path-level and operation-level parameters, the operation's winning, refs followed", () => {
    expect(get?.parameters.map((p) => `${p.in}:${p.name}:${p.required}:${p.schemaRef}`)).toEqual([
      "path:guid:true:#/components/parameters/Guid/schema",
      "query:page:true:#/paths/~1orders~1{guid}/get/parameters/0/schema",
    ]);
  });

  it("points at each request body schema by media type, in document order", () => {
    expect(patch?.requestBody?.required).toBe(true);
    expect([...(patch?.requestBody?.content ?? [])]).toEqual([
      [
        "application/merge-patch+json",
        "#/paths/~1orders~1{guid}/patch/requestBody/content/application~1merge-patch+json/schema",
      ],
      ["application/json", "#/paths/~1orders~1{guid}/patch/requestBody/content/application~1json/schema"],
    ]);
    expect(get?.requestBody).toBeUndefined();
  });

  it("collects responses: the JSON schema's pointer (inside a shared response when referenced), empty bodies", () => {
    const ok = get?.responses.get("200");
    expect(ok).toMatchObject({
      schemaRef: "#/paths/~1orders~1{guid}/get/responses/200/content/application~1json/schema",
    });
    expect(ok?.emptyBodyAllowed).toBe(false);
    const unauthorized = get?.responses.get("401");
    expect(unauthorized).toMatchObject({
      schemaRef: "#/components/responses/Unauthorized/content/application~1json/schema",
      emptyBodyAllowed: true,
    });
    expect(unauthorized?.node).toMatchObject({ "x-assumption": "G-001" });
    expect(get?.responses.get("4XX")).toMatchObject({ schemaRef: undefined, emptyBodyAllowed: true });
  });

  it("builds the index once per document", () => {
    expect(operationsOf(doc)).toBe(operationsOf(doc));
  });
});

describe("responseFor", () => {
  it("finds the exact status, then its range, then default", () => {
    const responses = new Map([
      ["200", "ok"],
      ["4XX", "range"],
      ["default", "other"],
    ]);
    expect([200, 404, 500].map((status) => responseFor(responses, status))).toEqual(["ok", "range", "other"]);
  });
});

describe("webhooksOf", () => {
  it("lists the webhooks, the action as path", () => {
    expect(webhooksOf(doc).map((op) => [op.path, op.method, op.operationId, op.pathParams])).toEqual([
      ["order.created", "post", "onOrderCreated", []],
    ]);
  });
});

describe("apiOperations over the bundles", () => {
  it.each(["shipper", "pricing", "sandbox"] as const)("every pointer of the %s index resolves", (api) => {
    const bundle = loadDocument(api);
    const operations = apiOperations(api);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(op.operationId).toBeTypeOf("string");
      const pointers = [
        ...op.parameters.map((p) => p.schemaRef),
        ...(op.requestBody?.content.values() ?? []),
        ...[...op.responses.values()].flatMap((response) => [...response.content.values()]),
      ];
      for (const pointer of pointers) expect(() => resolvePointer(bundle, pointer)).not.toThrow();
    }
  });

  it("holds the 64 webhook actions of the shipper bundle", () => {
    expect(webhooksOf(loadDocument("shipper"))).toHaveLength(64);
  });
});
