/** Small OpenAPI documents for the diff tests, and a way to ask what the diff says about them. */
import { compareDocuments } from "../src/compare-document.js";
import { fold } from "../src/report.js";
import type { JsonObject } from "../src/schema-view.js";
import type { ReportedChange } from "../src/types.js";

export type Schema = JsonObject;

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };

/** A document with one POST /orders whose request body and 200 response are the given schemas. */
export function api(parts: {
  request?: Schema;
  response?: Schema;
  components?: JsonObject;
  webhooks?: JsonObject;
  op?: JsonObject;
  paths?: JsonObject;
  security?: unknown[];
  schemes?: JsonObject;
}): JsonObject {
  const op: JsonObject = {
    operationId: "createOrder",
    responses: parts.response
      ? { "200": { description: "ok", content: { "application/json": { schema: parts.response } } } }
      : ok,
    ...(parts.request
      ? { requestBody: { required: true, content: { "application/json": { schema: parts.request } } } }
      : {}),
    ...parts.op,
  };
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    security: parts.security ?? [{ OAuth2: [] }],
    paths: parts.paths ?? { "/orders": { post: op } },
    ...(parts.webhooks ? { webhooks: parts.webhooks } : {}),
    components: {
      schemas: parts.components ?? {},
      securitySchemes: parts.schemes ?? {
        OAuth2: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "/oauth/token", scopes: {} } } },
      },
    },
  };
}

/** A webhook entry whose payload is the given schema. */
export function webhook(payload: Schema, operationId = "onOrderCreated"): JsonObject {
  return {
    post: {
      operationId,
      "x-webhook-group": "order",
      requestBody: { required: true, content: { "application/json": { schema: payload } } },
      responses: { "200": { description: "acknowledged" } },
    },
  };
}

export function diff(before: JsonObject, after: JsonObject): ReportedChange[] {
  return fold("test", compareDocuments(before, after));
}

/** The changes as `class rule` strings, sorted, annotations left out unless asked for. */
export function verdicts(before: JsonObject, after: JsonObject, withAnnotations = false): string[] {
  return diff(before, after)
    .filter((change) => withAnnotations || change.class !== "annotation")
    .map((change) => `${change.class} ${change.rule}`)
    .sort();
}
