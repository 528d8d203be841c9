/**
 * `run.json`: what `merge-reports` needs of a run beyond its reports: which shard of which run it was (target,
 * selection, CI run), its exit code, and every test record (junit.xml and failures.md are rebuilt from them).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Capabilities } from "../target/capabilities.js";
import type { Reach } from "./reach.js";
import { RUN_FILE } from "./reports-dir.js";
import { PACKAGE_DIR } from "./suites.js";
import type { TestRecord } from "./summary.js";
import type { TargetLoss } from "./target-lost.js";

export const RUN_FORMAT = 1;

export interface Shard {
  index: number;
  count: number;
}

export interface RunRecord {
  tool: "haulkit-contract";
  format: number;
  version: string;
  /** Null for a run without --shard (and for merged shards). */
  shard: Shard | null;
  /** How many shards `merge-reports` merged into this record. */
  mergedShards?: number;
  /** The embedded sandboxes (new ports each run) or the configured target's URLs. */
  target: { kind: "embedded" | "external"; shipperUrl?: string; pricingUrl?: string; capabilities: Capabilities };
  /** `suites` as selected (every suite when none was named); `allSuites` when none was named. */
  selection: { suites: string[]; allSuites: boolean; tags: string[]; strict: boolean };
  /** The GitHub Actions run the shard belongs to, when it ran there. */
  ci?: { runId: string; runAttempt: string | undefined; sha: string | undefined } | undefined;
  startedAt: string;
  finishedAt: string;
  exitCode: number;
  records: TestRecord[];
  runErrors: string[];
  /** Drift findings counted in drift.json. */
  drift: number;
  /** `--overlay`: the files applied, and each action that overrides a documented fact. */
  overlays?: { files: string[]; factOverrides: string[] };
  /** The target (shipper or pricing) that stopped answering during the run, if one did (then the exit code is 2). */
  targetLost?:
    | (TargetLoss & {
        suitesNotRun: string[];
        answeredAgainAt: string | null;
        /** merge-reports: the shards that lost it. */
        shards?: Shard[];
      })
    | null;
  /** Per suite what ran, and what each missing need would add (reach.ts). */
  reach?: Reach;
}

/** `2/3` as a Shard (the CLI has checked its shape). */
export function parseShard(text: string | undefined): Shard | null {
  if (text === undefined) return null;
  const [index, count] = text.split("/").map(Number) as [number, number];
  return { index, count };
}

/** The GitHub Actions run from its environment variables, if any. */
export function ciRun(env: NodeJS.ProcessEnv): RunRecord["ci"] {
  const runId = env.GITHUB_RUN_ID;
  return runId ? { runId, runAttempt: env.GITHUB_RUN_ATTEMPT, sha: env.GITHUB_SHA } : undefined;
}

/** A URL as run.json keeps it: without a user name or password (never a secret in a report). */
export function withoutUserInfo(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    return parsed.toString().replace(/\/$/, "");
  } catch {
    return undefined;
  }
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version;
}

export function writeRunRecord(reportsDir: string, record: RunRecord): void {
  writeFileSync(join(reportsDir, RUN_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
