/**
 * Which components are unchanged between two documents, references followed: a component whose text and every
 * component it reaches are equal on both sides needs no comparison. This is what keeps a diff of the 600 kB
 * shipper bundle well under a second.
 */
import { isObject, type JsonObject } from "./schema-view.js";

/** `#/components/schemas/Order/allOf/1` -> `#/components/schemas/Order`; undefined outside components. */
export function componentOf(pointer: string): string | undefined {
  const parts = pointer.split("/");
  return parts[1] === "components" && parts.length >= 4 ? parts.slice(0, 4).join("/") : undefined;
}

export function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, into);
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        // A reference outside components is kept whole: nothing vouches for it, so it never counts as unchanged.
        into.add(componentOf(value) ?? value);
      } else collectRefs(value, into);
    }
  }
}

function components(doc: JsonObject): Map<string, { text: string; refs: Set<string> }> {
  const out = new Map<string, { text: string; refs: Set<string> }>();
  const sections = isObject(doc.components) ? doc.components : {};
  for (const [section, entries] of Object.entries(sections)) {
    if (!isObject(entries)) continue;
    for (const [name, value] of Object.entries(entries)) {
      const refs = new Set<string>();
      collectRefs(value, refs);
      const pointer = `#/components/${section}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      out.set(pointer, { text: JSON.stringify(value), refs });
    }
  }
  return out;
}

/** Whether two nodes are equal as text and every component they reach is unchanged. */
export function sameWithRefs(before: unknown, after: unknown, unchanged: (pointer: string) => boolean): boolean {
  if (JSON.stringify(before) !== JSON.stringify(after)) return false;
  const refs = new Set<string>();
  collectRefs(before, refs);
  return [...refs].every(unchanged);
}

/** A predicate: true when the component holding `pointer` is unchanged, its references included. */
export function unchangedComponents(oldDoc: JsonObject, newDoc: JsonObject): (pointer: string) => boolean {
  const olds = components(oldDoc);
  const news = components(newDoc);
  const dirty = new Set<string>();
  for (const pointer of new Set([...olds.keys(), ...news.keys()])) {
    const [before, after] = [olds.get(pointer), news.get(pointer)];
    const outside = [...(before?.refs ?? []), ...(after?.refs ?? [])].some((ref) => componentOf(ref) === undefined);
    if (before?.text !== after?.text || outside) dirty.add(pointer);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const map of [olds, news]) {
      for (const [pointer, { refs }] of map) {
        if (!dirty.has(pointer) && [...refs].some((ref) => dirty.has(ref))) {
          dirty.add(pointer);
          grew = true;
        }
      }
    }
  }
  return (pointer: string) => {
    const component = componentOf(pointer);
    return component !== undefined && olds.has(component) && !dirty.has(component);
  };
}
