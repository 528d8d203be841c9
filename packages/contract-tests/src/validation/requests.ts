/**
 * The request side of "facts fail, assumptions drift": a request a test expects refused (4xx) is checked against
 * the operation's request schemas (JSON body for its media type, query and path parameters), as written and
 * relaxed of their `x-assumption` constraints. Invalid as written but valid relaxed: the refusal rests only on
 * assumptions, and a target that accepts it drifts (the gap ids say which).
 */
import type { ErrorObject } from "ajv";
import { deref, type JsonObject, loadDocument, pointer } from "../spec/documents.js";
import { operation } from "../spec/operations.js";
import { gapsOfError } from "./assumptions.js";
import { relaxedValidatorAt, validatorAt } from "./spec-ajv.js";
import { errorPointer } from "./violation.js";

export interface SentRequest {
  /** The body as the test gave it (a JSON value; a string or bytes are parsed when the media type is JSON). */
  body?: unknown;
  contentType?: string | undefined;
  query?: Record<string, unknown> | undefined;
  path?: Record<string, unknown> | undefined;
}

/** One broken request constraint: the part (`body`, `query.page_size`), where inside it, and the gap ids. */
export interface RequestBreach {
  part: string;
  pointer: string;
  constraint: string;
  gaps: string[];
}

export type RequestVerdict =
  | { kind: "valid" }
  /** Invalid even without the assumptions: a refusal a target must give. */
  | { kind: "fact"; breaches: RequestBreach[] }
  /** Invalid only by assumed constraints. */
  | { kind: "assumed"; breaches: RequestBreach[] };

interface Checked {
  part: string;
  schemaPointer: string;
  value: unknown;
}

function parsed(body: unknown): unknown {
  const raw = typeof body === "string" ? body : Buffer.isBuffer(body) ? body.toString("utf8") : undefined;
  if (raw === undefined) return body;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A query value as the target reads it: numbers and booleans from their text, lists as arrays when the schema is one. */
function coerced(value: unknown, schema: JsonObject): unknown {
  const type = schema.type;
  if (Array.isArray(value)) return type === "array" ? value : value.map((item) => coerced(item, schema));
  if (type === "array") return [value];
  if (typeof value !== "string") return value;
  if ((type === "integer" || type === "number") && value.trim() !== "" && Number.isFinite(Number(value))) {
    return Number(value);
  }
  if (type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** The parts of a request that have a schema: JSON body, then each query and path parameter given. */
function partsOf(operationId: string, request: SentRequest): Checked[] {
  const op = operation(operationId);
  const doc = loadDocument(op.api);
  const opPointer = `${pointer("paths", op.path)}/${op.method.toLowerCase()}`;
  const item = (doc.paths as JsonObject)[op.path] as JsonObject;
  const node = item[op.method.toLowerCase()] as JsonObject;
  const parts: Checked[] = [];
  if (request.body !== undefined && node.requestBody) {
    const { value: body, ref } = deref(doc, node.requestBody);
    const mediaType = request.contentType ?? op.requestMediaTypes[0] ?? "application/json";
    const content = (body.content ?? {}) as JsonObject;
    const at = ref ?? `${opPointer}/requestBody`;
    if (/json/.test(mediaType) && (content[mediaType] as JsonObject | undefined)?.schema) {
      const value = parsed(request.body);
      if (value !== undefined) {
        parts.push({ part: "body", schemaPointer: `${at}/content/${pointer(mediaType).slice(2)}/schema`, value });
      }
    }
  }
  const lists: [unknown[], string][] = [
    [(item.parameters ?? []) as unknown[], `${pointer("paths", op.path)}/parameters`],
    [(node.parameters ?? []) as unknown[], `${opPointer}/parameters`],
  ];
  for (const [list, base] of lists) {
    list.forEach((raw, index) => {
      const { value: param, ref } = deref(doc, raw);
      const where = param.in === "query" ? request.query : param.in === "path" ? request.path : undefined;
      const name = param.name as string;
      if (!where || !Object.hasOwn(where, name) || !param.schema) return;
      const schema = deref(doc, param.schema).value;
      parts.push({
        part: `${param.in}.${name}`,
        schemaPointer: `${ref ?? `${base}/${index}`}/schema`,
        value: coerced(where[name], schema),
      });
    });
  }
  return parts;
}

function breachesOf(part: string, errors: readonly ErrorObject[] | null | undefined): RequestBreach[] {
  return (errors ?? []).slice(0, 10).map((error) => ({
    part,
    pointer: errorPointer(error),
    constraint: `${part}${errorPointer(error)} ${error.message ?? error.keyword}`,
    gaps: gapsOfError(error),
  }));
}

/** The verdict on a request: valid, invalid by a fact, or invalid only by assumed constraints. */
export function judgeRequest(operationId: string, request: SentRequest): RequestVerdict {
  const api = operation(operationId).api;
  const assumed: RequestBreach[] = [];
  const facts: RequestBreach[] = [];
  for (const { part, schemaPointer, value } of partsOf(operationId, request)) {
    const strict = validatorAt(api, schemaPointer);
    if (strict(value)) continue;
    const errors = [...(strict.errors ?? [])];
    const relaxed = relaxedValidatorAt(api, schemaPointer);
    if (relaxed(value)) assumed.push(...breachesOf(part, errors).filter((breach) => breach.gaps.length > 0));
    else facts.push(...breachesOf(part, relaxed.errors));
  }
  if (facts.length > 0) return { kind: "fact", breaches: facts };
  return assumed.length > 0 ? { kind: "assumed", breaches: assumed } : { kind: "valid" };
}
