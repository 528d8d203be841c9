/** Every operation of the three APIs: method, path, parameters, request media types, documented responses, auth. */
import { apiOperations } from "@haulkit/spec/operations";
import { APIS, type Api, isObject, type Json, type JsonObject, loadDocument } from "./documents.js";

export interface ParameterSpec {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  /** Pointer to the parameter's schema inside the document. */
  schemaRef: string;
}

export interface ResponseSpec {
  /** Pointer to the JSON body schema, when the response documents one. */
  schemaRef: string | undefined;
  /** The response may come without a body (`x-empty-body-allowed`, or no content at all). */
  emptyBodyAllowed: boolean;
}

/** How an operation authenticates: bearer token, HTTP Basic (the token request), or the pricing API key. */
export type AuthScheme = "bearer" | "basic" | "apiKey";

export interface Operation {
  api: Api;
  operationId: string;
  method: string;
  path: string;
  parameters: ParameterSpec[];
  /** Media type -> pointer to the body schema. */
  requestBody: { required: boolean; media: Map<string, string> } | undefined;
  /** Status code ("200", "404"...) -> the documented response. */
  responses: Map<string, ResponseSpec>;
  auth: AuthScheme;
}

function authOf(doc: JsonObject, op: JsonObject): AuthScheme {
  const security = (op.security ?? doc.security ?? []) as Json[];
  const names = security.flatMap((entry) => (isObject(entry) ? Object.keys(entry) : []));
  const schemes = (
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {}
  ) as JsonObject;
  for (const name of names) {
    const scheme = schemes[name];
    if (!isObject(scheme)) continue;
    if (scheme.type === "apiKey") return "apiKey";
    if (scheme.type === "http" && scheme.scheme === "basic") return "basic";
  }
  return "bearer";
}

function operationsOf(api: Api): Operation[] {
  const doc = loadDocument(api);
  return apiOperations(api).flatMap((op) => {
    if (op.operationId === undefined) return [];
    const parameters = op.parameters.flatMap(({ name, in: where, required, schemaRef }) =>
      where === "path" || where === "query" || where === "header" ? [{ name, in: where, required, schemaRef }] : [],
    );
    return [
      {
        api,
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        parameters,
        requestBody: op.requestBody && { required: op.requestBody.required, media: op.requestBody.content },
        responses: op.responses,
        auth: authOf(doc, op.node as JsonObject),
      },
    ];
  });
}

let all: Operation[] | undefined;

/** The operations of every API, in document order (shipper, pricing, sandbox). */
export function allOperations(): Operation[] {
  all ??= APIS.flatMap(operationsOf);
  return all;
}

export function operationById(operationId: string): Operation {
  const found = allOperations().find((op) => op.operationId === operationId);
  if (!found) throw new TypeError(`no operation ${operationId} in the spec`);
  return found;
}

/** The path with its `{name}` parameters replaced (values are URI-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? "";
    return raw ? value : encodeURIComponent(value);
  });
}
