/**
 * Expectations on an answer a test holds (`await suite.call(...).toss()`), failing as the answer's fault: the
 * operation, its request, expected and actual status, and the first JSON pointer that differs — never a
 * `toMatchObject` dump or a `Cannot read properties of undefined` of the test itself.
 */
import { isDeepStrictEqual } from "node:util";
import { operation } from "../spec/operations.js";
import type { SentRequest } from "../validation/requests.js";
import { preview, valueAt } from "../validation/violation.js";
import { AnswerMismatch, errorIdOf } from "../verdicts/mismatch.js";
import { AssumedRefusal, settleRefusal } from "./assumed-refusal.js";

/** What a test got back from a call: status and parsed body. */
export interface HeldAnswer {
  statusCode: number;
  body?: unknown;
}

export interface AnswerExpectation {
  status: number;
  /** Values the body must hold, as a partial object (like `toMatchObject`): each leaf is compared at its pointer. */
  like?: Record<string, unknown>;
  /** JSON pointer -> an item its array (or a text its string) must contain. */
  contains?: Record<string, string>;
  /** JSON pointer -> a pattern its string must match. */
  matches?: Record<string, RegExp>;
  /** The request as sent (checked when an expected refusal is not given: assumed constraints drift). */
  sent?: SentRequest;
  /** spec/GAPS.md ids an expected refusal rests on where the schema does not show it (see assumed-refusal.ts). */
  assumes?: string | readonly string[];
}

const escapeKey = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every leaf of a partial object with its JSON pointer (arrays compared whole). */
function leaves(value: unknown, at = ""): [string, unknown][] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [[at, value]];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? [[at, value]]
    : entries.flatMap(([key, inner]) => leaves(inner, `${at}/${escapeKey(key)}`));
}

/** The value at a JSON pointer of an answer's body (undefined when missing): reading never throws. */
export function fieldAt(answer: HeldAnswer, pointer: string): unknown {
  return valueAt(answer.body, pointer);
}

/** Fails, blaming the answer, unless it has the status and holds every value of `like`. */
export function expectAnswer(operationId: string, answer: HeldAnswer, expected: AnswerExpectation): void {
  const op = operation(operationId);
  const base = {
    operation: operationId,
    request: `${op.method} ${op.path}`,
    expectedStatus: expected.status,
    actualStatus: answer.statusCode,
    errorId: errorIdOf(answer.body),
  };
  const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
  if (answer.statusCode !== expected.status) {
    const refusal = settleRefusal({
      operationId,
      request: expected.sent ?? {},
      assumes: expected.assumes === undefined ? [] : [expected.assumes].flat(),
      expectedStatus: expected.status,
      actualStatus: answer.statusCode,
      line: base.request,
    });
    if (refusal instanceof AssumedRefusal) throw refusal;
    if (refusal)
      throw new AnswerMismatch({ ...base, pointer: "", expected: "", actual: "", detail: refusal.message }, body);
    throw new AnswerMismatch({ ...base, pointer: "", expected: "", actual: "" }, body);
  }
  for (const [pointer, want] of leaves(expected.like ?? {})) {
    if (expected.like === undefined) break;
    const got = valueAt(answer.body, pointer);
    if (!isDeepStrictEqual(got, want)) {
      const actual = got === undefined ? "missing" : preview(got);
      throw new AnswerMismatch({ ...base, pointer, expected: preview(want), actual }, body);
    }
  }
  for (const [pointer, item] of Object.entries(expected.contains ?? {})) {
    const got = valueAt(answer.body, pointer);
    const ok = (Array.isArray(got) || typeof got === "string") && got.includes(item);
    if (!ok) {
      const actual = got === undefined ? "missing" : preview(got);
      throw new AnswerMismatch({ ...base, pointer, expected: `containing ${preview(item)}`, actual }, body);
    }
  }
  for (const [pointer, pattern] of Object.entries(expected.matches ?? {})) {
    const got = valueAt(answer.body, pointer);
    if (typeof got !== "string" || !pattern.test(got)) {
      const actual = got === undefined ? "missing" : preview(got);
      throw new AnswerMismatch({ ...base, pointer, expected: `matching ${pattern}`, actual }, body);
    }
  }
}
