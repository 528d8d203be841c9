/**
 * The contract suite's mutation score, read from the last `pnpm mutation` report (`reports/mutation/mutation.json`,
 * Stryker's mutation-testing-report-schema), never re-run here: detected (killed or timed out) ÷ valid (detected,
 * survived or not covered), in percent, as Stryker computes it. Ignored mutants and those that did not compile or
 * broke the run are left out.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

export const MUTATION_REPORT = join(REPO_ROOT, "reports", "mutation", "mutation.json");

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

export interface MutationScore {
  /** Percent, one decimal. */
  score: number;
  files: number;
  detected: number;
  valid: number;
}

interface ReportShape {
  files?: Record<string, { mutants?: { status?: unknown }[] }>;
}

/** The score of the report at `path`; undefined when there is no report, an error when it is not one. */
export async function readMutationScore(path: string = MUTATION_REPORT): Promise<MutationScore | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const report = JSON.parse(text) as ReportShape;
  if (typeof report.files !== "object" || report.files === null) {
    throw new Error(`${path} is not a Stryker mutation report (no "files" object)`);
  }
  let detected = 0;
  let valid = 0;
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants ?? []) {
      const isDetected = DETECTED.has(String(status));
      if (isDetected) detected += 1;
      if (isDetected || UNDETECTED.has(String(status))) valid += 1;
    }
  }
  if (valid === 0) throw new Error(`${path} holds no tested mutant`);
  const score = Math.round((detected / valid) * 1000) / 10;
  return { score, files: Object.keys(report.files).length, detected, valid };
}
