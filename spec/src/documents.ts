/** The bundled OpenAPI documents (`spec/dist/<api>.json`), read once per process, and local JSON pointers into them. */
import { readFileSync } from "node:fs";
import type { JsonObject } from "./refs.js";

export { deref, type JsonObject, lookupPointer, pointer, resolvePointer } from "./refs.js";

/** `shipper` and `pricing` are the services; `sandbox` is haulkit's test-helper API. */
export type ApiName = "shipper" | "pricing" | "sandbox";

export const API_NAMES: readonly ApiName[] = ["shipper", "pricing", "sandbox"];

const cache = new Map<ApiName, JsonObject>();

export function loadDocument(api: ApiName): JsonObject {
  let doc = cache.get(api);
  if (!doc) {
    doc = JSON.parse(readFileSync(new URL(`../dist/${api}.json`, import.meta.url), "utf8")) as JsonObject;
    cache.set(api, doc);
  }
  return doc;
}
