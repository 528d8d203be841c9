/**
 * Reading the reports directories of shards for `merge-reports`, and refusing a set that cannot be merged: a
 * missing directory, one that is not a shard's report, shards of different runs (or judged against different
 * overlays), a shard given twice or missing.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { UsageError } from "../cli/args.js";
import type { CoverageReport } from "../coverage/report.js";
import { OVERLAID_SPEC_DIR } from "../overlay/run-overlays.js";
import type { DriftReport } from "../verdicts/drift-report.js";
import type { CleanupReport } from "./cleanup-report.js";
import { RUN_FILE } from "./reports-dir.js";
import { RUN_FORMAT, type RunRecord, type Shard } from "./run-record.js";

export interface ShardReports {
  dir: string;
  run: RunRecord & { shard: Shard };
  coverage: CoverageReport;
  drift: DriftReport;
  cleanup: CleanupReport | undefined;
  /** With --overlay: the digest of the bundles it judged against (`<dir>/spec/*.json`), when they are there. */
  overlaid?: string | undefined;
}

function readJson<T>(dir: string, file: string, what: string): T {
  const path = join(dir, file);
  if (!existsSync(path)) throw new UsageError(`${dir} has no ${file}: ${what}`);
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function isRunRecord(value: unknown): value is RunRecord {
  const record = value as Partial<RunRecord> | null;
  return record?.tool === "haulkit-contract" && Array.isArray(record.records) && typeof record.target === "object";
}

export function readShard(dir: string): ShardReports {
  if (!existsSync(dir)) throw new UsageError(`${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${dir} is not a directory`);
  if (!existsSync(join(dir, RUN_FILE))) {
    const hint = existsSync(join(dir, "junit.xml"))
      ? "the run could not start or predates run.json (its junit.xml says why)"
      : "not the --reports-dir of a haulkit-contract run";
    throw new UsageError(`${dir} is not a shard's reports: no ${RUN_FILE} (${hint})`);
  }
  const run = readJson<unknown>(dir, RUN_FILE, "");
  if (!isRunRecord(run)) throw new UsageError(`${join(dir, RUN_FILE)} is not the run record of haulkit-contract`);
  if (run.format !== RUN_FORMAT) {
    throw new UsageError(`${join(dir, RUN_FILE)} has format ${run.format}; this merge-reports reads ${RUN_FORMAT}`);
  }
  if (run.shard === null) throw new UsageError(`${dir} is the report of a run without --shard: nothing to merge`);
  return {
    dir,
    run: run as RunRecord & { shard: Shard },
    coverage: readJson<CoverageReport>(dir, "coverage.json", "the run did not finish"),
    drift: readJson<DriftReport>(dir, "drift.json", "the run did not finish"),
    cleanup: existsSync(join(dir, "cleanup.json")) ? readJson<CleanupReport>(dir, "cleanup.json", "") : undefined,
    overlaid: run.overlays ? overlaidDigest(join(dir, OVERLAID_SPEC_DIR)) : undefined,
  };
}

/** The sha-256 of the overlaid bundles a run kept, in name order; undefined when the directory is gone. */
function overlaidDigest(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const hash = createHash("sha256");
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort())
    hash
      .update(name)
      .update("\0")
      .update(readFileSync(join(dir, name)))
      .update("\0");
  return hash.digest("hex");
}

/** What a shard was judged against, for comparing (the bundles' digest, else the files) and for the message. */
function overlaysOf(shard: ShardReports): { key: string; shown: string } {
  const overlays = shard.run.overlays;
  if (!overlays) return { key: "", shown: "no --overlay" };
  const shown = `--overlay ${overlays.files.map((file) => basename(file)).join(", ")}`;
  return { key: shard.overlaid ?? overlays.files.join("\n"), shown };
}

/** Shards judged against different specs are not one run: their drift and failures mean different things. */
function checkSameOverlays(first: ShardReports, shard: ShardReports): void {
  const [mine, theirs] = [overlaysOf(shard), overlaysOf(first)];
  if (mine.key === theirs.key) return;
  const contents = mine.shown === theirs.shown ? " (the same names, other contents)" : "";
  throw new UsageError(
    `${shard.dir} was judged against other overlays than ${first.dir}: ${mine.shown} there, ${theirs.shown} here${contents}; merge shards run with the same --overlay files`,
  );
}

/** What every shard of one run shares; two shards differing here are of different runs. */
function runIdentity(run: RunRecord): Record<string, string> {
  const { kind, shipperUrl, pricingUrl } = run.target;
  return {
    target: [kind, shipperUrl, pricingUrl].filter(Boolean).join(" "),
    "shard count": String(run.shard?.count),
    suites: run.selection.suites.join(","),
    tags: run.selection.tags.join(" && ") || "(none)",
    "--strict": String(run.selection.strict),
    version: run.version,
    "CI run": run.ci ? `${run.ci.runId} attempt ${run.ci.runAttempt ?? "1"}` : "(not in CI)",
  };
}

/** Throws a UsageError naming the first problem; returns the shards in shard order. */
export function checkShards(shards: readonly ShardReports[]): ShardReports[] {
  const [first, ...rest] = shards;
  if (!first) throw new UsageError("merge-reports needs the reports directory of each shard");
  const seenDirs = new Map<string, string>();
  for (const shard of shards) {
    const real = existsSync(shard.dir) ? realpathSync(shard.dir) : shard.dir;
    const earlier = seenDirs.get(real);
    if (earlier) throw new UsageError(`${shard.dir} is given twice (also as ${earlier})`);
    seenDirs.set(real, shard.dir);
  }
  const expected = runIdentity(first.run);
  for (const shard of rest) {
    const identity = runIdentity(shard.run);
    for (const [key, value] of Object.entries(expected)) {
      if (identity[key] !== value) {
        throw new UsageError(
          `${shard.dir} is a shard of another run than ${first.dir}: ${key} ${identity[key]} there, ${value} here`,
        );
      }
    }
    checkSameOverlays(first, shard);
  }
  const byIndex = new Map<number, ShardReports>();
  for (const shard of shards) {
    const other = byIndex.get(shard.run.shard.index);
    const label = `${shard.run.shard.index}/${shard.run.shard.count}`;
    if (other) throw new UsageError(`shard ${label} is given twice: ${other.dir} and ${shard.dir}`);
    byIndex.set(shard.run.shard.index, shard);
  }
  const count = first.run.shard.count;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) {
    throw new UsageError(
      `shard ${missing.map((index) => `${index}/${count}`).join(", ")} missing: every shard of the run is needed`,
    );
  }
  return [...shards].sort((a, b) => a.run.shard.index - b.run.shard.index);
}
