/** The property names the bundled documents give their schemas: what a client is told to expect in an object. */
import { API_NAMES, loadDocument } from "./documents.js";

let names: ReadonlySet<string> | undefined;

function collect(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, into);
    return;
  }
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const name of Object.keys(value)) into.add(name);
    }
    if (key === "required" && Array.isArray(value)) for (const name of value) into.add(String(name));
    collect(value, into);
  }
}

/** Every name under a schema's `properties` or `required`, in any document (services and sandbox helpers). */
export function propertyNames(): ReadonlySet<string> {
  if (!names) {
    const found = new Set<string>();
    for (const api of API_NAMES) collect(loadDocument(api), found);
    names = found;
  }
  return names;
}
