/** Every operation of the three APIs: method, path, parameters, request media types, documented responses, auth. */
import { APIS, type Api, deref, isObject, type Json, type JsonObject, loadDocument, pointer } from "./documents.js";

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

const METHODS = ["get", "put", "post", "delete", "patch"];

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

function parametersOf(doc: JsonObject, nodes: Json[], base: string): ParameterSpec[] {
  return nodes.flatMap((node, index) => {
    const { value, ref } = deref(doc, node);
    if (!isObject(value) || (value.in !== "path" && value.in !== "query" && value.in !== "header")) return [];
    return [
      {
        name: String(value.name),
        in: value.in,
        required: value.required === true,
        schemaRef: `${ref ?? `${base}/${index}`}/schema`,
      },
    ];
  });
}

function responsesOf(doc: JsonObject, responses: JsonObject, base: string): Map<string, ResponseSpec> {
  const result = new Map<string, ResponseSpec>();
  for (const [status, node] of Object.entries(responses)) {
    const { value, ref } = deref(doc, node);
    const response = isObject(value) ? value : {};
    const content = isObject(response.content) ? response.content : undefined;
    const at = ref ?? `${base}/${pointer(status).slice(2)}`;
    result.set(status, {
      schemaRef: content?.["application/json"] ? `${at}/content/application~1json/schema` : undefined,
      emptyBodyAllowed: response["x-empty-body-allowed"] === true || !content,
    });
  }
  return result;
}

function operationsOf(api: Api): Operation[] {
  const doc = loadDocument(api);
  const operations: Operation[] = [];
  for (const [path, itemNode] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(itemNode)) continue;
    const itemPointer = pointer("paths", path);
    for (const method of METHODS) {
      const op = itemNode[method];
      if (!isObject(op) || typeof op.operationId !== "string") continue;
      const opPointer = `${itemPointer}/${method}`;
      const byKey = new Map<string, ParameterSpec>();
      for (const parameter of [
        ...parametersOf(doc, (itemNode.parameters ?? []) as Json[], `${itemPointer}/parameters`),
        ...parametersOf(doc, (op.parameters ?? []) as Json[], `${opPointer}/parameters`),
      ]) {
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      let requestBody: Operation["requestBody"];
      if (op.requestBody) {
        const { value, ref } = deref(doc, op.requestBody);
        const body = isObject(value) ? value : {};
        const at = ref ?? `${opPointer}/requestBody`;
        const media = new Map<string, string>();
        for (const type of Object.keys(isObject(body.content) ? body.content : {})) {
          media.set(type, `${at}/content/${pointer(type).slice(2)}/schema`);
        }
        requestBody = { required: body.required === true, media };
      }
      operations.push({
        api,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: [...byKey.values()],
        requestBody,
        responses: responsesOf(doc, isObject(op.responses) ? op.responses : {}, `${opPointer}/responses`),
        auth: authOf(doc, op),
      });
    }
  }
  return operations;
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
