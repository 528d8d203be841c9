/**
 * `expectField(value, pointer)`: vitest's own matchers on a part of an answer a call returned, failing as the
 * answer's fault — the operation, its request, expected and actual status, and the smallest difference (JSON
 * pointer in the body, expected, actual) before an excerpt of the body — instead of `expected false to be true`
 * or a `{ …(7) }` dump. The matchers stay vitest's, so a check is exactly as strict as `expect(...)` was. An
 * expected value the spec only assumes (an error id we chose) that the answer gives otherwise is drift.
 */
import { isDeepStrictEqual } from "node:util";
import { type Assertion, expect } from "vitest";
import type { Drift } from "../validation/verdict.js";
import { preview, valueAt } from "../validation/violation.js";
import { settle } from "../verdicts/drift-recorder.js";
import { assumedValueGaps, listedToo } from "../verdicts/error-ids.js";
import { AnswerMismatch, errorIdOf } from "../verdicts/mismatch.js";
import { withoutUndocumented } from "./documented-keys.js";
import { REDACTED, redactSecrets } from "./redact.js";

const SECRET_FIELD = /(^|_)token$|secret|password|api[-_]?key|authorization/i;

/** The answer a held value came from. */
export interface AnswerContext {
  operation: string;
  /** `GET /v1/public/orders/…` as sent. */
  request: string;
  expectedStatus?: number | undefined;
  /** The status the answer was taken as (an assumed status when the target drifted); none for a webhook. */
  actualStatus?: number | undefined;
  /** The whole body, parsed, and its text (secrets redacted) for the excerpt. */
  json: unknown;
  text: string;
  /** Values never shown (client secret, token, API key). */
  secrets?: readonly string[];
}

/** Where a held value sits: the answer's root (`at`), or a step inside its parent (the pointer is built on demand). */
interface Held {
  context: AnswerContext;
  parent: Held | undefined;
  /** The root's pointer, or this value's key in its parent. */
  step: string;
}

const held = new WeakMap<object, Held>();
/** Whole answers (`await call.toss()` without `.returns`): expectField reads their `body`. */
const responses = new WeakSet<object>();

/** Remembers a whole answer (`{ statusCode, body }`) and what its body holds. */
export function holdResponse(response: unknown, context: AnswerContext): void {
  if (response === null || typeof response !== "object") return;
  held.set(response, { context, parent: undefined, step: "" });
  responses.add(response);
  holdAnswer((response as { body?: unknown }).body, context);
}

/** Remembers every object and array inside `value` (found at `at` of the answer's body) with the answer. */
export function holdAnswer(value: unknown, context: AnswerContext, at = ""): void {
  holdInside(value, { context, parent: undefined, step: at });
}

// Every answer's every object passes here: the pointer of each is built only when a check reads it (pointerOf).
function holdInside(value: unknown, entry: Held): void {
  if (value === null || typeof value !== "object" || held.has(value)) return;
  held.set(value, entry);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const inner: unknown = value[index];
      if (inner !== null && typeof inner === "object")
        holdInside(inner, { context: entry.context, parent: entry, step: String(index) });
    }
    return;
  }
  for (const name of Object.keys(value)) {
    const inner: unknown = (value as Record<string, unknown>)[name];
    if (inner !== null && typeof inner === "object")
      holdInside(inner, { context: entry.context, parent: entry, step: name });
  }
}

function pointerOf(entry: Held): string {
  return entry.parent === undefined ? entry.step : `${pointerOf(entry.parent)}${key(entry.step)}`;
}

/** The answer a value came from, if a call returned it. */
export function answerOf(value: unknown): { context: AnswerContext; at: string } | undefined {
  const entry = value !== null && typeof value === "object" ? held.get(value) : undefined;
  return entry && { context: entry.context, at: pointerOf(entry) };
}

/** The value at a pointer whose `*` steps map over an array (`/vehicles/*\/type`: every vehicle's type). */
export function select(root: unknown, pointer: string): unknown {
  const star = pointer.indexOf("/*");
  if (star < 0 || (pointer[star + 2] !== undefined && pointer[star + 2] !== "/")) return valueAt(root, pointer);
  const list = valueAt(root, pointer.slice(0, star));
  return Array.isArray(list) ? list.map((item) => select(item, pointer.slice(star + 2))) : undefined;
}

interface Difference {
  pointer: string;
  expected: unknown;
  actual: unknown;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isAsymmetric = (value: unknown): value is { asymmetricMatch(other: unknown): boolean } =>
  isPlain(value) && typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === "function";
const key = (name: string | number) => `/${String(name).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/** The first place `actual` differs from `expected` (`partial`: like toMatchObject, extra keys allowed). */
export function firstDifference(actual: unknown, expected: unknown, partial: boolean, at = ""): Difference | undefined {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual) ? undefined : { pointer: at, expected, actual };
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
      if (i >= expected.length || i >= actual.length)
        return { pointer: at + key(i), expected: expected[i], actual: actual[i] };
      const found = firstDifference(actual[i], expected[i], partial, at + key(i));
      if (found) return found;
    }
    return undefined;
  }
  if (isPlain(expected) && isPlain(actual)) {
    const names = new Set([...Object.keys(expected), ...(partial ? [] : Object.keys(actual))]);
    for (const name of names) {
      if (!partial && actual[name] === undefined && expected[name] === undefined) continue;
      const found = firstDifference(actual[name], expected[name], partial, at + key(name));
      if (found) return found;
    }
    return undefined;
  }
  return isDeepStrictEqual(actual, expected) ? undefined : { pointer: at, expected, actual };
}

/** A value for a message: an asymmetric matcher by its name (`Any<String>`), anything else as short JSON. */
function show(value: unknown): string {
  if (typeof value === "function") return value.name || "a predicate";
  if (!isAsymmetric(value)) return preview(value);
  const named = value as { toAsymmetricMatcher?: () => string; toString(): string };
  return named.toAsymmetricMatcher?.() ?? named.toString();
}

/** `/vehicles/*\/type` with the index of the difference (`/1...`) in place of its first `*`. */
function located(pointer: string, inner: string): string {
  const index = /^\/(\d+)(.*)$/.exec(inner);
  if (!pointer.includes("/*") || !index) return pointer + inner;
  return pointer.replace("/*", `/${index[1]}`) + (index[2] ?? "");
}

const WHOLE_VALUE = new Set(["toEqual", "toStrictEqual", "toMatchObject", "toBe"]);
/** Deep equalities: they leave out the answer's keys no document names (documented-keys.ts). */
const EQUALITY = new Set(["toEqual", "toStrictEqual"]);

function failure(context: AnswerContext, pointer: string, expected: string, shown: string): AnswerMismatch {
  const actual = SECRET_FIELD.test(pointer.split("/").pop() ?? "") ? REDACTED : shown;
  const mismatch = new AnswerMismatch(
    {
      operation: context.operation,
      request: context.request,
      expectedStatus: context.expectedStatus,
      actualStatus: context.actualStatus,
      pointer,
      expected,
      actual,
      errorId: errorIdOf(context.json),
    },
    context.text,
  );
  mismatch.message = redactSecrets(mismatch.message, context.secrets ?? []);
  return mismatch;
}

/** An expected value the spec only assumes at `pointer`, given otherwise: drift (a failure with --strict). */
function drifted(context: AnswerContext, pointer: string, expected: unknown, actual: unknown): boolean {
  if (typeof expected !== "string" || pointer.includes("*") || context.actualStatus === undefined) return false;
  const gaps = assumedValueGaps(context.operation, context.actualStatus, pointer, expected, context.json);
  if (gaps.length === 0) return false;
  if (listedToo(context.operation, context.actualStatus, pointer, actual, context.json)) return true;
  const drift: Drift[] = gaps.map((gap) => ({
    gap,
    where: context.operation,
    status: context.actualStatus,
    pointer,
    assumed: `${pointer} is ${preview(expected)}`,
    observed: `${pointer} ${actual === undefined ? "is missing" : `is ${preview(actual)}`}`,
  }));
  const found = settle({ fact: undefined, drift }, context.request);
  if (found) throw failure(context, pointer, preview(expected), `${show(actual)} (${found.problem})`);
  return true;
}

function wrap(
  assertion: Assertion<unknown>,
  value: unknown,
  context: AnswerContext,
  pointer: string,
  negated: boolean,
) {
  return new Proxy(assertion, {
    get(target, property, receiver) {
      if (property === "not") return wrap(target.not, value, context, pointer, !negated);
      const member = Reflect.get(target, property, receiver);
      if (typeof member !== "function" || typeof property !== "string") return member;
      return (...args: unknown[]) => {
        const [want] = args;
        const subject = EQUALITY.has(property) && !negated ? withoutUndocumented(value, want) : value;
        try {
          if (subject !== value)
            return (expect(subject) as unknown as Record<string, (...a: unknown[]) => unknown>)[property]?.(...args);
          return member.apply(target, args);
        } catch (error) {
          // Any error of a matcher on an answer's value (toMatchObject of a missing object too) is the answer's.
          if (!(error instanceof Error)) throw error;
          if (!negated && WHOLE_VALUE.has(property)) {
            const found = firstDifference(subject, want, property === "toMatchObject") ?? {
              pointer: "",
              expected: want,
              actual: subject,
            };
            const at = located(pointer, found.pointer);
            if (typeof want === "string" && drifted(context, at, want, found.actual)) return undefined;
            throw failure(context, at, show(found.expected), show(found.actual));
          }
          const words = property
            .replace(/^to/, "")
            .replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
            .trim();
          const expected = `${negated ? "not " : ""}${words}${args.length > 0 ? ` ${args.map(show).join(", ")}` : ""}`;
          const actual = Array.isArray(value) && property === "toHaveLength" ? `length ${value.length}` : show(value);
          throw failure(context, pointer, expected, actual);
        }
      };
    },
  });
}

/**
 * vitest's `expect` on the value at `pointer` (`*` maps over an array) of `value`, an object or array a call
 * returned (`.returns("data.object")`, or any object or array inside it; a whole answer: its body). A value no call returned is a mistake
 * of the suite and fails at once.
 */
export function expectField(value: unknown, pointer = ""): Assertion<unknown> {
  const found = answerOf(value);
  if (!found) throw new Error(`expectField: ${preview(value)} is not part of an answer a call returned`);
  const root = responses.has(value as object) ? (value as { body?: unknown }).body : value;
  const selected = select(root, pointer);
  return wrap(expect(selected), selected, found.context, found.at + pointer, false);
}
