/** The bundled OpenAPI documents (`spec/dist/<api>.json`), read once per process, and local JSON pointers into them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { JsonObject } from "./refs.js";

export { deref, type JsonObject, lookupPointer, pointer, resolvePointer } from "./refs.js";

/** `shipper` and `pricing` are the services; `sandbox` is haulkit's test-helper API. */
export type ApiName = "shipper" | "pricing" | "sandbox";

export const API_NAMES: readonly ApiName[] = ["shipper", "pricing", "sandbox"];

/**
 * `HAULKIT_SPEC_DIST`: a directory of `<api>.json` bundles read instead of `dist/` (haulkit-contract's `--overlay`
 * writes the overlaid bundles there for its workers).
 */
export const SPEC_DIST_ENV = "HAULKIT_SPEC_DIST";

const cache = new Map<string, JsonObject>();

export function loadDocument(api: ApiName): JsonObject {
  const dir = process.env[SPEC_DIST_ENV] || undefined;
  const key = `${dir ?? ""}\u0000${api}`;
  let doc = cache.get(key);
  if (!doc) {
    const file = dir ? join(dir, `${api}.json`) : new URL(`../dist/${api}.json`, import.meta.url);
    doc = JSON.parse(readFileSync(file, "utf8")) as JsonObject;
    cache.set(key, doc);
  }
  return doc;
}
