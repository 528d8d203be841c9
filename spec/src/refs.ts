/** Local JSON pointers (`#/a/b~1c`) into a document and `$ref` resolution: the one resolver of the documents. */

export type JsonObject = { [key: string]: unknown };

/** Escapes keys into a JSON pointer fragment (`#/a/b~1c`). */
export function pointer(...keys: string[]): string {
  return `#/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** The node at a local pointer (`#` is the document), or `missing` when the pointer is not local or leads nowhere. */
function walk(doc: unknown, ref: string): { node: unknown } | "not-local" | "missing" {
  if (ref === "#") return { node: doc };
  if (!ref.startsWith("#/")) return "not-local";
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return "missing";
    node = (node as JsonObject)[key];
  }
  return { node };
}

/** Follows a local `#/...` pointer inside a document; a TypeError when it does not exist. */
export function resolvePointer(doc: JsonObject, ref: string): unknown {
  const found = walk(doc, ref);
  if (found === "not-local") throw new TypeError(`only local refs are supported, got ${ref}`);
  if (found === "missing") throw new TypeError(`unresolvable ref ${ref}`);
  return found.node;
}

/** The same, for documents that may be broken (a diff's input, a bundle under test): undefined where it leads nowhere. */
export function lookupPointer(doc: unknown, ref: string): unknown {
  const found = walk(doc, ref);
  return typeof found === "object" ? found.node : undefined;
}

export interface DerefOptions {
  /** An unresolvable ref (or a cycle of refs) gives `value: undefined` instead of a TypeError. */
  lenient?: boolean;
}

/** More hops than any chain of the documents has: a longer chain is a cycle. */
const MAX_HOPS = 32;

/** `node`, or what its `$ref` chain points at, with the pointer of the last hop. */
export function deref<T = JsonObject>(
  doc: JsonObject,
  node: unknown,
  options: DerefOptions = {},
): { value: T; ref: string | undefined } {
  let ref: string | undefined;
  let current = node;
  for (
    let hops = 0;
    current && typeof current === "object" && typeof (current as JsonObject).$ref === "string";
    hops++
  ) {
    if (hops === MAX_HOPS) {
      if (options.lenient) return { value: undefined as T, ref };
      throw new TypeError(`$ref cycle at ${ref}`);
    }
    ref = (current as JsonObject).$ref as string;
    current = options.lenient ? lookupPointer(doc, ref) : resolvePointer(doc, ref);
  }
  return { value: current as T, ref };
}
