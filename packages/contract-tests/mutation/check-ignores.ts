/**
 * `pnpm --filter @haulkit/contract-tests mutation:check-ignores [--against <git-ref>]`: checks `mutation/ignored.json`
 * with Stryker's instrumenter, without a mutation run. Fails when an entry's line text does not name exactly one line
 * of its file (a line moved to another file, edited or repeated: update the entry), when an entry leaves out no
 * mutant, or when a `Stryker disable` comment is back in a package's `src/`. `--against <ref>` also instruments the
 * rule files as they were at that commit (with their directives, if any, and without the ignore list) and lists every
 * mutant whose mutator, replacement, line text or ignore reason differs from today's.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { IGNORED, type IgnoreEntry, ignorerFor, locate } from "./ignore-plugin.mjs";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
// A variable specifier: the config is plain JavaScript that Stryker loads itself.
const CONFIG = new URL("stryker.config.mjs", import.meta.url).href;
const { RULE_FILES } = (await import(CONFIG)) as { RULE_FILES: string[] };

interface ApiMutant {
  mutatorName: string;
  replacement: string;
  status?: string;
  statusReason?: string;
  location: { start: { line: number } };
}

interface Instrumenter {
  instrument(
    files: { name: string; content: string; mutate: true }[],
    options: { plugins: null; excludedMutations: string[]; ignorers: unknown[] },
  ): Promise<{ mutants: (ApiMutant & { fileName: string })[] }>;
}

/** One mutant as the check compares it: no line number (lines move), the line's text instead. */
export interface MutantRow {
  file: string;
  line: number;
  text: string;
  mutator: string;
  replacement: string;
  /** The reason it is Ignored, or undefined when Stryker runs it. */
  ignored: string | undefined;
}

/** Stryker's instrumenter, the one @stryker-mutator/core uses (pnpm lets only the core see it). */
async function instrumenter(warnings: string[]): Promise<Instrumenter> {
  const core = createRequire(import.meta.url).resolve("@stryker-mutator/core");
  const entry = createRequire(core).resolve("@stryker-mutator/instrumenter");
  const module = (await import(entry)) as { Instrumenter: new (logger: unknown) => Instrumenter };
  const quiet = () => undefined;
  const logger = {
    debug: quiet,
    info: quiet,
    trace: quiet,
    error: quiet,
    warn: (message: string) => warnings.push(message),
    isDebugEnabled: () => false,
    isTraceEnabled: () => false,
  };
  return new module.Instrumenter(logger);
}

/**
 * The mutants of `sources` (repository path → content) as Stryker makes them, with the ignore list's directives when
 * `withIgnoreList` (as `pnpm mutation` runs) or with only the comments in the sources.
 */
export async function mutantsOf(
  sources: ReadonlyMap<string, string>,
  withIgnoreList: boolean,
  entries: readonly IgnoreEntry[] = IGNORED,
): Promise<MutantRow[]> {
  const warnings: string[] = [];
  const ignorers = withIgnoreList ? [ignorerFor(entries)] : [];
  const files = [...sources].map(([file, content]) => ({
    name: join(REPO_ROOT, file),
    content,
    mutate: true as const,
  }));
  const { mutants } = await (await instrumenter(warnings)).instrument(files, {
    plugins: null,
    excludedMutations: [],
    ignorers,
  });
  if (warnings.length > 0) throw new Error(warnings.join("\n"));
  return mutants.map((mutant) => {
    const file = mutant.fileName.slice(REPO_ROOT.length).replaceAll("\\", "/");
    const line = mutant.location.start.line + 1;
    const text = (sources.get(file) ?? "").split("\n")[line - 1]?.trim() ?? "";
    return {
      file,
      line,
      text,
      mutator: mutant.mutatorName,
      replacement: mutant.replacement,
      ignored: mutant.statusReason,
    };
  });
}

/** The rule files as they are in the working tree. */
export function currentSources(files: readonly string[] = RULE_FILES): Map<string, string> {
  return new Map(files.map((file) => [file, readFileSync(join(REPO_ROOT, file), "utf8")]));
}

/** The rule files as they were at a commit (a file missing there is left out). */
export function sourcesAt(ref: string, files: readonly string[] = RULE_FILES): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of files) {
    try {
      sources.set(file, execFileSync("git", ["show", `${ref}:${file}`], { cwd: REPO_ROOT, encoding: "utf8" }));
    } catch {
      // not in that commit
    }
  }
  return sources;
}

/** Entries whose line (or range end) does not name exactly one line of their file, each with what is wrong. */
export function misplacedEntries(entries: readonly IgnoreEntry[] = IGNORED, sources = currentSources()): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const code = sources.get(entry.file);
    const found = code === undefined ? [] : locate(entry, code);
    const where = `${entry.file}: "${entry.line}"`;
    if (code === undefined) problems.push(`${where}: the file is not a rule file (RULE_FILES)`);
    else if (found.length !== 1) problems.push(`${where}: matches ${found.length} lines, not one`);
    else if (entry.through !== undefined && found[0]?.through === undefined)
      problems.push(`${where}: its range end "${entry.through}" is not below it`);
  }
  return problems;
}

/** Entries that leave out no mutant of their line or range (the mutators they name make nothing there any more). */
export function idleEntries(
  rows: readonly MutantRow[],
  entries: readonly IgnoreEntry[] = IGNORED,
  sources = currentSources(),
): string[] {
  return entries
    .filter((entry) => {
      const [found] = locate(entry, sources.get(entry.file) ?? "");
      const on = (line: number) =>
        found !== undefined && (entry.through === undefined ? line === found.line : line >= found.line);
      return !rows.some((row) => row.file === entry.file && row.ignored === entry.reason && on(row.line));
    })
    .map((entry) => `${entry.file}: "${entry.line}" leaves out no mutant`);
}

/** `Stryker` directive comments in any package's src/ (file:line). */
export function strykerComments(root = REPO_ROOT): string[] {
  const found: string[] = [];
  for (const pkg of readdirSync(join(root, "packages"))) {
    const src = join(root, "packages", pkg, "src");
    let files: string[];
    try {
      files = readdirSync(src, { recursive: true, encoding: "utf8" });
    } catch {
      continue;
    }
    for (const file of files.filter((name) => /\.[cm]?[jt]sx?$/.test(name))) {
      const lines = readFileSync(join(src, file), "utf8").split("\n");
      for (const [index, line] of lines.entries()) {
        if (/\/[/*]\s*Stryker (disable|restore)/.test(line)) found.push(`packages/${pkg}/src/${file}:${index + 1}`);
      }
    }
  }
  return found;
}

function key(row: MutantRow, completed: ReadonlyMap<string, string>): string {
  const reason = row.ignored === undefined ? "runs" : `ignored: ${completed.get(row.ignored) ?? row.ignored}`;
  return `${row.file} | ${row.text} | ${row.mutator} → ${row.replacement} | ${reason}`;
}

/**
 * The mutants of `after` that differ from `before` (each side's extra rows, line numbers left out). A reason Stryker
 * read only up to the end of a directive's first comment line counts as the full reason of the entry it begins.
 */
export function differences(
  before: readonly MutantRow[],
  after: readonly MutantRow[],
  entries: readonly IgnoreEntry[] = IGNORED,
): string[] {
  const reasons = new Set(entries.map((entry) => entry.reason));
  const completed = new Map<string, string>();
  for (const row of before) {
    if (row.ignored === undefined || reasons.has(row.ignored)) continue;
    const full = [...reasons].find((reason) => reason.startsWith(`${row.ignored} `));
    if (full) completed.set(row.ignored, full);
  }
  const count = (rows: readonly MutantRow[]) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row, completed), (counts.get(key(row, completed)) ?? 0) + 1);
    return counts;
  };
  const [was, is] = [count(before), count(after)];
  const diff: string[] = [];
  for (const k of new Set([...was.keys(), ...is.keys()])) {
    const delta = (is.get(k) ?? 0) - (was.get(k) ?? 0);
    if (delta !== 0) diff.push(`${delta > 0 ? "+" : "-"}${Math.abs(delta)} ${k}`);
  }
  return diff.sort();
}

/** Per file: mutants and ignored mutants. */
export function tally(rows: readonly MutantRow[]): Map<string, { mutants: number; ignored: number }> {
  const byFile = new Map<string, { mutants: number; ignored: number }>();
  for (const row of rows) {
    const counts = byFile.get(row.file) ?? { mutants: 0, ignored: 0 };
    counts.mutants++;
    if (row.ignored !== undefined) counts.ignored++;
    byFile.set(row.file, counts);
  }
  return byFile;
}

async function main(argv: readonly string[]): Promise<number> {
  const againstAt = argv.indexOf("--against");
  const ref = againstAt >= 0 ? argv[againstAt + 1] : undefined;
  if (againstAt >= 0 && !ref) throw new Error("--against needs a git ref");
  const problems = [...misplacedEntries(), ...strykerComments().map((at) => `${at}: a Stryker comment in src/`)];
  const after = await mutantsOf(currentSources(), true);
  problems.push(...idleEntries(after));
  const now = tally(after);
  if (ref) {
    const before = await mutantsOf(sourcesAt(ref), false);
    const was = tally(before);
    console.log(`| file | mutants at ${ref} | now | ignored at ${ref} | now |`);
    console.log("| --- | --- | --- | --- | --- |");
    for (const file of RULE_FILES) {
      const [b, a] = [was.get(file), now.get(file)];
      console.log(
        `| ${file} | ${b?.mutants ?? "–"} | ${a?.mutants ?? "–"} | ${b?.ignored ?? "–"} | ${a?.ignored ?? "–"} |`,
      );
    }
    const diff = differences(before, after);
    for (const line of diff) console.log(`differs: ${line}`);
    console.log(diff.length === 0 ? `the same mutants as at ${ref}, ignored for the same reasons` : "");
    if (diff.length > 0) problems.push(`${diff.length} mutant row(s) differ from ${ref}`);
  }
  const ignored = [...now.values()].reduce((sum, counts) => sum + counts.ignored, 0);
  console.log(`${IGNORED.length} entries, ${after.length} mutants in ${now.size} rule files, ${ignored} ignored`);
  for (const problem of problems) console.log(`problem: ${problem}`);
  console.log(problems.length === 0 ? "every entry names one line and leaves out a mutant" : "");
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`mutation:check-ignores: ${(error as Error).message}`);
      process.exitCode = 2;
    },
  );
}
