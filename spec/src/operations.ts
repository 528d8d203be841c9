/**
 * The operation index of a bundled document: every operation (and webhook) with its method, path, operationId,
 * parameters, request body and responses, each schema as a pointer into the document. Built once per document.
 */
import { type ApiName, loadDocument } from "./documents.js";
import { HTTP_METHODS, type HttpMethod } from "./http-methods.js";
import { deref, type JsonObject, pointer } from "./refs.js";

export interface SpecParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** Pointer to the parameter's schema. */
  schemaRef: string;
  schema: JsonObject;
  /** The parameter object, `$ref`s followed. */
  value: JsonObject;
}

/** A request body or a response's content: media type -> pointer to its schema, in document order. */
export type SpecContent = Map<string, string>;

export interface SpecRequestBody {
  required: boolean;
  content: SpecContent;
  /** The request body object, `$ref`s followed. */
  value: JsonObject;
}

export interface SpecResponse {
  status: string;
  /** Pointer to the `application/json` body schema; undefined when the response describes none. */
  schemaRef: string | undefined;
  content: SpecContent;
  /** The response may come without a body (`x-empty-body-allowed`, or no content described). */
  emptyBodyAllowed: boolean;
  /** The response as written (perhaps a `$ref` with siblings) and the response object it resolves to. */
  node: unknown;
  value: JsonObject;
}

export interface SpecOperation {
  method: HttpMethod;
  /** The path template (`/v1/public/orders/{guid}`), or the action's name for a webhook. */
  path: string;
  /** Pointer to the operation object (`#/paths/~1orders/get`). */
  pointer: string;
  operationId: string | undefined;
  /** The path item and the operation object, as written. */
  item: JsonObject;
  node: JsonObject;
  /** Path-level and operation-level parameters, the operation's winning on the same `in` and name. */
  parameters: SpecParameter[];
  /** Names of the path template's `{parameters}`, in order. */
  pathParams: string[];
  requestBody: SpecRequestBody | undefined;
  /** Status code (`200`, `4XX`, `default`) -> the documented response. */
  responses: Map<string, SpecResponse>;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function contentOf(value: JsonObject, at: string): SpecContent {
  const content: SpecContent = new Map();
  for (const mediaType of Object.keys(isObject(value.content) ? value.content : {})) {
    content.set(mediaType, `${at}/content/${pointer(mediaType).slice(2)}/schema`);
  }
  return content;
}

function parametersOf(doc: JsonObject, item: JsonObject, op: JsonObject, itemAt: string, opAt: string) {
  const byKey = new Map<string, SpecParameter>();
  const collect = (nodes: unknown, base: string) => {
    (Array.isArray(nodes) ? nodes : []).forEach((node, index) => {
      const { value, ref } = deref(doc, node);
      const parameter: SpecParameter = {
        name: String(value.name),
        in: value.in as SpecParameter["in"],
        required: value.required === true,
        schemaRef: `${ref ?? `${base}/${index}`}/schema`,
        schema: (value.schema ?? {}) as JsonObject,
        value,
      };
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    });
  };
  collect(item.parameters, `${itemAt}/parameters`);
  collect(op.parameters, `${opAt}/parameters`);
  return [...byKey.values()];
}

function responsesOf(doc: JsonObject, responses: unknown, base: string): Map<string, SpecResponse> {
  const result = new Map<string, SpecResponse>();
  for (const [status, node] of Object.entries(isObject(responses) ? responses : {})) {
    const { value, ref } = deref(doc, node);
    const response = isObject(value) ? value : {};
    const content = contentOf(response, ref ?? `${base}/${pointer(status).slice(2)}`);
    result.set(status, {
      status,
      schemaRef: content.get("application/json"),
      content,
      emptyBodyAllowed: response["x-empty-body-allowed"] === true || !isObject(response.content),
      node,
      value: response,
    });
  }
  return result;
}

function requestBodyOf(doc: JsonObject, node: unknown, at: string): SpecRequestBody | undefined {
  if (!node) return undefined;
  const { value, ref } = deref(doc, node);
  const body = isObject(value) ? value : {};
  return { required: body.required === true, content: contentOf(body, ref ?? at), value: body };
}

function collect(doc: JsonObject, section: "paths" | "webhooks"): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, itemNode] of Object.entries(isObject(doc[section]) ? doc[section] : {})) {
    const item = deref(doc, itemNode).value;
    if (!isObject(item)) continue;
    const itemAt = pointer(section, path);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const opAt = `${itemAt}/${method}`;
      operations.push({
        method,
        path,
        pointer: opAt,
        operationId: typeof op.operationId === "string" ? op.operationId : undefined,
        item,
        node: op,
        parameters: parametersOf(doc, item, op, itemAt, opAt),
        pathParams: section === "paths" ? [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string) : [],
        requestBody: requestBodyOf(doc, op.requestBody, `${opAt}/requestBody`),
        responses: responsesOf(doc, op.responses, `${opAt}/responses`),
      });
    }
  }
  return operations;
}

const indexes = new WeakMap<JsonObject, { paths: SpecOperation[]; webhooks: SpecOperation[] }>();

function indexOf(doc: JsonObject) {
  let index = indexes.get(doc);
  if (!index) {
    index = { paths: collect(doc, "paths"), webhooks: collect(doc, "webhooks") };
    indexes.set(doc, index);
  }
  return index;
}

/** Every operation under `paths`, in document order (methods in Path Item order). */
export function operationsOf(doc: JsonObject): readonly SpecOperation[] {
  return indexOf(doc).paths;
}

/** Every webhook under `webhooks` (`path` is the action), in document order. */
export function webhooksOf(doc: JsonObject): readonly SpecOperation[] {
  return indexOf(doc).webhooks;
}

/** The operations of one bundled API (`@haulkit/spec/dist/<api>.json`). */
export function apiOperations(api: ApiName): readonly SpecOperation[] {
  return operationsOf(loadDocument(api));
}

/** The documented response for a status: exact code, then its range (`4XX`), then `default`. */
export function responseFor<T>(responses: ReadonlyMap<string, T>, status: number): T | undefined {
  const code = String(status);
  return responses.get(code) ?? responses.get(`${code[0]}XX`) ?? responses.get("default");
}
