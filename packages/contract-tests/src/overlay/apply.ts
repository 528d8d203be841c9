/**
 * Applies OpenAPI Overlay documents (1.0 and 1.1) to a bundle: each file read (YAML or JSON) and checked against
 * the Overlay specification's JSON Schema (vendored in vendor/), each action's target found with jsonpath-rfc9535
 * (an RFC 9535 implementation that passes the JSONPath compliance suite), then `update`, `copy` or `remove`
 * applied as Overlay 1.1 says. Stricter than the specification in one way: an action whose target selects nothing
 * is an error (a reviewed deviation that no longer applies must not pass silently). Each action that changes a
 * constraint with no `x-assumption` is returned as overriding a documented fact.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createSpecAjv } from "@haulkit/spec/ajv";
import { exec, type JsonValue, query } from "jsonpath-rfc9535";
import { parse } from "yaml";
import { UsageError } from "../cli/usage-error.js";
import type { JsonObject } from "../spec/documents.js";
import { gapsOf } from "../validation/assumptions.js";
import type { OverlayDocument } from "./overlay-file.js";
import type { OverlayAction } from "./propose.js";
import { WAIVED } from "./waivers.js";

/** A bad overlay file, a bad action, an action that selects nothing: a usage error (exit 2). */
export class OverlayError extends UsageError {
  override name = "OverlayError";
}

type Path = (string | number)[];

let validate: ReturnType<ReturnType<typeof createSpecAjv>["compile"]> | undefined;

function schemaCheck(doc: unknown): string | undefined {
  if (!validate) {
    const schema = createRequire(import.meta.url)("../../vendor/overlay-1.1.schema.json") as JsonObject;
    const ajv = createSpecAjv({ strict: false });
    const any = {
      ...schema,
      properties: { ...(schema.properties as JsonObject), overlay: { type: "string", pattern: "^1\\.[01]\\.\\d+$" } },
    };
    validate = ajv.compile(any);
  }
  if (validate(doc)) return undefined;
  return (validate.errors ?? []).map((error) => `${error.instancePath || "(document)"} ${error.message}`).join("; ");
}

/** Reads and checks one overlay file. */
export function readOverlay(file: string): OverlayDocument {
  let doc: unknown;
  try {
    doc = parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new OverlayError(`overlay ${file}: cannot be read (${(error as Error).message})`);
  }
  const problem = schemaCheck(doc);
  if (problem) throw new OverlayError(`overlay ${file} is not an Overlay document: ${problem}`);
  return doc as OverlayDocument;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Overlay 1.1 merge: objects recursively, arrays concatenated, anything else replaced. */
function merge(target: unknown, value: unknown): unknown {
  if (Array.isArray(target)) return Array.isArray(value) ? [...target, ...value] : [...target, value];
  if (isObject(target) && isObject(value)) {
    const out: JsonObject = { ...target };
    for (const [key, each] of Object.entries(value))
      out[key] = key in out ? merge(out[key], each) : structuredClone(each);
    return out;
  }
  return structuredClone(value);
}

function nodeAt(doc: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], doc);
}

function setAt(doc: JsonObject, path: Path, value: unknown): void {
  const parent = nodeAt(doc, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = value;
}

/** Whether the action touches only what `x-assumption` marks (in the document, or in what it adds). */
function touchesAssumption(doc: JsonObject, path: Path, action: OverlayAction): boolean {
  const chain = path.map((_, index) => nodeAt(doc, path.slice(0, index + 1)));
  const objects = [doc, ...chain].filter(isObject);
  const nearest = objects.at(-1);
  if (gapsOf(nearest).length > 0) return true;
  // `required[?@ == 'x']`: the property's own mark makes it required by assumption.
  if (path.at(-2) === "required" && isObject(nearest) && isObject(nearest.properties)) {
    if (gapsOf(nearest.properties[chain.at(-1) as string]).length > 0) return true;
  }
  // Adding marked nodes (a response `{ "201": { x-assumption } }`) changes no fact; nor does waiving a gap.
  const added = action.update;
  if (path.join("/") === "info" && isObject(added) && Object.keys(added).every((key) => key === WAIVED)) return true;
  return (
    isObject(added) && Object.values(added).length > 0 && Object.values(added).every((each) => gapsOf(each).length > 0)
  );
}

function label(file: string, index: number, action: OverlayAction): string {
  return `${file} action ${index + 1} (target ${action.target})`;
}

export interface Applied {
  doc: JsonObject;
  /** `<file> action <n> (target …)` for each action that overrides a documented fact. */
  factOverrides: string[];
}

/** Applies the overlay's actions in order to a copy of `doc`. */
export function applyOverlay(doc: JsonObject, overlay: OverlayDocument, file: string): Applied {
  const out = structuredClone(doc);
  const factOverrides: string[] = [];
  overlay.actions.forEach((action, index) => {
    const paths: Path[] = [];
    try {
      exec(out as JsonValue, action.target, (_value, path) => {
        paths.push([...path]);
      });
    } catch (error) {
      throw new OverlayError(`${label(file, index, action)}: not a JSONPath expression (${(error as Error).message})`);
    }
    if (paths.length === 0) throw new OverlayError(`${label(file, index, action)} selects nothing in the spec`);
    if (paths.some((path) => !touchesAssumption(out, path, action))) factOverrides.push(label(file, index, action));
    if (action.remove === true) {
      // Last first: removing an array item moves the ones after it.
      for (const path of [...paths].reverse()) {
        const parent = nodeAt(out, path.slice(0, -1));
        const key = path.at(-1) as string | number;
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete (parent as JsonObject)[key];
      }
      return;
    }
    const copy = (action as { copy?: string }).copy;
    let value = action.update;
    if (action.update === undefined && copy !== undefined) {
      const sources = query(out as JsonValue, copy);
      if (sources.length !== 1)
        throw new OverlayError(`${label(file, index, action)}: copy selects ${sources.length} nodes, not 1`);
      value = sources[0];
    }
    if (value === undefined) return;
    for (const path of paths) {
      if (path.length === 0) Object.assign(out, merge(out, value));
      else setAt(out, path, merge(nodeAt(out, path), value));
    }
  });
  return { doc: out, factOverrides };
}
