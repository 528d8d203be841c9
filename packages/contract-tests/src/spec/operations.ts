/** Every operation of the three bundles, by operationId: method, path template, request media types, responses. */
import { apiOperations, responseFor, type SpecOperation } from "@haulkit/spec/operations";
import { gapsOf } from "../validation/assumptions.js";
import { APIS, type Api } from "./documents.js";

export interface DocumentedResponse {
  status: string;
  /** Pointer (inside the API's document) to the JSON body schema; undefined when no JSON body is described. */
  schemaPointer: string | undefined;
  /** True when the response may come without a body (`x-empty-body-allowed`, or no content described). */
  emptyBodyAllowed: boolean;
  /** Gap ids of `x-assumption` on the response object: the status code itself is our choice. */
  assumption: string[];
  /** `x-haulkit-stands-for`: the assumed status this one was observed instead of (an overlay's added response). */
  standsFor: number | undefined;
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

let index: Map<string, Operation> | undefined;

export const STANDS_FOR = "x-haulkit-stands-for";

function standsForOf(node: unknown): number | undefined {
  const value = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[STANDS_FOR] : undefined;
  return typeof value === "number" || typeof value === "string" ? Number(value) : undefined;
}

function responsesOf(op: SpecOperation): Map<string, DocumentedResponse> {
  const result = new Map<string, DocumentedResponse>();
  for (const [status, response] of op.responses) {
    result.set(status, {
      status,
      schemaPointer: response.schemaRef,
      emptyBodyAllowed: response.emptyBodyAllowed,
      assumption: [...new Set([...gapsOf(response.node), ...gapsOf(response.value)])],
      standsFor: standsForOf(response.node) ?? standsForOf(response.value),
    });
  }
  return result;
}

function build(): Map<string, Operation> {
  const byId = new Map<string, Operation>();
  for (const api of APIS) {
    for (const op of apiOperations(api)) {
      if (op.operationId === undefined) continue;
      byId.set(op.operationId, {
        api,
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        pathParams: op.pathParams,
        requestMediaTypes: [...(op.requestBody?.content.keys() ?? [])],
        responses: responsesOf(op),
      });
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
  return responseFor(op.responses, status);
}
