/**
 * The console summary of a run: counts, failures grouped by cause (each group with an example message and the
 * tests it hit), every skip grouped by its reason, time.
 */
import { groupFailures } from "../verdicts/failure-groups.js";
import { outcomeCounts, outcomeMark, suiteOutcome, suiteOutcomes } from "./suite-outcome.js";
import { isLostNote } from "./target-lost.js";
import { NOT_SELECTED, skipReason, type TestRecord, type TestState } from "./test-record.js";

export type { TestRecord, TestState } from "./test-record.js";

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const MESSAGE_LINES = 8;
const TESTS_SHOWN = 5;

export function totals(records: readonly TestRecord[]): Totals {
  const count = (state: TestState) => records.filter((record) => record.state === state).length;
  return { passed: count("passed"), failed: count("failed") + count("pending"), skipped: count("skipped") };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

export function countsLine(t: Totals): string {
  return [`${t.passed} passed`, `${t.failed} failed`, `${t.skipped} skipped`].join(", ");
}

/** One progress line per finished suite file, marked by its outcome (suite-outcome.ts). */
export function suiteLine(suite: string, records: readonly TestRecord[], seconds: number, colour = false): string {
  const outcome = suiteOutcome(records);
  const mark = outcomeMark(outcome, colour);
  const said = outcome === "all skipped" || outcome === "not run" ? ` (${outcome})` : "";
  return `  ${mark} ${suite.padEnd(20)} ${`${countsLine(totals(records))}${said}`.padEnd(40)} ${seconds.toFixed(1)} s`;
}

/** `3 suites: 1 passed, 1 failed, 1 all skipped`. */
function suitesPart(records: readonly TestRecord[]): string {
  const outcomes = suiteOutcomes(records);
  return outcomes.size === 0 ? "0 suites" : `${plural(outcomes.size, "suite")}: ${outcomeCounts(outcomes.values())}`;
}

function indent(text: string, prefix: string): string[] {
  return text
    .split("\n")
    .slice(0, MESSAGE_LINES)
    .map((line) => `${prefix}${line}`);
}

export function summarize(records: readonly TestRecord[], seconds: number, runErrors: readonly string[] = []): string {
  const t = totals(records);
  const lines = ["", `haulkit contract: ${countsLine(t)} (${suitesPart(records)}) in ${seconds.toFixed(1)} s`];
  const groups = groupFailures(records);
  if (groups.length > 0) {
    const failed = groups.reduce((sum, group) => sum + group.count, 0);
    lines.push("", `Failed (${failed}), by cause (${plural(groups.length, "group")}; all in failures.md):`);
    for (const group of groups) {
      lines.push(`  ✗ ${group.cause} (${group.count})`);
      lines.push(...indent(group.example, "      "));
      for (const test of group.tests.slice(0, TESTS_SHOWN)) lines.push(`    - ${test}`);
      if (group.tests.length > TESTS_SHOWN) lines.push(`    - … and ${group.tests.length - TESTS_SHOWN} more`);
    }
  }
  const skipped = records.filter((record) => record.state === "skipped");
  if (skipped.length > 0) {
    const byReason = new Map<string, TestRecord[]>();
    for (const record of skipped) {
      const reason = skipReason(record);
      byReason.set(reason, [...(byReason.get(reason) ?? []), record]);
    }
    lines.push("", `Skipped (${skipped.length}), by reason:`);
    for (const [reason, list] of byReason) {
      lines.push(`  ${reason} (${list.length}):`);
      if (isLostNote(reason)) lines.push(`    suites: ${[...new Set(list.map((record) => record.suite))].join(", ")}`);
      else if (reason !== NOT_SELECTED) for (const record of list) lines.push(`    - ${record.suite} › ${record.name}`);
    }
  }
  if (runErrors.length > 0) {
    lines.push("", `Errors outside the tests (${runErrors.length}):`);
    for (const error of runErrors) lines.push(...indent(error, "  "));
  }
  return lines.join("\n");
}
