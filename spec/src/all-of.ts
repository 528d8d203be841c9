/**
 * `allOf` flattening: the parts of an `allOf` merged into one schema, each keyword the narrower of the two (types
 * intersected, limits tightened, `required` united, a closed object stays closed). The keyword rules are shared by
 * the JSON-level flattener here and by any reader that merges schemas its own way (the diff tool's schema views).
 */
import { deref, type JsonObject } from "./refs.js";

/** Lower bounds: merging keeps the larger. */
export const LIMITS_MIN = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
/** Upper bounds (and `x-max-fraction-digits`, which validators enforce): merging keeps the smaller. */
export const LIMITS_MAX = [
  "maxLength",
  "maximum",
  "exclusiveMaximum",
  "maxItems",
  "maxProperties",
  "x-max-fraction-digits",
] as const;
/** Limits that are not bounds: merging keeps the later. */
export const LIMITS_EXACT = ["multipleOf"] as const;

/** Both limits at once: the narrower of the two. */
export function narrowerLimit(key: string, left: number, right: number): number {
  if ((LIMITS_MIN as readonly string[]).includes(key)) return Math.max(left, right);
  if ((LIMITS_MAX as readonly string[]).includes(key)) return Math.min(left, right);
  return right;
}

/** The types both allow (undefined: any type); `integer` is the meeting of `integer` and `number`. */
export function intersectTypes(
  left: ReadonlySet<string> | undefined,
  right: ReadonlySet<string> | undefined,
): Set<string> | undefined {
  if (!left) return right && new Set(right);
  if (!right) return new Set(left);
  const out = new Set<string>();
  for (const type of left) {
    if (right.has(type)) out.add(type);
    else if (type === "integer" && right.has("number")) out.add("integer");
    else if (type === "number" && right.has("integer")) out.add("integer");
  }
  return out;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(schema: JsonObject): Set<string> | undefined {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type))
    return new Set(schema.type.filter((type): type is string => typeof type === "string"));
  return undefined;
}

/** Two schemas as one: the narrower of each keyword; two alternative lists are parked in an `allOf`. */
function mergeTwo(a: JsonObject, b: JsonObject): JsonObject {
  const out: JsonObject = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    if (mine === undefined) {
      out[key] = value;
      continue;
    }
    if (key === "properties" && isObject(mine) && isObject(value)) {
      const merged: JsonObject = { ...mine };
      for (const [name, schema] of Object.entries(value)) {
        merged[name] = merged[name] === undefined ? schema : { allOf: [merged[name], schema] };
      }
      out.properties = merged;
    } else if (key === "required" && Array.isArray(mine) && Array.isArray(value)) {
      out.required = [...new Set([...mine, ...value])];
    } else if (key === "type") {
      const both = [...(intersectTypes(typesOf(a), typesOf(b)) ?? [])];
      out.type = both.length === 1 ? both[0] : both;
    } else if (key === "additionalProperties" || key === "unevaluatedProperties") {
      if (value === false) out[key] = false;
    } else if (key === "allOf" && Array.isArray(mine) && Array.isArray(value)) {
      out.allOf = [...mine, ...value];
    } else if (key === "anyOf" || key === "oneOf") {
      // Two alternatives lists: keep both as one more alternative level (a validator decides in the end).
      out.allOf = [...((out.allOf as unknown[]) ?? []), { [key]: value }];
    } else if (typeof mine === "number" && typeof value === "number") {
      out[key] = narrowerLimit(key, mine, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The schema with the `$ref`s at its top followed and every `allOf` merged into it (`false` becomes `{not: {}}`). */
export function flattenAllOf(doc: JsonObject, node: unknown): JsonObject {
  const { value } = deref(doc, node);
  if (!isObject(value)) return value === false ? { not: {} } : {};
  if (!Array.isArray(value.allOf)) return value;
  const { allOf, ...base } = value;
  // Lists of alternatives met twice stay in a fresh `allOf` of their own: each must still hold.
  return allOf.reduce<JsonObject>((merged, part) => mergeTwo(merged, flattenAllOf(doc, part)), base);
}
