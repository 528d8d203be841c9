/**
 * Known failures: `--write-baseline <file>` records the run's failure groups by cause (operation, status, pointer,
 * error id, or a message's head without its values: failure-groups.ts), never by message text; `--baseline <file>`
 * (repeatable, HAULKIT_BASELINE) turns a later failure of a recorded cause into a known one (skipped, "known
 * failure: <cause>"), while any other failure still fails the run. A recorded cause that no longer occurs is fixed:
 * reported so the baseline shrinks (with --strict it fails the run).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { UsageError } from "../cli/args.js";
import type { TestRecord } from "../run/test-record.js";
import { type FailureGroup, groupFailures } from "../verdicts/failure-groups.js";

export const BASELINE_FORMAT = 1;
export const KNOWN_PREFIX = "known failure: ";

export interface BaselineEntry {
  cause: string;
  /** How many tests failed of it when it was recorded (for the reader; not compared). */
  count: number;
  tests: string[];
}

export interface BaselineFile {
  tool: "haulkit-contract";
  baseline: number;
  causes: BaselineEntry[];
}

/** Writes the run's failure groups as a baseline (sorted by cause: the same failures give the same file). */
export function writeBaseline(file: string, groups: readonly FailureGroup[]): void {
  const causes = [...groups]
    .sort((a, b) => a.cause.localeCompare(b.cause))
    .map((group) => ({ cause: group.cause, count: group.count, tests: [...group.tests].sort() }));
  const doc: BaselineFile = { tool: "haulkit-contract", baseline: BASELINE_FORMAT, causes };
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

/** The causes of every baseline file (a file that is not one is a usage error, exit 2). */
export function readBaselines(files: readonly string[], cwd = process.cwd()): Set<string> {
  const causes = new Set<string>();
  for (const file of files) {
    const name = relative(cwd, file) || file;
    let doc: Partial<BaselineFile>;
    try {
      doc = JSON.parse(readFileSync(file, "utf8")) as Partial<BaselineFile>;
    } catch (error) {
      throw new UsageError(`baseline ${name} cannot be read: ${(error as Error).message}`);
    }
    if (doc.baseline !== BASELINE_FORMAT || !Array.isArray(doc.causes)) {
      throw new UsageError(`baseline ${name} is not a haulkit-contract baseline (write one with --write-baseline)`);
    }
    for (const entry of doc.causes) {
      if (typeof entry?.cause !== "string") throw new UsageError(`baseline ${name}: an entry without a cause`);
      causes.add(entry.cause);
    }
  }
  return causes;
}

export interface BaselineVerdict {
  /** The records with each known failure turned into a skip naming its cause. */
  records: TestRecord[];
  /** The failure groups the baseline knows. */
  known: FailureGroup[];
  /** Baseline causes that did not occur. */
  fixed: string[];
}

export function judgeBaseline(records: readonly TestRecord[], causes: ReadonlySet<string>): BaselineVerdict {
  const groups = groupFailures(records);
  const known = groups.filter((group) => causes.has(group.cause));
  const knownTests = new Map(known.flatMap((group) => group.tests.map((test) => [test, group.cause] as const)));
  const judged = records.map((record) => {
    const cause = knownTests.get(`${record.suite} › ${record.name}`);
    if (cause === undefined || (record.state !== "failed" && record.state !== "pending")) return record;
    return { ...record, state: "skipped" as const, note: `${KNOWN_PREFIX}${cause}` };
  });
  const seen = new Set(groups.map((group) => group.cause));
  return { records: judged, known, fixed: [...causes].filter((cause) => !seen.has(cause)).sort() };
}

/** The console lines (and failures.md section) of the known and fixed entries. */
export function baselineLines(verdict: BaselineVerdict, strict: boolean): string[] {
  const lines: string[] = [];
  const tests = verdict.known.reduce((sum, group) => sum + group.count, 0);
  if (verdict.known.length > 0) {
    lines.push(
      `known failures (baseline): ${tests} test(s) in ${verdict.known.length} group(s), not failing this run:`,
    );
    for (const group of verdict.known) lines.push(`  ~ ${group.cause} (${group.count})`);
  }
  if (verdict.fixed.length > 0) {
    const effect = strict ? "failing this run (mode strict)" : "remove them from the baseline";
    lines.push(`fixed (in the baseline, no longer failing): ${verdict.fixed.length}, ${effect}:`);
    for (const cause of verdict.fixed) lines.push(`  ✓ ${cause}: fixed — remove it from the baseline`);
  }
  return lines;
}

export function knownMarkdown(verdict: BaselineVerdict, strict: boolean): string {
  if (verdict.known.length === 0 && verdict.fixed.length === 0) return "";
  const lines = ["", "# Known failures (baseline)", ""];
  for (const group of verdict.known) {
    lines.push(`## ${group.cause} (${group.count})`, "", "```", group.example, "```", "");
    for (const test of group.tests) lines.push(`- ${test}`);
    lines.push("");
  }
  if (verdict.fixed.length > 0) {
    lines.push(`## Fixed${strict ? " (failing this run: --strict)" : ""}`, "");
    for (const cause of verdict.fixed) lines.push(`- ${cause}: fixed — remove it from the baseline`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
