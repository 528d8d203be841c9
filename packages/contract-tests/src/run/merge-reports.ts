/**
 * `haulkit-contract merge-reports --out <dir> <shard-dir>...`: the reports of a run's shards merged into one set
 * (junit.xml, failures.md, drift, coverage, cleanup, run.json), the merged summary printed, and the exit code: 1
 * when a shard failed or the coverage gate fails on the merged coverage, else 0.
 */
import { existsSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type MergeArgs, UsageError } from "../cli/args.js";
import { coverageGate, exercised, unionRecords } from "../coverage/merge.js";
import { computeCoverage, coverageLine, writeCoverage } from "../coverage/report.js";
import { type DriftRecord, driftKey } from "../verdicts/drift-recorder.js";
import { groupDrift, writeDrift } from "../verdicts/drift-report.js";
import { groupFailures, writeFailures } from "../verdicts/failure-groups.js";
import { writeJunit } from "../verdicts/junit.js";
import { type CleanupReport, cleanupLine } from "./cleanup-report.js";
import { clearReports } from "./reports-dir.js";
import { type RunRecord, writeRunRecord } from "./run-record.js";
import { checkShards, readShard, type ShardReports } from "./shard-reports.js";
import { skipReason, summarize } from "./summary.js";
import { verdictLines } from "./verdict-lines.js";

/** Every shard's drift findings added up by kind (the first example kept). */
export function mergeDrift(shards: readonly ShardReports[]): DriftRecord[] {
  const merged = new Map<string, DriftRecord>();
  for (const shard of shards) {
    for (const finding of shard.drift.gaps.flatMap((group) => group.findings)) {
      const key = driftKey(finding);
      const known = merged.get(key);
      if (known) known.count += finding.count;
      else merged.set(key, { ...finding });
    }
  }
  return [...merged.values()];
}

function mergeCleanup(shards: readonly ShardReports[]): CleanupReport | undefined {
  const reports = shards.flatMap((shard) => (shard.cleanup ? [shard.cleanup] : []));
  if (reports.length === 0) return undefined;
  return {
    undone: reports.reduce((sum, report) => sum + report.undone, 0),
    left: reports.flatMap((report) => report.left),
  };
}

const shardLabel = (shard: ShardReports) => `shard ${shard.run.shard.index}/${shard.run.shard.count}`;

export async function mergeReports(args: MergeArgs, print: (text: string) => void): Promise<number> {
  const shards = checkShards(args.dirs.map(readShard));
  const out = args.out;
  const realOut = existsSync(out) ? realpathSync(out) : out;
  for (const shard of shards) {
    if (realpathSync(shard.dir) === realOut) {
      throw new UsageError(`--out ${out} is the reports directory of ${shardLabel(shard)}: merge into another one`);
    }
  }
  const first = shards[0] as ShardReports;
  clearReports(out);
  const records = shards.flatMap((shard) => shard.run.records);
  const runErrors = shards.flatMap((shard) => shard.run.runErrors.map((error) => `${shardLabel(shard)}: ${error}`));
  const seconds = shards.reduce(
    (longest, shard) => Math.max(longest, (Date.parse(shard.run.finishedAt) - Date.parse(shard.run.startedAt)) / 1000),
    0,
  );

  print(`merged ${shards.length} shard(s) of one run: ${shards.map((shard) => shard.dir).join(", ")}`);
  // The summary's head line names the merge, and its time is the longest shard's (they ran side by side).
  const summary = summarize(records, seconds, runErrors).split("\n");
  summary[1] = `${summary[1]?.replace("haulkit contract:", "haulkit contract (merged):")} (the longest shard)`;
  print(summary.join("\n"));
  const coverage = writeCoverage(out, computeCoverage(unionRecords(shards.map((shard) => exercised(shard.coverage)))));
  print(coverageLine(coverage));
  const gate = coverageGate(
    {
      allSuites: first.run.selection.allSuites,
      tags: first.run.selection.tags,
      capabilities: first.run.target.capabilities,
    },
    coverage,
  );
  print(gate.line);
  const cleanup = mergeCleanup(shards);
  if (cleanup) {
    writeFileSync(join(out, "cleanup.json"), `${JSON.stringify(cleanup, null, 2)}\n`);
    print(cleanupLine(cleanup));
  }
  writeJunit(out, records, runErrors, skipReason);
  const groups = groupFailures(records);
  writeFailures(out, groups, runErrors);
  const drift = writeDrift(out, groupDrift(mergeDrift(shards)));
  const failedShards = shards.filter((shard) => shard.run.exitCode !== 0);
  const merged: RunRecord = {
    ...first.run,
    shard: null,
    mergedShards: shards.length,
    startedAt: shards.map((shard) => shard.run.startedAt).sort()[0] as string,
    finishedAt: shards
      .map((shard) => shard.run.finishedAt)
      .sort()
      .at(-1) as string,
    exitCode: failedShards.length > 0 || !gate.passed || records.length === 0 ? 1 : 0,
    records,
    runErrors,
    drift: drift.count,
  };
  writeRunRecord(out, merged);
  print(`reports: ${out} (junit.xml, failures.md, drift.json, drift.md, coverage.json, coverage.md, run.json)`);
  for (const line of verdictLines(groups, drift, first.run.selection.strict, runErrors.length)) print(line);
  if (records.length === 0) print("no test ran in any shard");
  if (failedShards.length > 0) {
    print(
      `shards failed: ${failedShards.map((shard) => `${shardLabel(shard)} (exit ${shard.run.exitCode})`).join(", ")}`,
    );
  }
  return merged.exitCode;
}
