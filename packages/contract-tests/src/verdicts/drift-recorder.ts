/**
 * Worker side of drift: every contradicted assumption a check found, counted in memory and appended to
 * `<reports>/.drift/` as one JSON file per flush (merged by the CLI at the end, like coverage). With `--strict`
 * a drift is a failure of the check that found it.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { waivedGaps } from "../overlay/waivers.js";
import type { Drift, Verdict } from "../validation/verdict.js";
import type { Violation } from "../validation/violation.js";

export const DRIFT_DIR = ".drift";

/** One kind of drift with how often it was seen and the first example. */
export interface DriftRecord extends Drift {
  count: number;
  /** The request that met it first (`POST /v1/public/orders`), when known. */
  request?: string | undefined;
}

const records = new Map<string, DriftRecord>();
let strict = false;

/** `--strict`: drift fails the check that finds it. */
export function setStrict(on: boolean): void {
  strict = on;
}

export function driftKey(drift: Drift): string {
  // Array indexes differ between examples of one kind of drift.
  const pointer = drift.pointer.replace(/\/\d+(?=\/|$)/g, "/*");
  return [drift.gap, drift.where, pointer, drift.assumed.replace(/\/\d+(?=\/|\s|$)/g, "/*")].join("\u0000");
}

export function recordDrift(drift: Drift, request?: string): void {
  const key = driftKey(drift);
  const known = records.get(key);
  if (known) known.count += 1;
  else records.set(key, { ...drift, count: 1, ...(request ? { request } : {}) });
}

export function driftMessage(drift: Drift): string {
  return `contradicts assumption ${drift.gap}: assumed ${drift.assumed}, the target's ${drift.observed}`;
}

/**
 * Records the verdict's drift and returns what fails the check: the broken fact, or (with --strict) the first
 * contradicted assumption.
 */
export function settle(verdict: Verdict, request?: string): Violation | undefined {
  // A gap a reviewed overlay waives (x-haulkit-waived) is no drift.
  const waived = verdict.drift.length > 0 ? waivedGaps() : new Set<string>();
  const drifts = verdict.drift.filter((drift) => !waived.has(drift.gap));
  for (const drift of drifts) recordDrift(drift, request);
  if (verdict.fact) return verdict.fact;
  const first = drifts[0];
  if (!strict || !first) return undefined;
  const subject = first.status === undefined ? first.where : `${first.where} ${first.status}`;
  const problem = `${driftMessage(first)} (--strict)`;
  return { subject, pointer: first.pointer, problem, value: undefined, errors: [], message: `${subject}: ${problem}` };
}

/** Writes what was recorded since the last flush (nothing when nothing was) and forgets it. */
export function flushDrift(reportsDir: string, label: string): void {
  if (records.size === 0) return;
  const dir = join(reportsDir, DRIFT_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label}-${randomUUID()}.json`), `${JSON.stringify([...records.values()])}\n`);
  records.clear();
}
