/** Merges what the suites could not undo on a non-sandbox target into `cleanup.json`, with a console line. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLEANUP_DIR, type CleanupOutcome } from "../harness/cleanup-outcome.js";

export interface CleanupReport {
  undone: number;
  left: CleanupOutcome["left"];
}

export function mergeCleanup(reportsDir: string): CleanupReport | undefined {
  const dir = join(reportsDir, CLEANUP_DIR);
  if (!existsSync(dir)) return undefined;
  const outcomes = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as CleanupOutcome);
  const report: CleanupReport = {
    undone: outcomes.reduce((sum, outcome) => sum + outcome.undone.length, 0),
    left: outcomes.flatMap((outcome) => outcome.left),
  };
  writeFileSync(join(reportsDir, "cleanup.json"), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

export function cleanupLine(report: CleanupReport): string {
  if (report.left.length === 0) return `cleanup: ${report.undone} undone, nothing left behind`;
  const kinds = new Map<string, number>();
  for (const object of report.left) kinds.set(object.kind, (kinds.get(object.kind) ?? 0) + 1);
  const counted = [...kinds].map(([kind, count]) => `${count} ${kind}`).join(", ");
  return `cleanup: ${report.undone} undone, ${report.left.length} left on the target (${counted}; listed with their guids in cleanup.json)`;
}
