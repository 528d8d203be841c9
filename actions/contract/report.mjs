#!/usr/bin/env node
/**
 * The contract action's report step: reads a haulkit-contract reports directory (run.json, failures.md, drift.json,
 * coverage.json, the proposed overlay.yaml), appends a job summary, prints one annotation per failed test and writes
 * the step's outputs.
 * Usage: node report.mjs <reports-dir> <exit-code> [summary-file] [output-file]. Plain Node, no dependencies: it runs before any install.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** At most this many annotations (GitHub shows 10 per step; the summary has them all by cause). */
export const MAX_ANNOTATIONS = 50;
const FAILURES_LIMIT = 60_000;
const OVERLAY_LIMIT = 20_000;
/** The overlays a run with drift proposes (see the package's docs/reports.md). */
const OVERLAY_FILES = ["overlay.yaml", "overlay.pricing.yaml"];
/** How a known failure (--baseline) is noted on its skipped record. */
const KNOWN_PREFIX = "known failure: ";
/** The heading failures.md gives the known failures of a run with --baseline. */
const KNOWN_HEADING = /^# Known failures \(baseline\)$/m;

function readJson(dir, name) {
  const file = join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The run errors junit.xml holds when the run could not start (it writes no run.json then). */
export function junitRunErrors(dir) {
  const file = join(dir, "junit.xml");
  if (!existsSync(file)) return [];
  const failures = readFileSync(file, "utf8").matchAll(/<failure message="([^"]*)" type="RunError"/g);
  return [...failures].map((match) => (match[1] ?? "").replace(/&(\w+);/g, (all, name) => ENTITIES[name] ?? all));
}

/** The reports of one run (or merged shards); absent files are undefined. */
export function readReports(dir) {
  const failures = join(dir, "failures.md");
  return {
    run: readJson(dir, "run.json") ?? { records: [], runErrors: junitRunErrors(dir) },
    drift: readJson(dir, "drift.json"),
    coverage: readJson(dir, "coverage.json"),
    cleanup: readJson(dir, "cleanup.json"),
    failuresMarkdown: existsSync(failures) ? readFileSync(failures, "utf8") : undefined,
    overlays: OVERLAY_FILES.filter((name) => existsSync(join(dir, name))).map((name) => ({
      name,
      text: readFileSync(join(dir, name), "utf8"),
    })),
  };
}

/** Test counts by state, and the drift count. */
export function counts(reports) {
  const records = reports.run?.records ?? [];
  const by = (state) => records.filter((record) => record.state === state).length;
  return {
    passed: by("passed"),
    failed: by("failed") + by("pending"),
    skipped: by("skipped"),
    known: knownFailures(reports).reduce((sum, group) => sum + group.count, 0),
    drift: reports.drift?.count ?? 0,
  };
}

/** The known failures of a run with --baseline (skipped records noted "known failure: <cause>"), by cause. */
export function knownFailures(reports) {
  const byCause = new Map();
  for (const record of reports.run?.records ?? []) {
    if (record.state !== "skipped" || !record.note?.startsWith(KNOWN_PREFIX)) continue;
    const cause = record.note.slice(KNOWN_PREFIX.length);
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  }
  return [...byCause].map(([cause, count]) => ({ cause, count }));
}

/** Baseline entries that no longer fail (failures.md lists them under "## Fixed" in its known-failures part). */
function fixedEntries(failuresMarkdown) {
  const known = failuresMarkdown?.split(KNOWN_HEADING)[1] ?? "";
  const fixed = known.split(/^## Fixed.*$/m)[1] ?? "";
  return fixed.split("\n").filter((line) => line.startsWith("- "));
}

const cut = (text, limit, file) => (text.length > limit ? `${text.slice(0, limit)}\n\n… (cut: see ${file})` : text);

const VERDICTS = {
  0: "passed",
  1: "failed: the target broke a documented fact (or the coverage gate)",
  2: "could not run: bad usage or the target could not be reached",
};

export function verdictLine(exitCode, c) {
  const verdict = VERDICTS[exitCode] ?? `ended with exit code ${exitCode}`;
  const mark = exitCode === 0 ? "✅" : "❌";
  return `${mark} **haulkit contract ${verdict}**: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.drift} drift`;
}

const tally = (t) => `${t.covered}/${t.total}`;

export function summaryMarkdown(reports, exitCode) {
  const c = counts(reports);
  const lines = ["## haulkit contract", "", verdictLine(exitCode, c), ""];
  for (const error of reports.run?.runErrors ?? []) lines.push("```", error, "```", "");
  if (c.failed > 0 && reports.failuresMarkdown) {
    const text = (reports.failuresMarkdown.split(KNOWN_HEADING)[0] ?? "").replace(/^# .*\n/, "").trim();
    lines.push("### Failures by cause", "", cut(text, FAILURES_LIMIT, "failures.md").replace(/^## /gm, "#### "), "");
  }
  const known = knownFailures(reports);
  const fixed = fixedEntries(reports.failuresMarkdown);
  if (known.length > 0 || fixed.length > 0) {
    lines.push("### Known failures (baseline)", "");
    if (known.length > 0) lines.push(`${c.known} tests of ${known.length} known causes, skipped (not failing):`, "");
    for (const group of known) lines.push(`- \`${group.cause}\` (${group.count})`);
    if (fixed.length > 0) lines.push("", "Fixed (in the baseline, no longer failing):", "", ...fixed);
    lines.push("");
  }
  if (reports.drift && reports.drift.gaps.length > 0) {
    lines.push("### Drift by gap id", "", "| gap | title | count | seen on |", "| --- | --- | --- | --- |");
    for (const gap of reports.drift.gaps) {
      const where = gap.where.map((w) => `\`${w}\``).join(", ");
      lines.push(`| ${gap.gap} | ${gap.title.replaceAll("|", "\\|")} | ${gap.count} | ${where} |`);
    }
    lines.push("");
  }
  if (reports.coverage) {
    const cov = reports.coverage;
    lines.push(
      "### Coverage",
      "",
      `operations ${tally(cov.operations)} · responses ${tally(cov.responses)} · webhooks ${tally(cov.webhooks)}`,
      "",
    );
  }
  for (const overlay of reports.overlays ?? []) {
    lines.push(
      `### Proposed overlay (${overlay.name})`,
      "",
      "The spec as the target behaves, to review and pass back with the `overlays` input:",
      "",
      "```yaml",
      cut(overlay.text.trimEnd(), OVERLAY_LIMIT, overlay.name),
      "```",
      "",
    );
  }
  if (reports.cleanup && reports.cleanup.left.length > 0) {
    lines.push(`### Left on the target`, "", `${reports.cleanup.left.length} objects (listed in cleanup.json)`, "");
  }
  return `${lines.join("\n")}\n`;
}

/** Escapes a workflow command's message (`%`, CR, LF) or property (also `:` and `,`). */
export function escapeData(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/** One `::error` workflow command per failed test (at most MAX_ANNOTATIONS), then a notice of the rest. */
export function annotations(reports) {
  const failed = (reports.run?.records ?? []).filter((r) => r.state === "failed" || r.state === "pending");
  const lines = failed.slice(0, MAX_ANNOTATIONS).map((record) => {
    const title = escapeProperty(`${record.suite} › ${record.name}`);
    return `::error title=${title}::${escapeData(record.errors[0] ?? "did not finish")}`;
  });
  if (failed.length > MAX_ANNOTATIONS)
    lines.push(`::notice::${failed.length - MAX_ANNOTATIONS} more failed tests: see the job summary and failures.md`);
  for (const error of reports.run?.runErrors ?? []) lines.push(`::error title=haulkit contract::${escapeData(error)}`);
  return lines;
}

export function outputs(reports, exitCode) {
  const c = counts(reports);
  return {
    "exit-code": exitCode,
    failed: c.failed,
    drift: c.drift,
    skipped: c.skipped,
    known: c.known,
    passed: c.passed,
  };
}

function main([dir = "", code = "2", summaryFile = "", outputFile = ""]) {
  const exitCode = Number(code);
  const reports = readReports(dir);
  for (const line of annotations(reports)) process.stdout.write(`${line}\n`);
  if (summaryFile) appendFileSync(summaryFile, summaryMarkdown(reports, exitCode));
  if (outputFile) {
    const text = Object.entries(outputs(reports, exitCode)).map(([key, value]) => `${key}=${value}\n`);
    appendFileSync(outputFile, text.join(""));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main(process.argv.slice(2));
