/** Walks the schemas of a bundled document, following its internal `$ref`s. */
import type { Json, JsonObject } from "./documents.js";

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function resolve(document: JsonObject, node: JsonObject): JsonObject {
  let current = node;
  const seen = new Set<string>();
  while (typeof current.$ref === "string") {
    const ref = current.$ref;
    if (!ref.startsWith("#/") || seen.has(ref)) throw new Error(`cannot resolve ${ref}`);
    seen.add(ref);
    let target: Json = document;
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      target = isObject(target) ? (target[key] as Json) : null;
    }
    if (!isObject(target)) throw new Error(`unresolved ${ref}`);
    current = target;
  }
  return current;
}

/** Calls `visit` on every schema reachable from `root` (each resolved schema once). */
export function everySchema(document: JsonObject, root: JsonObject, visit: (schema: JsonObject) => void): void {
  const seen = new Set<JsonObject>();
  const walk = (node: Json | undefined): void => {
    if (!isObject(node)) return;
    const schema = resolve(document, node);
    if (seen.has(schema)) return;
    seen.add(schema);
    visit(schema);
    for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"])
      for (const part of (schema[key] as Json[]) ?? []) walk(part);
    for (const key of [
      "items",
      "additionalProperties",
      "unevaluatedProperties",
      "not",
      "if",
      "then",
      "else",
      "contains",
    ])
      walk(schema[key]);
    for (const key of ["properties", "patternProperties", "$defs"])
      for (const part of Object.values((schema[key] as JsonObject) ?? {})) walk(part);
  };
  walk(root);
}

/** The schemas that apply together at one place: the schema, its `$ref` target and its `allOf` parts. */
function applicable(document: JsonObject, node: JsonObject): JsonObject[] {
  const schema = resolve(document, node);
  return [schema, ...((schema.allOf as JsonObject[]) ?? []).flatMap((part) => applicable(document, part))];
}

const closes = (schema: JsonObject) => schema.additionalProperties === false || schema.unevaluatedProperties === false;
const isObjectSchema = (schema: JsonObject) =>
  schema.type === "object" ||
  (Array.isArray(schema.type) && schema.type.includes("object")) ||
  isObject(schema.properties);

/**
 * Places (dotted paths) where a request schema accepts unknown keys: an object with no applicable
 * `additionalProperties: false` / `unevaluatedProperties: false`. anyOf/oneOf branches are checked each.
 */
export function openPlaces(document: JsonObject, node: JsonObject, path = "body", depth = 0): string[] {
  if (depth > 12) return [];
  const parts = applicable(document, node);
  const problems: string[] = [];
  for (const part of parts) {
    for (const key of ["anyOf", "oneOf"]) {
      for (const branch of (part[key] as JsonObject[]) ?? []) {
        const merged: JsonObject = { allOf: [branch, ...parts.filter((other) => other !== part)] };
        if (isObjectSchema(resolve(document, branch))) problems.push(...openPlaces(document, merged, path, depth + 1));
      }
    }
  }
  if (parts.some(isObjectSchema) && !parts.some(closes)) problems.push(path);
  const properties = new Map<string, JsonObject[]>();
  for (const part of parts) {
    for (const [name, schema] of Object.entries((part.properties as JsonObject) ?? {})) {
      if (isObject(schema)) properties.set(name, [...(properties.get(name) ?? []), schema]);
    }
    if (isObject(part.items)) properties.set("[]", [...(properties.get("[]") ?? []), part.items]);
  }
  for (const [name, schemas] of properties) {
    const branchy = schemas.some((schema) => resolve(document, schema).anyOf || resolve(document, schema).oneOf);
    const holdsObject = schemas.some((schema) => applicable(document, schema).some(isObjectSchema)) || branchy;
    if (holdsObject) problems.push(...openPlaces(document, { allOf: schemas }, `${path}.${name}`, depth + 1));
  }
  return [...new Set(problems)];
}
