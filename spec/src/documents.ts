/** The bundled OpenAPI documents (`spec/dist/<api>.json`), read once per process, and local JSON pointers into them. */
import { createHash } from "node:crypto";
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

const cache = new Map<string, { doc: JsonObject; digest: string }>();

function loaded(api: ApiName) {
  const dir = process.env[SPEC_DIST_ENV] || undefined;
  const key = `${dir ?? ""}\u0000${api}`;
  let entry = cache.get(key);
  if (!entry) {
    const file = dir ? join(dir, `${api}.json`) : new URL(`../dist/${api}.json`, import.meta.url);
    const text = readFileSync(file, "utf8");
    entry = { doc: JSON.parse(text) as JsonObject, digest: bundleDigest(text) };
    cache.set(key, entry);
  }
  return entry;
}

export function loadDocument(api: ApiName): JsonObject {
  return loaded(api).doc;
}

/** The SHA-256 of a bundle's text: what validators generated from it were generated from. */
export function bundleDigest(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The digest of the bundle `loadDocument` reads. */
export function documentDigest(api: ApiName): string {
  return loaded(api).digest;
}
