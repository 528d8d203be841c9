#!/usr/bin/env node
// Hand-written defects of the sandbox (defects.json: one small edit each, `find` -> `replace` in one file of
// packages/sandbox/src), applied one at a time in place and always reverted, each followed by a full contract run
// against the embedded sandbox. One line per defect: caught (with the tests that failed) or missed. Writes
// summary.json and summary.md into --out. See --help.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const PACKAGE = fileURLToPath(new URL("../../", import.meta.url));
const SANDBOX_SRC = fileURLToPath(new URL("../../../sandbox/src/", import.meta.url));
const DEFECTS = fileURLToPath(new URL("defects.json", import.meta.url));
// As `pnpm contract` runs it: tsx with tsconfig.run.json, which maps @haulkit/sandbox to its src/ (the edited files).
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const CLI = [TSX, "--tsconfig", "tsconfig.run.json", "src/cli.ts"];

const HELP = `mutation/defects/run.mjs: runs pnpm contract against the sandbox with each hand-written defect

Usage: node mutation/defects/run.mjs [--only <id>]... [--out <dir>] [-- <contract options>]

  --only <id>   run only this defect (repeatable), e.g. --only D01
  --out <dir>   where summary.json, summary.md and each run's reports go (default: reports/defects)
  --list        list the defects and exit
  --skip-build  do not build @haulkit/spec first (a copy of the checkout, where turbo cannot run)
  -h, --help    this text
  Options after -- go to each contract run, e.g. -- --no-strict.

Each defect (defects.json: id, kind, rule, file under packages/sandbox/src, find, replace) is applied in place, the
full suite runs (embedded sandbox), the file is restored. Caught: the run exits 1 (names the failed tests);
missed: it exits 0. Refuses to start when packages/sandbox/src has uncommitted changes (git), so a restore can never
lose work. To measure while editing the suites, run it from a copy of the checkout (cp -a, without .git). Run it with nice -n 10: each defect costs one whole contract run (~30 s of CPU).
`;

const { values, positionals } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    out: { type: "string" },
    list: { type: "boolean" },
    "skip-build": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
  allowPositionals: true,
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const all = JSON.parse(readFileSync(DEFECTS, "utf8"));
const defects = values.only ? all.filter((defect) => values.only.includes(defect.id)) : all;
if (values.list) {
  for (const defect of all) process.stdout.write(`${defect.id} kind ${defect.kind} ${defect.file}: ${defect.rule}\n`);
  process.exit(0);
}
const out = resolve(values.out ?? "reports/defects");
mkdirSync(out, { recursive: true });

const dirty = spawnSync("git", ["status", "--porcelain", "--", SANDBOX_SRC], { encoding: "utf8" });
if (dirty.status === 0 && dirty.stdout.trim() !== "") {
  process.stderr.write(`run.mjs: packages/sandbox/src has uncommitted changes:\n${dirty.stdout}`);
  process.exit(2);
}

/** The file currently changed, and its original text (restored on exit, whatever the cause). */
let applied;
/** The contract run in progress (stopped with this runner). */
let child;
function restore() {
  if (applied) writeFileSync(applied.path, applied.original);
  applied = undefined;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child?.kill("SIGTERM");
    restore();
    process.exit(130);
  });
}

/** One contract run (asynchronous, so a signal to this runner stops it and restores the file). */
function contractRun(reportsDir) {
  return new Promise((done) => {
    let stdout = "";
    child = spawn(process.execPath, [...CLI, "--reports-dir", reportsDir, ...positionals], {
      cwd: PACKAGE,
      env: { ...process.env, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("close", (status) => {
      child = undefined;
      done({ status, stdout });
    });
  });
}

if (!values["skip-build"]) {
  const build = spawnSync(process.execPath, [join(PACKAGE, "scripts/build-deps.mjs")], { stdio: "inherit" });
  if (build.status !== 0) process.exit(2);
}

function failedTests(reportsDir) {
  let xml;
  try {
    xml = readFileSync(join(reportsDir, "junit.xml"), "utf8");
  } catch {
    return [];
  }
  const names = [];
  for (const match of xml.matchAll(
    /<testcase classname="([^"]*)" name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g,
  )) {
    if (/<failure/.test(match[4] ?? ""))
      names.push(
        `${match[1]}: ${match[2]}`
          .replaceAll("&quot;", '"')
          .replaceAll("&apos;", "'")
          .replaceAll("&gt;", ">")
          .replaceAll("&lt;", "<")
          .replaceAll("&amp;", "&"),
      );
  }
  return names;
}

const results = [];
for (const [index, defect] of defects.entries()) {
  const path = join(SANDBOX_SRC, defect.file);
  const original = readFileSync(path, "utf8");
  const at = original.indexOf(defect.find);
  if (at === -1 || original.indexOf(defect.find, at + 1) !== -1) {
    process.stdout.write(`${defect.id} stale: 'find' must occur exactly once in ${defect.file}\n`);
    results.push({ id: defect.id, kind: defect.kind, rule: defect.rule, verdict: "stale", failed: [] });
    continue;
  }
  const reportsDir = join(out, defect.id);
  applied = { path, original };
  writeFileSync(path, original.slice(0, at) + defect.replace + original.slice(at + defect.find.length));
  const started = Date.now();
  let run;
  try {
    run = await contractRun(reportsDir);
  } finally {
    restore();
  }
  const failed = failedTests(reportsDir);
  const verdict = run.status === 1 ? "caught" : run.status === 0 ? "missed" : `error (exit ${run.status})`;
  const closing = run.stdout.trim().split("\n").slice(-2).join(" | ");
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const shown = failed.slice(0, 3).join("; ") + (failed.length > 3 ? `; … ${failed.length - 3} more` : "");
  process.stdout.write(
    `[${index + 1}/${defects.length}] ${defect.id} kind ${defect.kind} ${verdict} in ${seconds} s` +
      `${failed.length > 0 ? ` (${failed.length} failed: ${shown})` : ""} — ${closing}\n`,
  );
  results.push({ id: defect.id, kind: defect.kind, rule: defect.rule, verdict, failed, closing });
}

const caught = results.filter((result) => result.verdict === "caught").length;
const summary = { caught, total: results.length, rate: results.length ? caught / results.length : 0, results };
writeFileSync(join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
const rows = results.map(
  (result) => `| ${result.id} | ${result.kind} | ${result.verdict} | ${result.failed.length} | ${result.rule} |`,
);
writeFileSync(
  join(out, "summary.md"),
  `# Defect set: ${caught}/${results.length} caught\n\n| id | kind | verdict | failed tests | rule broken |\n|---|---|---|---|---|\n${rows.join("\n")}\n`,
);
process.stdout.write(
  `caught ${caught}/${results.length} (${(summary.rate * 100).toFixed(0)} %): ${join(out, "summary.md")}\n`,
);
process.exit(results.some((result) => result.verdict.startsWith("error") || result.verdict === "stale") ? 2 : 0);
