/** The bundled OpenAPI documents of `@haulkit/spec` (read once per process). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type JsonObject = { [key: string]: unknown };

/** `shipper` and `pricing` are the services under test; `sandbox` is haulkit's test-helper API. */
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

/** Escapes keys into a JSON pointer fragment (`#/a/b~1c`). */
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

/** `node`, or what its `$ref` chain points at, with the pointer of the last hop. */
export function deref(doc: JsonObject, node: unknown): { value: JsonObject; ref: string | undefined } {
  let ref: string | undefined;
  let current = node;
  while (current && typeof current === "object" && typeof (current as JsonObject).$ref === "string") {
    ref = (current as JsonObject).$ref as string;
    current = resolvePointer(doc, ref);
  }
  return { value: current as JsonObject, ref };
}
