/**
 * `haulkit-contract merge-reports --out <dir> <shard-dir>...`: the reports of a run's shards merged into one set
 * (junit.xml, failures.md, drift, coverage, cleanup, run.json), the merged summary printed, and the exit code: 2
 * when a shard lost its target (`targetLost`, carried into the merged run.json with the shards that lost it), 1 when
 * a shard failed or the coverage gate fails on the merged coverage, else 0.
 */

import { existsSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type MergeArgs, UsageError } from "../cli/args.js";
import { coverageGate, exercised, unionRecords } from "../coverage/merge.js";
import { computeCoverage, coverageLine, writeCoverage } from "../coverage/report.js";
import { overlayLine, targetHost, writeOverlays } from "../overlay/overlay-file.js";
import { type DriftRecord, driftKey } from "../verdicts/drift-recorder.js";
import { groupDrift, writeDrift } from "../verdicts/drift-report.js";
import { groupFailures, writeFailures } from "../verdicts/failure-groups.js";
import { writeJunit } from "../verdicts/junit.js";
import { type CleanupReport, cleanupLine } from "./cleanup-report.js";
import { suitesCutShort } from "./lost-records.js";
import { reachOf } from "./reach.js";
import { clearReports } from "./reports-dir.js";
import { type RunRecord, type Shard, writeRunRecord } from "./run-record.js";
import { checkShards, readShard, type ShardReports } from "./shard-reports.js";
import { summarize, type TestRecord } from "./summary.js";
import { lossLine } from "./target-lost.js";
import { skipReason } from "./test-record.js";
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

type MergedLoss = NonNullable<RunRecord["targetLost"]> & { shards: Shard[] };

/**
 * The target lost by one shard or more: the first loss (by time), the suites no shard ran because of it, the last
 * time it answered again (null when it did not in some shard), and the shards that lost it.
 */
export function mergeLoss(shards: readonly ShardReports[]): MergedLoss | null {
  const lost = shards
    .flatMap((shard) => (shard.run.targetLost ? [{ shard: shard.run.shard, loss: shard.run.targetLost }] : []))
    .sort((a, b) => a.loss.since.localeCompare(b.loss.since));
  const first = lost[0];
  if (!first) return null;
  const again = lost.map(({ loss }) => loss.answeredAgainAt);
  return {
    ...first.loss,
    suitesNotRun: [...new Set(lost.flatMap(({ loss }) => loss.suitesNotRun))].sort(),
    answeredAgainAt: again.includes(null) ? null : ((again.sort().at(-1) as string | undefined) ?? null),
    shards: lost.map(({ shard }) => shard),
  };
}

/** The loss line of the console and failures.md, naming the shards that lost the target. */
function mergedLossLine(loss: MergedLoss, records: readonly TestRecord[]): string {
  const where = loss.shards.map((shard) => `shard ${shard.index}/${shard.count}`).join(", ");
  const line = lossLine(loss, loss.suitesNotRun.length, loss.answeredAgainAt ?? undefined, suitesCutShort(records));
  return line.replace(/^target lost: /, `target lost in ${where}: `);
}

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
  const loss = mergeLoss(shards);
  const lost = loss ? mergedLossLine(loss, records) : undefined;
  writeFailures(out, groups, runErrors, lost);
  const drift = writeDrift(out, groupDrift(mergeDrift(shards)));
  const overlays = writeOverlays(out, drift, targetHost(first.run.target.shipperUrl));
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
    // A lost target is exit 2 in the merge as in the shard: the run proved nothing past it.
    exitCode: loss ? 2 : failedShards.length > 0 || !gate.passed || records.length === 0 ? 1 : 0,
    records,
    reach: reachOf(records),
    runErrors,
    drift: drift.count,
    targetLost: loss,
  };
  writeRunRecord(out, merged);
  print(`reports: ${out} (junit.xml, failures.md, drift.json, drift.md, coverage.json, coverage.md, run.json)`);
  if (overlays.files.length > 0) print(overlayLine(overlays));
  if (lost) print(lost);
  for (const line of verdictLines(groups, drift, first.run.selection.strict, runErrors.length)) print(line);
  if (records.length === 0) print("no test ran in any shard");
  if (failedShards.length > 0) {
    print(
      `shards failed: ${failedShards.map((shard) => `${shardLabel(shard)} (exit ${shard.run.exitCode})`).join(", ")}`,
    );
  }
  return merged.exitCode;
}
