/**
 * What happened to a suite file, as its progress line and the closing line say it: passed (some tests ran, none
 * failed), failed, all skipped (none ran: the target lacks what they need, or the filters left them out), or not
 * run (tests that never got to run because a setup step failed or the target was lost, none failed).
 */
import type { TestRecord } from "./test-record.js";

export type SuiteOutcome = "passed" | "failed" | "all skipped" | "not run";

export const SUITE_OUTCOMES: readonly SuiteOutcome[] = ["passed", "failed", "all skipped", "not run"];

/** The prefix of a skip reason that means the test never got to run (not a capability the target lacks). */
export const NOT_RUN = "not run: ";

const MARKS: Record<SuiteOutcome, { mark: string; colour: string }> = {
  passed: { mark: "✓", colour: "\u001b[32m" },
  failed: { mark: "✗", colour: "\u001b[31m" },
  "all skipped": { mark: "○", colour: "\u001b[33m" },
  "not run": { mark: "–", colour: "\u001b[90m" },
};

export function suiteOutcome(records: readonly TestRecord[]): SuiteOutcome {
  if (records.some((record) => record.state === "failed" || record.state === "pending")) return "failed";
  if (records.some((record) => record.state === "skipped" && record.note?.startsWith(NOT_RUN))) return "not run";
  return records.some((record) => record.state === "passed") ? "passed" : "all skipped";
}

/** The outcome's marker, in its colour when `colour` is on. */
export function outcomeMark(outcome: SuiteOutcome, colour = false): string {
  const { mark, colour: code } = MARKS[outcome];
  return colour ? `${code}${mark}\u001b[39m` : mark;
}

/** The outcome of every suite of the records, by suite name. */
export function suiteOutcomes(records: readonly TestRecord[]): Map<string, SuiteOutcome> {
  const bySuite = new Map<string, TestRecord[]>();
  for (const record of records) bySuite.set(record.suite, [...(bySuite.get(record.suite) ?? []), record]);
  return new Map([...bySuite].map(([suite, list]) => [suite, suiteOutcome(list)]));
}

/** `12 passed, 1 failed, 3 all skipped, 17 not run` (suites; an outcome no suite had is left out). */
export function outcomeCounts(outcomes: Iterable<SuiteOutcome>): string {
  const list = [...outcomes];
  return SUITE_OUTCOMES.map((outcome) => [outcome, list.filter((found) => found === outcome).length] as const)
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(", ");
}
