/**
 * The `x-assumption` contract (spec/README.md): a spec node marked with a spec/GAPS.md id holds constraints that
 * exist only by our choice. `relaxDocument` drops them, so a body the relaxed schema accepts breaks no fact.
 */
import type { ErrorObject } from "ajv";

type Json = { [key: string]: unknown };

export const ASSUMPTION = "x-assumption";

/** The validation keywords a marked node gives up in the relaxed document (combinators and children stay). */
const ASSUMED_KEYWORDS = [
  "type",
  "enum",
  "const",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "required",
  "dependentRequired",
  "not",
  "x-max-fraction-digits",
];

/** The gap ids on a node: `x-assumption: G-017` or a list. */
export function gapsOf(node: unknown): string[] {
  if (node === null || typeof node !== "object") return [];
  const value = (node as Json)[ASSUMPTION];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function relaxNode(node: Json): Json {
  const out: Json = {};
  const marked = gapsOf(node).length > 0;
  for (const [key, value] of Object.entries(node)) {
    if (marked && ASSUMED_KEYWORDS.includes(key)) continue;
    if (marked && (key === "additionalProperties" || key === "unevaluatedProperties") && value === false) continue;
    out[key] = relax(value);
  }
  // A property marked on its own (`{ $ref, x-assumption }`) is required only by our choice.
  const properties = node.properties as Json | undefined;
  if (Array.isArray(out.required) && properties && typeof properties === "object") {
    out.required = (out.required as unknown[]).filter((name) => gapsOf(properties[name as string]).length === 0);
  }
  return out;
}

function relax(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relax);
  return value !== null && typeof value === "object" ? relaxNode(value as Json) : value;
}

/** A deep copy of an OpenAPI document without the constraints of its `x-assumption` nodes. */
export function relaxDocument<T extends object>(doc: T): T {
  return relax(doc) as T;
}

/**
 * The gap ids behind one schema error (needs Ajv's `verbose`): the node holding the keyword, or for a missing
 * property also the property's own schema.
 */
export function gapsOfError(error: ErrorObject): string[] {
  const holder = error.parentSchema as Json | undefined;
  const gaps = gapsOf(holder);
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === "required" && typeof missing === "string") {
    gaps.push(...gapsOf((holder?.properties as Json | undefined)?.[missing]));
  }
  return [...new Set(gaps)];
}
