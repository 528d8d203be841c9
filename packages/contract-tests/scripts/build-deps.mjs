#!/usr/bin/env node
// Before `pnpm contract` in the workspace: builds what the suite imports compiled — @haulkit/spec (the bundles in
// dist/ and the Ajv factory in lib/, which the vitest workers import) — through turbo, one line per step that is not
// cached yet, nothing when all are (turbo's own output only when a step fails). Nothing else: the CLI and the
// embedded sandbox run from source through tsx (tsconfig.run.json maps @haulkit/sandbox to its src/).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FILTER = "@haulkit/spec";
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", TURBO_NO_UPDATE_NOTIFIER: "1", DO_NOT_TRACK: "1" };
const WHAT = {
  bundle: "bundle the OpenAPI sources into dist/",
  build: "compile",
};

/** The workspace's turbo (a root dev dependency), found from here up; else whatever `turbo` the PATH has. */
function turboBin() {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const bin = join(dir, "node_modules", ".bin", "turbo");
    if (existsSync(bin)) return bin;
  }
  return "turbo";
}

const TURBO = turboBin();

function turbo(args) {
  return spawnSync(TURBO, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function fail(step, result) {
  process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
  process.stderr.write(`haulkit-contract: ${step} failed${result.error ? `: ${result.error.message}` : ""}\n`);
  process.exit(result.status || 1);
}

/** The tasks turbo would run that are not cached, dependencies first. */
function pendingTasks() {
  const dry = turbo(["run", "build", `--filter=${FILTER}`, "--dry=json"]);
  if (dry.status !== 0 || dry.error) fail("planning the build", dry);
  const tasks = JSON.parse(dry.stdout).tasks.filter((task) => task.command !== "<NONEXISTENT>");
  const byId = new Map(tasks.map((task) => [task.taskId, task]));
  const ordered = [];
  const visit = (task) => {
    if (ordered.includes(task)) return;
    for (const id of task.dependencies) if (byId.has(id)) visit(byId.get(id));
    ordered.push(task);
  };
  for (const task of tasks) visit(task);
  return ordered.filter((task) => task.cache.status !== "HIT");
}

const pending = pendingTasks();
if (pending.length > 0) {
  process.stdout.write(
    "haulkit-contract: building what the suite imports (first run, or after a change to them; cached otherwise)\n",
  );
  for (const task of pending) {
    const started = Date.now();
    process.stdout.write(`  ${task.package}: ${WHAT[task.task] ?? task.task}… `);
    const result = turbo(["run", task.task, `--filter=${task.package}`, "--output-logs=errors-only"]);
    if (result.status !== 0 || result.error) {
      process.stdout.write("failed\n");
      fail(`${task.package}#${task.task}`, result);
    }
    process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
