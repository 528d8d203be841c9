/**
 * Where a drift lives in a bundle: the object nodes a response schema reaches (following local `$ref`s, each node
 * once, by its own pointer), and the RFC 9535 JSONPath of a pointer, so an overlay action can target the node.
 */
import { type JsonObject, lookupPointer } from "../spec/documents.js";
import { gapsOf } from "../validation/assumptions.js";

export interface SpecNode {
  /** Local pointer of the node in the bundle (`#/components/schemas/Error`). */
  pointer: string;
  node: JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function escapeKey(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Every object node reachable from the node at `start`, `$ref`s followed, in a stable order. */
export function reachableNodes(doc: JsonObject, start: string): SpecNode[] {
  const seen = new Map<string, JsonObject>();
  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${at}/${index}`);
      });
      return;
    }
    if (!isObject(value) || seen.has(at)) return;
    seen.set(at, value);
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith("#")) {
        visit(lookupPointer(doc, child), child);
      } else if (key !== "example" && key !== "examples") {
        visit(child, `${at}/${escapeKey(key)}`);
      }
    }
  };
  visit(lookupPointer(doc, start), start);
  return [...seen].map(([pointer, node]) => ({ pointer, node }));
}

/** The reachable nodes marked with `gap`. */
export function markedNodes(doc: JsonObject, start: string, gap: string): SpecNode[] {
  return reachableNodes(doc, start).filter((each) => gapsOf(each.node).includes(gap));
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function segment(key: string): string {
  return NAME.test(key) ? `.${key}` : `['${key.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}']`;
}

/**
 * `#/paths/~1v1~1orders/post` → `$.paths['/v1/orders'].post` (then `keys` appended): array items by index, so the
 * path names the node in `doc` whatever its keys look like.
 */
export function jsonPath(doc: JsonObject, pointer: string, ...keys: string[]): string {
  const raw = pointer === "#" ? [] : pointer.slice(2).split("/");
  let node: unknown = doc;
  let path = "$";
  for (const key of [...raw.map((each) => each.replaceAll("~1", "/").replaceAll("~0", "~")), ...keys]) {
    path += Array.isArray(node) && /^\d+$/.test(key) ? `[${key}]` : segment(key);
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return path;
}
