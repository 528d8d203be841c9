/**
 * The reliability report: one result per part (fuzz, auth matrix, webhook faults, client faults, limits, slow
 * clients, upload burst, token churn, bad numbers), the
 * counters the table shows, and the verdict. A part that crashed counts as a failure.
 */

export const PART_NAMES = [
  "fuzz",
  "auth-matrix",
  "webhook-faults",
  "client-faults",
  "limits",
  "slow-clients",
  "upload-burst",
  "token-churn",
  "bad-numbers",
] as const;
export type PartName = (typeof PART_NAMES)[number];

export interface Counters {
  requestsFuzzed: number;
  /** Answers with a 5xx status (or no answer at all) from the target under test. */
  serverErrors: number;
  /** Broken store invariants: forbidden pairs, second counter offers, cross-organisation reads, inexact pages. */
  invariantBreaks: number;
  /** Faults injected on purpose (failing receivers, resets, timeouts, 429 storms, expired tokens...). */
  faultsInjected: number;
  /** Injected faults the code under test did not handle as documented. */
  faultsMishandled: number;
  /** Webhook events not delivered (nor still retried) or missing from the delivery log. */
  eventsLost: number;
  /** Secrets (client secret, token, API key) found in an answer, an error, a log line or the report. */
  secretsLeaked: number;
  /** Other check failures: non-conforming answers, auth matrix statuses, limits. */
  otherFailures: number;
}

export function emptyCounters(): Counters {
  return {
    requestsFuzzed: 0,
    serverErrors: 0,
    invariantBreaks: 0,
    faultsInjected: 0,
    faultsMishandled: 0,
    eventsLost: 0,
    secretsLeaked: 0,
    otherFailures: 0,
  };
}

export interface PartResult {
  name: PartName;
  status: "passed" | "failed" | "crashed";
  durationMs: number;
  /** One line for the console. */
  summary: string;
  counters: Partial<Counters>;
  /** What failed, one line each (capped). */
  failures: string[];
  /** The part's own report (written to the JSON file). */
  details?: unknown;
  /** The exception of a crashed part. */
  error?: string;
}

export interface ReliabilityReport {
  seed: number;
  startedAt: string;
  durationMs: number;
  counters: Counters;
  parts: PartResult[];
  passed: boolean;
}

/** Counters that fail the run when not zero. */
export const FAILING_COUNTERS = [
  "serverErrors",
  "invariantBreaks",
  "faultsMishandled",
  "eventsLost",
  "secretsLeaked",
  "otherFailures",
] as const satisfies readonly (keyof Counters)[];

export function totalCounters(parts: readonly PartResult[]): Counters {
  const total = emptyCounters();
  for (const part of parts) {
    for (const key of Object.keys(total) as (keyof Counters)[]) total[key] += part.counters[key] ?? 0;
  }
  return total;
}

/** A part passes when none of its failing counters is set and it did not crash. */
export function partStatus(counters: Partial<Counters>, failures: readonly string[]): PartResult["status"] {
  return FAILING_COUNTERS.some((key) => (counters[key] ?? 0) > 0) || failures.length > 0 ? "failed" : "passed";
}

export function buildReport(seed: number, startedAt: Date, parts: PartResult[]): ReliabilityReport {
  const counters = totalCounters(parts);
  const passed =
    parts.every((part) => part.status === "passed") && FAILING_COUNTERS.every((key) => counters[key] === 0);
  return {
    seed,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    counters,
    parts,
    passed,
  };
}

const number = (value: number) => value.toLocaleString("en-US");

/** The table of the six headline numbers (and the other failures), then one line per part. */
export function formatTable(report: ReliabilityReport): string {
  const c = report.counters;
  const rows: [string, string, string][] = [
    ["requests fuzzed", number(c.requestsFuzzed), "-"],
    ["5xx seen", number(c.serverErrors), c.serverErrors === 0 ? "ok" : "FAIL"],
    ["invariant breaks", number(c.invariantBreaks), c.invariantBreaks === 0 ? "ok" : "FAIL"],
    [
      "faults injected",
      `${number(c.faultsInjected)} (${number(c.faultsMishandled)} mishandled)`,
      c.faultsMishandled === 0 ? "ok" : "FAIL",
    ],
    ["events lost", number(c.eventsLost), c.eventsLost === 0 ? "ok" : "FAIL"],
    ["secrets leaked", number(c.secretsLeaked), c.secretsLeaked === 0 ? "ok" : "FAIL"],
    ["other check failures", number(c.otherFailures), c.otherFailures === 0 ? "ok" : "FAIL"],
  ];
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((row) => row[i]?.length ?? 0), ["metric", "value", "verdict"][i]?.length ?? 0),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const out = [
    line(["metric", "value", "verdict"]),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.map(line),
  ];
  out.push("");
  for (const part of report.parts) {
    out.push(
      `${part.status.toUpperCase().padEnd(7)} ${part.name.padEnd(15)} ${part.summary} (${(part.durationMs / 1000).toFixed(1)} s)`,
    );
    if (part.error) out.push(`        crashed: ${part.error}`);
    for (const failure of part.failures.slice(0, 8)) out.push(`        - ${failure}`);
    if (part.failures.length > 8) out.push(`        ... and ${part.failures.length - 8} more (see the JSON report)`);
  }
  out.push("");
  out.push(`seed ${report.seed} (replay: --seed ${report.seed}) -> ${report.passed ? "PASSED" : "FAILED"}`);
  return out.join("\n");
}
