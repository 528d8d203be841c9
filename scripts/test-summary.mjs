#!/usr/bin/env node
// Adds up the vitest JSON reports of every package (packages write <pkg>/reports/vitest.json, which turbo
// caches) and prints one closing line: "tests: N passed, N failed, N skipped". Exits 1 when none ran.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const dirs = [
  "spec",
  ...["types", "client", "sandbox", "contract-tests", "consumer-smoke", "reliability", "docs"].map((name) =>
    join("packages", name),
  ),
  "bench",
];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of dirs) {
  const file = join(root, dir, "reports", "vitest.json");
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${dir}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed + failed === 0) {
  console.error("no test ran");
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
