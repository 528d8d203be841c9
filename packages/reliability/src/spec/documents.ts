/** The three bundled OpenAPI documents (`@haulkit/spec/dist/*.json`), read once per process, and JSON pointers. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Api = "shipper" | "pricing" | "sandbox";
export const APIS: readonly Api[] = ["shipper", "pricing", "sandbox"];

const require = createRequire(import.meta.url);
const cache = new Map<Api, JsonObject>();

export function loadDocument(api: Api): JsonObject {
  let doc = cache.get(api);
  if (!doc) {
    doc = JSON.parse(readFileSync(require.resolve(`@haulkit/spec/dist/${api}.json`), "utf8")) as JsonObject;
    cache.set(api, doc);
  }
  return doc;
}

/** `#/a/b~1c` from keys. */
export function pointer(...keys: string[]): string {
  return `#/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** The node at a local `#/...` pointer; a TypeError when it does not exist. */
export function resolvePointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith("#/")) throw new TypeError(`only local refs are supported, got ${ref}`);
  let node: Json = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) {
      throw new TypeError(`unresolvable ref ${ref}`);
    }
    node = (node as Record<string, Json>)[key] as Json;
  }
  return node;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows `$ref`s until a node without one; returns it and the last pointer followed. */
export function deref(doc: JsonObject, node: Json): { value: Json; ref: string | undefined } {
  let ref: string | undefined;
  let current = node;
  while (isObject(current) && typeof current.$ref === "string") {
    ref = current.$ref;
    current = resolvePointer(doc, ref);
  }
  return { value: current, ref };
}
