/** The files a run writes into its reports directory, and clearing them when a run starts. */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Written per worker and merged at the end (COVERAGE_DIR, CLEANUP_DIR, DRIFT_DIR; kept literal so that this
 * module loads nothing heavy: a run that cannot start clears the reports too). */
export const WORKER_DIRS = [".coverage", ".cleanup", ".drift"] as const;

/** The machine-readable record of a run (shard, target, selection, every test) that merge-reports reads. */
export const RUN_FILE = "run.json";

/** Every file a run writes into the reports directory (nothing else there is touched). */
export const REPORT_FILES = [
  ...WORKER_DIRS,
  "junit.xml",
  "coverage.json",
  "coverage.md",
  "drift.json",
  "drift.md",
  "failures.md",
  "results.json",
  "cleanup.json",
  "sandbox-problems.log",
  ".target-lost.json",
  "overlay.yaml",
  "overlay.pricing.yaml",
  // The overlaid bundles of a run with --overlay.
  "spec",
  RUN_FILE,
];

/** Removes what an earlier run wrote, so no stale report survives this one. */
export function clearReports(reportsDir: string): void {
  mkdirSync(reportsDir, { recursive: true });
  for (const stale of REPORT_FILES) rmSync(join(reportsDir, stale), { recursive: true, force: true });
}
