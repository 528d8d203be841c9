/**
 * `pnpm --filter @haulkit/contract-tests mutation:scores [report.json …] [--out merged.json] [--check]`: the
 * mutation score per rule-bearing file from one or more Stryker reports (mutation-testing-report-schema; by default
 * the last run's `reports/mutation/mutation.json`). Several reports (one `--mutate` run per file group) are merged,
 * a later report's file replacing an earlier one's. `--out` writes the merged report (what `pnpm bench` reads);
 * `--check` lists every surviving or uncovered mutant whose line is missing from its file's table in
 * `mutation/survivors/<name>.md`, and exits 1 when there is one.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface Mutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
}

export interface Report {
  files: Record<string, { mutants: Mutant[]; [key: string]: unknown }>;
  [key: string]: unknown;
}

export interface FileScore {
  file: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** Killed + timeout ÷ killed + timeout + survived + no coverage, percent with one decimal; null when none. */
  score: number | null;
}

const UNDETECTED = new Set(["Survived", "NoCoverage"]);
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SURVIVORS_DIR = fileURLToPath(new URL("survivors/", import.meta.url));

/** The reports merged, a later one's file replacing an earlier one's. */
export function mergeReports(reports: readonly Report[]): Report {
  const [first] = reports;
  if (!first) throw new Error("no report to merge");
  const files: Report["files"] = {};
  for (const report of reports) Object.assign(files, report.files);
  return { ...first, files };
}

export function scoreOf(file: string, mutants: readonly Mutant[]): FileScore {
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const killed = count("Killed");
  const timeout = count("Timeout");
  const survived = count("Survived");
  const noCoverage = count("NoCoverage");
  const valid = killed + timeout + survived + noCoverage;
  const score = valid === 0 ? null : Math.round(((killed + timeout) / valid) * 1000) / 10;
  return { file, killed, timeout, survived, noCoverage, ignored: count("Ignored"), score };
}

/** Per file, then the total of all files (its `file` is "all files"). */
export function scores(report: Report): FileScore[] {
  const rows = Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, { mutants }]) => scoreOf(file, mutants));
  return [
    ...rows,
    scoreOf(
      "all files",
      Object.values(report.files).flatMap((f) => f.mutants),
    ),
  ];
}

export function scoreTable(rows: readonly FileScore[]): string {
  const head = "| file | score | killed | timeout | survived | no coverage | ignored (static or Stryker-disabled) |";
  const lines = rows.map(
    (r) =>
      `| \`${r.file.replace(/^packages\/sandbox\/src\//, "")}\` | ${r.score === null ? "–" : `${r.score} %`} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.ignored} |`,
  );
  return [head, "| --- | --- | --- | --- | --- | --- | --- |", ...lines].join("\n");
}

/** The lines a survivors file's table explains (`| 12 |`, `| 12, 14 |`, `| 12-14 |`). */
export function explainedLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  for (const row of markdown.matchAll(/^\|\s*(\d[\d,\s–-]*?)\s*\|/gm)) {
    for (const part of (row[1] as string).split(",")) {
      const [from, to = from] = part.trim().split(/[–-]/).map(Number);
      if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
      for (let line = from; line <= to; line += 1) lines.add(line);
    }
  }
  return lines;
}

/** Survived or uncovered mutants whose line the file's survivors table does not name. */
export function unexplained(report: Report, survivorsDir = SURVIVORS_DIR): string[] {
  const missing: string[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const notes = join(survivorsDir, `${basename(file).replace(/\.[cm]?[jt]s$/, "")}.md`);
    const explained = existsSync(notes) ? explainedLines(readFileSync(notes, "utf8")) : new Set<number>();
    for (const mutant of mutants) {
      if (!UNDETECTED.has(mutant.status) || explained.has(mutant.location.start.line)) continue;
      missing.push(
        `${file}:${mutant.location.start.line} ${mutant.mutatorName} → ${mutant.replacement ?? "?"} (${mutant.status})`,
      );
    }
  }
  return missing;
}

function main(argv: readonly string[]): number {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(
      readFileSync(fileURLToPath(import.meta.url), "utf8")
        .split("*/")[0]
        ?.replace(/^\/\*\*|^ \* ?/gm, ""),
    );
    return 0;
  }
  const outAt = argv.indexOf("--out");
  const out = outAt >= 0 ? argv[outAt + 1] : undefined;
  if (outAt >= 0 && !out) throw new Error("--out needs a file");
  const paths = argv.filter((arg, i) => !arg.startsWith("--") && (outAt < 0 || i !== outAt + 1));
  // Paths as the user typed them: pnpm runs the script in this package, from INIT_CWD.
  const from = process.env.INIT_CWD ?? process.cwd();
  const inputs =
    paths.length > 0
      ? paths.map((path) => resolve(from, path))
      : [join(REPO_ROOT, "reports", "mutation", "mutation.json")];
  const report = mergeReports(inputs.map((path) => JSON.parse(readFileSync(path, "utf8")) as Report));
  console.log(scoreTable(scores(report)));
  if (out) {
    writeFileSync(resolve(from, out), `${JSON.stringify(report)}\n`);
    console.log(`merged report: ${out}`);
  }
  if (!argv.includes("--check")) return 0;
  const missing = unexplained(report);
  for (const line of missing) console.log(`unexplained: ${line}`);
  console.log(missing.length === 0 ? "every survivor is explained" : `${missing.length} survivor(s) not explained`);
  return missing.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`mutation:scores: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
