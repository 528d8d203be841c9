/**
 * What the organisations suite must cover, read from the shipper spec: every input of an operation that names an
 * object (a path parameter that is not a closed value set, a uuid query parameter, a request body field that is a
 * uuid or named `*guid`), and every list of objects (a GET that takes no such input and answers `data.objects`).
 */
import { apiOperations, type SpecOperation } from "@haulkit/spec/operations";
import { deref, type JsonObject, loadDocument } from "./documents.js";

/** `operationId path:guid`, `operationId query:broker_guid`, `operationId body:/vehicles/*\/guid`. */
export type ObjectInputKey = string;

interface Walk {
  doc: JsonObject;
  /** Refs on the way down (a recursive schema is walked once per branch). */
  stack: Set<string>;
  found: string[];
}

/** Body fields naming an object, as JSON pointers (`*` for array items), through allOf/oneOf/anyOf and $refs. */
function walkBody(walk: Walk, node: unknown, at: string): void {
  const { value, ref } = deref(walk.doc, node);
  if (!value || typeof value !== "object" || (ref && walk.stack.has(ref))) return;
  if (ref) walk.stack.add(ref);
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    for (const member of (value[key] ?? []) as unknown[]) walkBody(walk, member, at);
  }
  for (const [name, inner] of Object.entries((value.properties ?? {}) as JsonObject)) {
    const field = deref(walk.doc, inner).value;
    const pointer = `${at}/${name}`;
    if (/guid$/i.test(name) || field?.format === "uuid") walk.found.push(pointer);
    walkBody(walk, inner, pointer);
  }
  if (value.items) walkBody(walk, value.items, `${at}/*`);
  if (ref) walk.stack.delete(ref);
}

/** The shipper operations that have an operationId, in document order. */
function shipperOperations(): SpecOperation[] {
  return apiOperations("shipper").filter((op) => op.operationId !== undefined);
}

/** The inputs of one operation that name an object. */
function inputsOf(doc: JsonObject, op: SpecOperation): ObjectInputKey[] {
  const keys: ObjectInputKey[] = [];
  for (const { value: parameter } of op.parameters) {
    const schema = deref(doc, parameter.schema).value ?? {};
    const names = parameter.in === "path" ? schema.enum === undefined : schema.format === "uuid";
    if ((parameter.in === "path" || parameter.in === "query") && names) keys.push(`${parameter.in}:${parameter.name}`);
  }
  const content = (op.requestBody?.value.content ?? {}) as JsonObject;
  const json = Object.keys(content).find((type) => /json/.test(type));
  const media = json === undefined ? undefined : (content[json] as JsonObject);
  if (media?.schema) {
    const walk: Walk = { doc, stack: new Set(), found: [] };
    walkBody(walk, media.schema, "");
    keys.push(...[...new Set(walk.found)].map((found) => `body:${found}`));
  }
  return keys.map((key) => `${op.operationId} ${key}`);
}

/** Every (operation, input) of the shipper spec that names an object, sorted. */
export function objectInputs(): ObjectInputKey[] {
  const keys: ObjectInputKey[] = [];
  const doc = loadDocument("shipper");
  for (const op of shipperOperations()) keys.push(...inputsOf(doc, op));
  return keys.sort();
}

/** The shipper operations that list objects without naming one: a GET answering `data.objects`. */
export function listOperations(): string[] {
  const ids: string[] = [];
  const doc = loadDocument("shipper");
  for (const op of shipperOperations()) {
    if (op.method !== "get" || inputsOf(doc, op).length > 0) continue;
    const ok = op.responses.get("200")?.value;
    const schema = deref(doc, ((ok?.content as JsonObject)?.["application/json"] as JsonObject)?.schema).value;
    if (hasObjects(doc, schema)) ids.push(op.operationId as string);
  }
  return ids.sort();
}

/** True when the schema (through allOf and $refs) has `data.objects`. */
function hasObjects(doc: JsonObject, node: unknown, depth = 0): boolean {
  const { value } = deref(doc, node);
  if (!value || typeof value !== "object" || depth > 6) return false;
  const properties = (value.properties ?? {}) as JsonObject;
  if (depth > 0 && properties.objects) return true;
  const members = [...((value.allOf ?? []) as unknown[]), ...((value.anyOf ?? []) as unknown[])];
  if (members.some((member) => hasObjects(doc, member, depth))) return true;
  return properties.data !== undefined && hasObjects(doc, properties.data, depth + 1);
}
