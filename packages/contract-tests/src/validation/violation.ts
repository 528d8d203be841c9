/** What a spec check reports: where (JSON pointer), what is wrong, and the offending value, in one readable line. */
import type { ErrorObject } from "ajv";

export interface Violation {
  /** `getOrder 200` or `webhook order.created`: what was checked against which part of the spec. */
  subject: string;
  /** JSON pointer of the offending value inside the body (`""` for the body itself). */
  pointer: string;
  problem: string;
  /** The offending value, or undefined when it is missing. */
  value: unknown;
  /** Up to ten schema errors, `pointer message` each. */
  errors: string[];
  message: string;
}

const PREVIEW_LENGTH = 160;

/** A short JSON rendering of a value for a failure message. */
export function preview(value: unknown): string {
  if (value === undefined) return "missing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

/** The value at a JSON pointer (`/data/objects/0`), or undefined. */
export function valueAt(root: unknown, jsonPointer: string): unknown {
  if (jsonPointer === "") return root;
  let node = root;
  for (const raw of jsonPointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function escapeKey(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Where an Ajv error points: a missing property points at the property itself. */
export function errorPointer(error: ErrorObject): string {
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  return error.keyword === "required" && typeof missing === "string"
    ? `${error.instancePath}/${escapeKey(missing)}`
    : error.instancePath;
}

function describe(error: ErrorObject): string {
  if (error.keyword === "required") return "is required but missing";
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const suffix = allowed ? ` ${preview(allowed)}` : "";
  return `${error.message ?? "is invalid"}${suffix}`;
}

export function violation(subject: string, pointer: string, problem: string, value: unknown, errors: string[] = []) {
  const where = pointer === "" ? "(body)" : pointer;
  const message = `${subject}: ${where} ${problem} (value: ${preview(value)})`;
  return { subject, pointer, problem, value, errors, message } satisfies Violation;
}

const SUMMARY_KEYWORDS = new Set(["anyOf", "oneOf", "allOf", "not", "if", "then", "else"]);

/**
 * How telling an error is: deeper values first; at the same depth a wrong value beats a missing property (which
 * is often just the other branch of an `anyOf`), and both beat the summary of a combinator.
 */
function specificity(error: ErrorObject): number {
  const depth = error.instancePath === "" ? 0 : error.instancePath.split("/").length - 1;
  const kind = SUMMARY_KEYWORDS.has(error.keyword) ? 0 : error.keyword === "required" ? 1 : 2;
  return depth * 3 + kind;
}

/** The violation of a failed schema validation: the most specific error names the pointer. */
export function fromAjvErrors(subject: string, body: unknown, errors: readonly ErrorObject[] | null | undefined) {
  const list = [...(errors ?? [])];
  const deepest = list.reduce<ErrorObject | undefined>(
    (best, error) => (!best || specificity(error) > specificity(best) ? error : best),
    undefined,
  );
  const pointer = deepest ? errorPointer(deepest) : "";
  const lines = list.slice(0, 10).map((error) => `${errorPointer(error) || "(body)"} ${describe(error)}`);
  return violation(
    subject,
    pointer,
    deepest ? describe(deepest) : "does not match the schema",
    valueAt(body, pointer),
    lines,
  );
}
