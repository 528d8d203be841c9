/** The fuzz run as a part of the reliability report. */
import type { PartResult } from "../report.js";
import { partStatus } from "../report.js";
import { type FuzzOptions, type FuzzReport, runFuzz } from "./runner.js";

const OTHER_CHECKS = [
  "status_code_conformance",
  "response_schema_conformance",
  "negative_data_rejection",
  "positive_data_acceptance",
] as const;

export function fuzzPartResult(report: FuzzReport, durationMs: number): PartResult {
  const byCheck = report.failuresByCheck;
  const otherFailures =
    OTHER_CHECKS.reduce((sum, check) => sum + (byCheck[check] ?? 0), 0) +
    report.harnessErrors.length +
    (report.memory.withinCeiling ? 0 : 1);
  const failures = report.failures.map((failure) => {
    const first = failure.checks[0];
    const shrunk = failure.shrunk
      ? ` | shrunk (${failure.shrunk.shrinks} steps): ${JSON.stringify(failure.shrunk.request)}`
      : "";
    return `${first?.check} ${failure.operationId} (${failure.kind}${failure.defect ? `, ${failure.defect}` : ""}) HTTP ${failure.status}, case seed ${failure.seed} worker ${failure.worker}: ${first?.message.slice(0, 240)}${shrunk.slice(0, 700)}`;
  });
  failures.push(...report.invariants.breaks.map((text) => `invariant: ${text}`));
  failures.push(...report.harnessErrors.map((text) => `fuzzer error: ${text.split("\n")[0]}`));
  if (!report.memory.withinCeiling) {
    failures.push(`memory: resident set grew ${report.memory.growthMb} MB, ceiling ${report.memory.ceilingMb} MB`);
  }
  const counters = {
    requestsFuzzed: report.requests,
    serverErrors: report.serverErrors,
    invariantBreaks: report.invariants.breaks.length + (byCheck.no_foreign_data ?? 0),
    secretsLeaked: byCheck.no_secret_leak ?? 0,
    otherFailures,
  };
  const ended = report.stoppedBy === "requests" ? "request budget" : "time limit";
  return {
    name: "fuzz",
    status: partStatus(counters, failures),
    durationMs,
    summary: `${report.requests} requests (${report.accept.yes} valid, ${report.accept.no} invalid, ${report.accept.either} either) over ${report.operations} operations in ${(report.durationMs / 1000).toFixed(1)} s (stopped by the ${ended}); memory +${report.memory.growthMb} MB (ceiling ${report.memory.ceilingMb} MB)`,
    counters,
    failures,
    details: report,
  };
}

export async function fuzzPart(options: FuzzOptions): Promise<PartResult> {
  const started = performance.now();
  const report = await runFuzz(options);
  return fuzzPartResult(report, performance.now() - started);
}
