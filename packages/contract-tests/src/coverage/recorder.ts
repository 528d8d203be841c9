/**
 * Worker side of coverage: every (operationId, status) a suite received and every webhook action it got, kept in
 * memory and appended to `<reports>/.coverage/` as one JSON file per flush (merged by the CLI at the end).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface CoverageRecords {
  /** `operationId status` pairs. */
  responses: string[];
  webhooks: string[];
}

export const COVERAGE_DIR = ".coverage";

const responses = new Set<string>();
const webhooks = new Set<string>();

export function recordResponse(operationId: string, status: number): void {
  responses.add(`${operationId} ${status}`);
}

export function recordWebhook(action: string): void {
  webhooks.add(action);
}

/** Writes what was recorded since the last flush (nothing when nothing was) and forgets it. */
export function flushCoverage(reportsDir: string, label: string): void {
  if (responses.size === 0 && webhooks.size === 0) return;
  const records: CoverageRecords = { responses: [...responses], webhooks: [...webhooks] };
  const dir = join(reportsDir, COVERAGE_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label}-${randomUUID()}.json`), `${JSON.stringify(records)}\n`);
  responses.clear();
  webhooks.clear();
}
