/** The bundled OpenAPI documents (`spec/dist/<api>.json`), read once per process, and local JSON pointers into them. */
import { readFileSync } from "node:fs";

export type JsonObject = { [key: string]: unknown };

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

/** Escapes keys into a JSON pointer fragment (`#/a/b~1c`). */
export function pointer(...keys: string[]): string {
  return `#/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** Follows a local `#/...` pointer inside a document; a TypeError when it does not exist. */
export function resolvePointer(doc: JsonObject, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new TypeError(`only local refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) {
      throw new TypeError(`unresolvable ref ${ref}`);
    }
    node = (node as JsonObject)[key];
  }
  return node;
}

/** `node`, or what its `$ref` chain points at, with the pointer of the last hop. */
export function deref<T = JsonObject>(doc: JsonObject, node: unknown): { value: T; ref: string | undefined } {
  let ref: string | undefined;
  let current = node;
  while (current && typeof current === "object" && typeof (current as JsonObject).$ref === "string") {
    ref = (current as JsonObject).$ref as string;
    current = resolvePointer(doc, ref);
  }
  return { value: current as T, ref };
}
