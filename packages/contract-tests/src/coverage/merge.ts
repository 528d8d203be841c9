/**
 * Coverage across the shards of a run: a pair or action exercised by any shard is exercised; the merged report is
 * computed against this package's spec. Plus the coverage gate a merged run must pass.
 */
import type { Capabilities } from "../target/capabilities.js";
import type { CoverageRecords } from "./recorder.js";
import type { CoverageReport, Tally } from "./report.js";

/** What one coverage.json says was exercised, as records (`operationId status` pairs and actions). */
export function exercised(report: CoverageReport): CoverageRecords {
  const rows = [...report.details.operations, ...report.details.helpers];
  const responses = rows.flatMap((row) =>
    row.responses.filter((r) => r.covered).map((r) => `${row.operationId} ${r.status}`),
  );
  const webhooks = report.details.webhooks.filter((row) => row.covered).map((row) => row.action);
  return { responses: [...responses, ...report.undocumented], webhooks };
}

/** The union of several shards' records, sorted. */
export function unionRecords(list: readonly CoverageRecords[]): CoverageRecords {
  const responses = new Set(list.flatMap((records) => records.responses));
  const webhooks = new Set(list.flatMap((records) => records.webhooks));
  return { responses: [...responses].sort(), webhooks: [...webhooks].sort() };
}

export interface GateScope {
  /** Every suite ran (none named). */
  allSuites: boolean;
  tags: readonly string[];
  capabilities: Capabilities;
}

export interface GateVerdict {
  applies: boolean;
  passed: boolean;
  /** One line for the console. */
  line: string;
}

/**
 * The coverage gate: a run of every suite, no --tag, against a target with every capability (the embedded
 * sandbox can do all) must exercise every operation, documented response and webhook action. Another run can
 * only report its coverage: what it could not reach depends on the target and the filters.
 */
export function coverageGate(scope: GateScope, report: CoverageReport): GateVerdict {
  const lacking = Object.entries(scope.capabilities)
    .filter(([, on]) => !on)
    .map(([name]) => name);
  const why = [
    ...(scope.allSuites ? [] : ["--suite"]),
    ...(scope.tags.length > 0 ? ["--tag"] : []),
    ...(lacking.length > 0 ? [`the target lacks ${lacking.join(", ")}`] : []),
  ];
  if (why.length > 0) {
    return {
      applies: false,
      passed: true,
      line: `coverage gate: not applied (the run was narrowed: ${why.join("; ")})`,
    };
  }
  const short = (
    [
      ["operations", report.operations],
      ["responses", report.responses],
      ["webhooks", report.webhooks],
    ] as Array<[string, Tally]>
  ).filter(([, tally]) => tally.covered < tally.total);
  if (short.length === 0) return { applies: true, passed: true, line: "coverage gate: passed (everything covered)" };
  const missing = short.map(([label, tally]) => `${label} ${tally.total - tally.covered} of ${tally.total}`).join(", ");
  return { applies: true, passed: false, line: `coverage gate: FAILED, not exercised: ${missing} (coverage.md)` };
}
