/**
 * Rewrites, before generation, the two JSON Schema patterns of the spec that openapi-typescript 7 mistranslates.
 * The input document is not modified; the rewritten copy only feeds type generation and means the same.
 *
 * 1. Required-only alternatives: an object schema with `properties` and an `anyOf`/`oneOf` of `{ required: [...] }`
 *    (pricing's Location "a zip, or a city and a state"; shipper's LoadOfferInput "exactly one carrier key").
 *    openapi-typescript makes each alternative `unknown` and joins `anyOf` with `|`: the schema becomes `unknown`.
 *    Rewritten: each alternative gets the properties it requires (for a `oneOf` of disjoint alternatives, the
 *    others as `false`, i.e. `?: never`), under `oneOf`, which openapi-typescript joins with `&`.
 * 2. `required` inside an allOf part naming properties another part defines (VehicleInput requires `type` of
 *    VehicleFields): openapi-typescript drops it. Rewritten: the keys move up to the schema's own `required`,
 *    which openapi-typescript applies to the referenced parts (`WithRequired<VehicleFields, "type">`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ALTERNATIVE_KEYS = new Set(["required", "description", "title"]);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requiredOf(alternative: Json): string[] | undefined {
  if (!isObject(alternative) || !Object.keys(alternative).every((key) => ALTERNATIVE_KEYS.has(key))) return undefined;
  const required = alternative.required;
  if (!Array.isArray(required) || required.length === 0) return undefined;
  return required.every((key) => typeof key === "string") ? (required as string[]) : undefined;
}

function disjoint(sets: readonly string[][]): boolean {
  const seen = new Set<string>();
  for (const key of sets.flat()) {
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** Pattern 1 rewritten, or undefined when `schema` does not have it. */
function alternatives(schema: JsonObject): JsonObject | undefined {
  const properties = schema.properties;
  if (!isObject(properties)) return undefined;
  const keyword = Array.isArray(schema.oneOf) ? "oneOf" : Array.isArray(schema.anyOf) ? "anyOf" : undefined;
  if (keyword === undefined || (keyword === "anyOf" && Array.isArray(schema.oneOf))) return undefined;
  const sets = (schema[keyword] as Json[]).map(requiredOf);
  if (sets.length === 0 || sets.some((set) => set === undefined)) return undefined;
  const required = sets as string[][];
  if (required.flat().some((key) => !(key in properties))) return undefined;
  const exclusive = keyword === "oneOf" && disjoint(required);
  const all = [...new Set(required.flat())];
  const rewritten: JsonObject[] = required.map((keys) => {
    const own: JsonObject = {};
    for (const key of exclusive ? all : keys) own[key] = keys.includes(key) ? (properties[key] as Json) : false;
    return { type: "object", required: keys, properties: own };
  });
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  return { ...rest, oneOf: rewritten };
}

/** Pattern 2 rewritten, or undefined when `schema` does not have it. */
function hoistedRequired(schema: JsonObject): JsonObject | undefined {
  if (!Array.isArray(schema.allOf)) return undefined;
  const hoisted: string[] = [];
  const parts = schema.allOf.map((part) => {
    if (!isObject(part) || "$ref" in part || !Array.isArray(part.required)) return part;
    const own = isObject(part.properties) ? part.properties : {};
    const foreign = part.required.filter((key): key is string => typeof key === "string" && !(key in own));
    if (foreign.length === 0) return part;
    hoisted.push(...foreign);
    const kept = part.required.filter((key) => !foreign.includes(key as string));
    const { required: _required, ...rest } = part;
    return kept.length > 0 ? { ...rest, required: kept } : rest;
  });
  if (hoisted.length === 0) return undefined;
  const required = Array.isArray(schema.required) ? schema.required : [];
  return { ...schema, allOf: parts, required: [...new Set([...required, ...hoisted])] };
}

function rewrite(schema: JsonObject): JsonObject {
  const first = alternatives(schema) ?? schema;
  return hoistedRequired(first) ?? first;
}

/** A deep copy of `document` with both patterns rewritten (see the file comment). */
export function normalizeDocument<T>(document: T): T {
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const copy: JsonObject = {};
    for (const [key, child] of Object.entries(value)) copy[key] = visit(child);
    return rewrite(copy);
  };
  return visit(document as Json) as T;
}
