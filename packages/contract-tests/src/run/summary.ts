/** The console summary of a run: counts, every failure with its message, every skip grouped by its reason, time. */

export type TestState = "passed" | "failed" | "skipped" | "pending";

export interface TestRecord {
  suite: string;
  /** The test's full name inside its file (`describe › it`). */
  name: string;
  state: TestState;
  /** The reason given to `ctx.skip(reason)`; undefined for a test skipped by a filter. */
  note?: string | undefined;
  errors: string[];
}

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const NOT_SELECTED = "not selected by the filters of this run (--suite, --tag, --shard)";
const MESSAGE_LINES = 8;

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

/** One progress line per finished suite file. */
export function suiteLine(suite: string, records: readonly TestRecord[], seconds: number): string {
  const t = totals(records);
  const mark = t.failed > 0 ? "✗" : "✓";
  return `  ${mark} ${suite.padEnd(20)} ${countsLine(t).padEnd(40)} ${seconds.toFixed(1)} s`;
}

function indent(text: string, prefix: string): string[] {
  return text
    .split("\n")
    .slice(0, MESSAGE_LINES)
    .map((line) => `${prefix}${line}`);
}

export function summarize(records: readonly TestRecord[], seconds: number, runErrors: readonly string[] = []): string {
  const t = totals(records);
  const suites = new Set(records.map((record) => record.suite)).size;
  const lines = ["", `haulkit contract: ${countsLine(t)} (${plural(suites, "suite")}) in ${seconds.toFixed(1)} s`];
  const failed = records.filter((record) => record.state === "failed" || record.state === "pending");
  if (failed.length > 0) {
    lines.push("", `Failed (${failed.length}):`);
    for (const record of failed) {
      lines.push(`  ✗ ${record.suite} › ${record.name}`);
      for (const error of record.errors.length > 0 ? record.errors : ["did not finish"]) {
        lines.push(...indent(error, "      "));
      }
    }
  }
  const skipped = records.filter((record) => record.state === "skipped");
  if (skipped.length > 0) {
    const byReason = new Map<string, TestRecord[]>();
    for (const record of skipped) {
      const reason = record.note ?? NOT_SELECTED;
      byReason.set(reason, [...(byReason.get(reason) ?? []), record]);
    }
    lines.push("", `Skipped (${skipped.length}), by reason:`);
    for (const [reason, list] of byReason) {
      lines.push(`  ${reason} (${list.length}):`);
      if (reason !== NOT_SELECTED) for (const record of list) lines.push(`    - ${record.suite} › ${record.name}`);
    }
  }
  if (runErrors.length > 0) {
    lines.push("", `Errors outside the tests (${runErrors.length}):`);
    for (const error of runErrors) lines.push(...indent(error, "  "));
  }
  return lines.join("\n");
}
