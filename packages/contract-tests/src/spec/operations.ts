/** Every operation of the three bundles, by operationId: method, path template, request media types, responses. */
import { gapsOf } from "../validation/assumptions.js";
import { APIS, type Api, deref, type JsonObject, loadDocument, pointer } from "./documents.js";

export interface DocumentedResponse {
  status: string;
  /** Pointer (inside the API's document) to the JSON body schema; undefined when no JSON body is described. */
  schemaPointer: string | undefined;
  /** True when the response may come without a body (`x-empty-body-allowed`, or no content described). */
  emptyBodyAllowed: boolean;
  /** Gap ids of `x-assumption` on the response object: the status code itself is our choice. */
  assumption: string[];
}

export interface Operation {
  api: Api;
  operationId: string;
  method: string;
  /** The path template, e.g. `/v1/public/orders/{guid}`. */
  path: string;
  pathParams: string[];
  /** Request media types in document order (the first is what a suite sends). */
  requestMediaTypes: string[];
  responses: Map<string, DocumentedResponse>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
let index: Map<string, Operation> | undefined;

function responsesOf(doc: JsonObject, node: JsonObject, base: string): Map<string, DocumentedResponse> {
  const result = new Map<string, DocumentedResponse>();
  for (const [status, raw] of Object.entries(node)) {
    const { value, ref } = deref(doc, raw);
    const content = value.content as JsonObject | undefined;
    const at = ref ?? `${base}/${pointer(status).slice(2)}`;
    result.set(status, {
      status,
      schemaPointer: content?.["application/json"] ? `${at}/content/application~1json/schema` : undefined,
      emptyBodyAllowed: value["x-empty-body-allowed"] === true || !content,
      assumption: [...new Set([...gapsOf(raw), ...gapsOf(value)])],
    });
  }
  return result;
}

function build(): Map<string, Operation> {
  const byId = new Map<string, Operation>();
  for (const api of APIS) {
    const doc = loadDocument(api);
    for (const [path, itemNode] of Object.entries((doc.paths ?? {}) as JsonObject)) {
      for (const method of METHODS) {
        const op = (itemNode as JsonObject)[method] as JsonObject | undefined;
        if (!op || typeof op.operationId !== "string") continue;
        const opPointer = `${pointer("paths", path)}/${method}`;
        const body = op.requestBody ? deref(doc, op.requestBody).value : undefined;
        byId.set(op.operationId, {
          api,
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
          requestMediaTypes: Object.keys((body?.content ?? {}) as JsonObject),
          responses: responsesOf(doc, (op.responses ?? {}) as JsonObject, `${opPointer}/responses`),
        });
      }
    }
  }
  return byId;
}

export function operations(): ReadonlyMap<string, Operation> {
  index ??= build();
  return index;
}

/** The operation with this id; an unknown id is a programming error of a suite. */
export function operation(operationId: string): Operation {
  const found = operations().get(operationId);
  if (!found) throw new Error(`unknown operationId '${operationId}': not in spec/dist/{shipper,pricing,sandbox}.json`);
  return found;
}

/** The documented response for a status: exact code, then its range (`4XX`), then `default`. */
export function documentedResponse(op: Operation, status: number): DocumentedResponse | undefined {
  const code = String(status);
  return op.responses.get(code) ?? op.responses.get(`${code[0]}XX`) ?? op.responses.get("default");
}
