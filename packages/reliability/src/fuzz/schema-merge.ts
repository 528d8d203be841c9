/** Flattens `allOf` (and `$ref`s) into one schema, enough to generate values from; Ajv still has the last word. */
import { deref, isObject, type Json, type JsonObject } from "../spec/documents.js";

function typesOf(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === "string");
  return undefined;
}

function mergeTwo(a: JsonObject, b: JsonObject): JsonObject {
  const out: JsonObject = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    if (mine === undefined) {
      out[key] = value;
      continue;
    }
    switch (key) {
      case "properties": {
        const merged: JsonObject = { ...(mine as JsonObject) };
        for (const [name, schema] of Object.entries(value as JsonObject)) {
          merged[name] = merged[name] === undefined ? schema : { allOf: [merged[name] as Json, schema] };
        }
        out.properties = merged;
        break;
      }
      case "required":
        out.required = [...new Set([...(mine as Json[]), ...(value as Json[])])];
        break;
      case "type": {
        const left = typesOf(a) ?? [];
        const right = typesOf(b) ?? [];
        const both = left.filter((type) => right.includes(type) || (type === "number" && right.includes("integer")));
        out.type = both.length === 1 ? (both[0] as string) : both;
        break;
      }
      case "additionalProperties":
      case "unevaluatedProperties":
        if (value === false) out[key] = false;
        break;
      case "anyOf":
      case "oneOf":
        // Two alternatives lists: keep both as one more alternative level (Ajv decides in the end).
        out.allOf = [...((out.allOf as Json[]) ?? []), { [key]: value }];
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}

/** The schema with `$ref`s at its top followed and every `allOf` merged into it. */
export function flatten(doc: JsonObject, node: Json): JsonObject {
  const { value } = deref(doc, node);
  if (!isObject(value)) return value === false ? { not: {} } : {};
  if (!Array.isArray(value.allOf)) return value;
  const { allOf, ...base } = value;
  let merged: JsonObject = base;
  const extra: Json[] = [];
  for (const part of allOf) {
    const flat = flatten(doc, part);
    merged = mergeTwo(merged, flat);
  }
  // mergeTwo may have parked combined anyOf/oneOf lists in a fresh allOf: resolve the first one in place.
  if (Array.isArray(merged.allOf)) {
    const [first, ...rest] = merged.allOf;
    delete merged.allOf;
    if (isObject(first)) merged = { ...merged, ...first };
    extra.push(...rest);
  }
  return extra.length > 0 ? { ...merged, allOf: extra } : merged;
}

/** The JSON types a schema allows, inferred from its keywords when `type` is missing. */
export function schemaTypes(schema: JsonObject): string[] {
  const declared = typesOf(schema);
  if (declared) return declared;
  if (schema.properties || schema.patternProperties || schema.required) return ["object"];
  if (schema.items) return ["array"];
  if (schema.pattern || schema.format || schema.minLength !== undefined) return ["string"];
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.exclusiveMinimum !== undefined) {
    return ["number"];
  }
  return [];
}
