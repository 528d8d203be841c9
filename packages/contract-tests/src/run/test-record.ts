/** One test of a run as the reports read it: its suite and name, its state, and why it failed or was skipped. */
import type { MismatchCause } from "../verdicts/mismatch.js";

export type TestState = "passed" | "failed" | "skipped" | "pending";

export interface TestRecord {
  suite: string;
  /** The test's full name inside its file (`describe › it`). */
  name: string;
  state: TestState;
  /** The reason given to `ctx.skip(reason)`; undefined for a test skipped by a filter. */
  note?: string | undefined;
  errors: string[];
  /** The answer's fault behind each error (AnswerMismatch), when known: what failures are grouped by. */
  causes?: (MismatchCause | undefined)[] | undefined;
  /** The error class of each error (`AnswerMismatch`, `AssertionError`). */
  errorNames?: string[] | undefined;
  /** Milliseconds. */
  duration?: number | undefined;
}

export const NOT_SELECTED = "not selected by the filters of this run (--suite, --tag, --shard)";

/** Why a test was skipped: its own reason, or the filters (light: the CLI's quick answers write junit with it). */
export const skipReason = (record: TestRecord): string => record.note ?? NOT_SELECTED;
