/** `allOf` flattened (the spec's flattener, typed as JSON) and the types a schema allows: what generation starts from. */
import { flattenAllOf } from "@haulkit/spec/all-of";
import type { Json, JsonObject } from "../spec/documents.js";

function typesOf(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === "string");
  return undefined;
}

/** The schema with `$ref`s at its top followed and every `allOf` merged into it; Ajv still has the last word. */
export function flatten(doc: JsonObject, node: Json): JsonObject {
  return flattenAllOf(doc, node) as JsonObject;
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
