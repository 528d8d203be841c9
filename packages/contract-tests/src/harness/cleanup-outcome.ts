/**
 * What a suite's cleanup leaves in the reports (one file per suite under CLEANUP_DIR, merged by
 * run/cleanup-report.ts): what was undone and what is left, with why. Loads nothing of the harness, so the command
 * line reads these without loading pactum.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Undo {
  operationId: string;
  path: Record<string, string>;
  body?: unknown;
}

export interface CreatedObject {
  kind: string;
  guid: string;
  /** How the API takes it back; undefined when the spec has no operation for that (orders: no cancel or archive). */
  undo?: Undo;
}

export interface CleanupOutcome {
  suite: string;
  undone: CreatedObject[];
  /** Objects left on the target, with why. */
  left: Array<CreatedObject & { reason: string }>;
}

export const CLEANUP_DIR = ".cleanup";

export function writeCleanup(reportsDir: string, outcome: CleanupOutcome): void {
  if (outcome.undone.length === 0 && outcome.left.length === 0) return;
  const dir = join(reportsDir, CLEANUP_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${outcome.suite}-${randomUUID()}.json`), `${JSON.stringify(outcome)}\n`);
}
