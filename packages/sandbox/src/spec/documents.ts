/** The bundled OpenAPI documents the sandbox serves and validates against (read once per process). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type JsonObject = { [key: string]: unknown };
export type ServiceName = "shipper" | "pricing" | "sandbox";

const require = createRequire(import.meta.url);
const cache = new Map<ServiceName, JsonObject>();

export function loadDocument(service: ServiceName): JsonObject {
  let doc = cache.get(service);
  if (!doc) {
    const path = require.resolve(`@haulkit/spec/dist/${service}.json`);
    doc = JSON.parse(readFileSync(path, "utf8")) as JsonObject;
    cache.set(service, doc);
  }
  return doc;
}

/** Escapes keys into a JSON pointer (`#/a/b~1c`). */
export function pointer(...keys: string[]): string {
  return `#/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** Follows a local `#/...` pointer inside a document. */
export function resolvePointer(doc: JsonObject, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) {
      throw new Error(`unresolvable ref ${ref}`);
    }
    node = (node as JsonObject)[key];
  }
  return node;
}

/** Returns `node`, or what its `$ref` points at (one level, repeated until no `$ref` is left). */
export function deref<T = JsonObject>(doc: JsonObject, node: unknown): { value: T; ref: string | undefined } {
  let ref: string | undefined;
  let current = node;
  while (current && typeof current === "object" && typeof (current as JsonObject).$ref === "string") {
    ref = (current as JsonObject).$ref as string;
    current = resolvePointer(doc, ref);
  }
  return { value: current as T, ref };
}
