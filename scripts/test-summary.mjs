#!/usr/bin/env node
// Adds up the vitest JSON reports of every package (packages write <pkg>/reports/vitest.json, and a package whose
// tests are split into several turbo tasks one vitest-<part>.json each; turbo caches them) and prints one closing line: "tests: N passed, N failed, N skipped". Exits 1 when none ran.
// Before it, the slowest tasks of the turbo run just made (its --summarize file in .turbo/runs/), when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
/** Every workspace package (pnpm-workspace.yaml: spec, bench, packages/*, tools/*), found on disk. */
const inside = (parent) =>
  existsSync(join(root, parent))
    ? readdirSync(join(root, parent))
        .sort()
        .map((name) => join(parent, name))
    : [];
const dirs = ["spec", ...inside("packages"), ...inside("tools"), "bench"].filter((dir) =>
  existsSync(join(root, dir, "package.json")),
);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of dirs) {
  const reports = join(root, dir, "reports");
  const files = existsSync(reports) ? readdirSync(reports).filter((name) => /^vitest(-[\w-]+)?\.json$/.test(name)) : [];
  if (files.length === 0) continue;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of files.sort()) {
    const report = JSON.parse(readFileSync(join(reports, name), "utf8"));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`${dir}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
printSlowestTasks(join(root, ".turbo", "runs"), 8);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed + failed === 0) {
  console.error("no test ran");
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);

/** The newest turbo run summary's wall time and its `count` longest tasks (a cached task counts as its replay). */
function printSlowestTasks(dir, count) {
  const newest = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => join(dir, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
    : undefined;
  if (!newest) return;
  const tasks = (JSON.parse(readFileSync(newest, "utf8")).tasks ?? [])
    .filter((task) => task.execution?.startTime && task.execution?.endTime)
    .map((task) => ({
      id: task.taskId,
      start: task.execution.startTime,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      cached: task.cache?.status === "HIT",
    }));
  if (tasks.length === 0) return;
  const first = Math.min(...tasks.map((task) => task.start));
  const wall = (Math.max(...tasks.map((task) => task.start + task.seconds * 1000)) - first) / 1000;
  console.log(`turbo: ${tasks.length} tasks in ${wall.toFixed(0)} s; the slowest:`);
  for (const task of tasks.sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    const from = ((task.start - first) / 1000).toFixed(0);
    console.log(
      `  ${task.seconds.toFixed(0).padStart(4)} s  ${task.id} (from ${from} s${task.cached ? ", cached" : ""})`,
    );
  }
}
