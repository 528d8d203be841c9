/** The three bundled OpenAPI documents (`@haulkit/spec/documents`), typed as JSON, and JSON pointers. */
import * as spec from "@haulkit/spec/documents";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Api = spec.ApiName;
export const APIS = spec.API_NAMES;
export const pointer = spec.pointer;

export function loadDocument(api: Api): JsonObject {
  return spec.loadDocument(api) as JsonObject;
}

/** The node at a local `#/...` pointer; a TypeError when it does not exist. */
export function resolvePointer(doc: JsonObject, ref: string): Json {
  return spec.resolvePointer(doc, ref) as Json;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows `$ref`s until a node without one; returns it and the last pointer followed. */
export function deref(doc: JsonObject, node: Json): { value: Json; ref: string | undefined } {
  return spec.deref<Json>(doc, node);
}
