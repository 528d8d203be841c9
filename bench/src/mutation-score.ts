/**
 * The contract suite's mutation score, read from the last `pnpm mutation` report (`reports/mutation/mutation.json`,
 * Stryker's mutation-testing-report-schema), never re-run here: detected (killed or timed out) ÷ valid (detected,
 * survived or not covered), in percent, as Stryker computes it, over the rule files (`RULE_FILES` of the contract
 * package's Stryker config). Ignored mutants and those that did not compile or broke the run are left out.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./paths.js";

export const MUTATION_REPORT = join(REPO_ROOT, "reports", "mutation", "mutation.json");
/** The Stryker config of the contract package: its `RULE_FILES` are what `pnpm mutation` mutates. */
export const STRYKER_CONFIG = join(REPO_ROOT, "packages", "contract-tests", "mutation", "stryker.config.mjs");

/** The rule files a whole `pnpm mutation` run mutates (paths from the repository root). */
export async function ruleFiles(config: string = STRYKER_CONFIG): Promise<readonly string[]> {
  const { RULE_FILES } = (await import(pathToFileURL(config).href)) as { RULE_FILES?: unknown };
  if (!Array.isArray(RULE_FILES) || RULE_FILES.length === 0 || !RULE_FILES.every((f) => typeof f === "string")) {
    throw new Error(`${config} exports no RULE_FILES list`);
  }
  return RULE_FILES;
}

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

export interface MutationScore {
  /** Percent, one decimal. */
  score: number;
  files: number;
  detected: number;
  valid: number;
}

/** A report of a partial run (`pnpm mutation --mutate <file>`): no score for the suite. */
export interface PartialReport {
  /** The rule files the report does not hold. */
  missing: string[];
  /** How many rule files there are. */
  of: number;
}

interface ReportShape {
  files?: Record<string, { mutants?: { status?: unknown }[] }>;
}

/**
 * The score of the report at `path`, over `onlyFiles` when given (every one must be in the report, else the
 * report is partial); undefined when there is no report, an error when it is not one.
 */
export async function readMutationScore(
  path: string = MUTATION_REPORT,
  onlyFiles?: readonly string[],
): Promise<MutationScore | PartialReport | undefined> {
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
  const files = report.files;
  const names = onlyFiles ?? Object.keys(files);
  const missing = names.filter((name) => !Object.hasOwn(files, name));
  if (missing.length > 0) return { missing, of: names.length };
  let detected = 0;
  let valid = 0;
  for (const name of names) {
    for (const { status } of files[name]?.mutants ?? []) {
      const isDetected = DETECTED.has(String(status));
      if (isDetected) detected += 1;
      if (isDetected || UNDETECTED.has(String(status))) valid += 1;
    }
  }
  if (valid === 0) throw new Error(`${path} holds no tested mutant`);
  const score = Math.round((detected / valid) * 1000) / 10;
  return { score, files: names.length, detected, valid };
}
