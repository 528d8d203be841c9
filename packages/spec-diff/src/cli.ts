/**
 * The `haulkit-spec` bin: `diff <old> <new>`, the breaking-change report between two versions of the bundled specs,
 * and `overlay <overlay>... --out <file>`, the bundle with OpenAPI Overlays applied (the one apply step of
 * `@haulkit/contract-tests/overlay`, which `haulkit-contract overlay` and `--overlay` runs use too).
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { compareDocuments } from "./compare-document.js";
import { counts, fold, renderJson, renderMarkdown, renderTable } from "./report.js";
import { API_NAMES, loadApi, type Source, sourceOf, UsageError } from "./sources.js";
import type { ApiDiff } from "./types.js";

export const HELP = `Usage: haulkit-spec diff <old> <new> [options]

Classifies every change between two versions of the bundled OpenAPI descriptions as breaking,
non-breaking or annotation, from the point of view of a client of the API (webhook payloads included).

<old>, <new>   a bundle file (spec/dist/shipper.json or .yaml), a directory of bundles (spec/dist),
               or a git ref of this repository (main, HEAD~1, spec-v1.2.0): its spec/ is bundled
Options:
  --api <name>        only this API: ${API_NAMES.join(", ")} (default: every API; with one file, the API
                      its name says; ignored for two files)
  --format <format>   table (default), json, or markdown (for a pull-request comment)
  --allow-breaking    exit 0 even when breaking changes exist
  --json <file>       also write the JSON report to <file>
  --markdown <file>   also append the Markdown report to <file> (e.g. "$GITHUB_STEP_SUMMARY")
  -h, --help          this help

Exit status: 0 no breaking change (or --allow-breaking), 1 breaking changes, 2 bad usage or unreadable input.`;

export interface DiffOptions {
  old: string;
  new: string;
  api: string | undefined;
  format: "table" | "json" | "markdown";
  allowBreaking: boolean;
  jsonFile: string | undefined;
  markdownFile: string | undefined;
}

export function parseArgs(argv: string[]): DiffOptions | "help" {
  if (argv.includes("--help") || argv.includes("-h")) return "help";
  const positional: string[] = [];
  const options: DiffOptions = {
    old: "",
    new: "",
    api: undefined,
    format: "table",
    allowBreaking: false,
    jsonFile: undefined,
    markdownFile: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === "--api") {
      const api = value();
      if (!(API_NAMES as readonly string[]).includes(api))
        throw new UsageError(`unknown API ${api}: use one of ${API_NAMES.join(", ")}`);
      options.api = api;
    } else if (flag === "--format") {
      const format = value();
      if (format !== "table" && format !== "json" && format !== "markdown")
        throw new UsageError(`unknown format ${format}: use table, json or markdown`);
      options.format = format;
    } else if (flag === "--allow-breaking") options.allowBreaking = true;
    else if (flag === "--json") options.jsonFile = value();
    else if (flag === "--markdown") options.markdownFile = value();
    else if (flag.startsWith("-") && flag !== "-") throw new UsageError(`unknown option ${flag}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new UsageError(`expected <old> and <new>, got ${positional.length} argument(s)`);
  [options.old, options.new] = positional as [string, string];
  return options;
}

/** The diff of every API the two sides name. */
export function diffSources(oldSource: Source, newSource: Source, only: string | undefined): ApiDiff[] {
  let apis: string[];
  if (oldSource.kind === "file" && newSource.kind === "file") apis = [newSource.api];
  else if (newSource.kind === "file") apis = [only ?? newSource.api];
  else if (oldSource.kind === "file") apis = [only ?? oldSource.api];
  else apis = only ? [only] : [...API_NAMES];
  const mixed = (oldSource.kind === "file") !== (newSource.kind === "file");
  const out: ApiDiff[] = [];
  for (const api of apis) {
    const before = loadApi(oldSource, api);
    const after = loadApi(newSource, api);
    if (mixed && !(oldSource.kind === "file" ? after : before)) {
      const side = oldSource.kind === "file" ? newSource : oldSource;
      throw new UsageError(`${side.label} has no ${api} bundle: name the file after its API or pass --api`);
    }
    if (!before && !after) {
      if (only) throw new UsageError(`neither ${oldSource.label} nor ${newSource.label} has the ${api} API`);
      continue;
    }
    out.push({
      api,
      old: oldSource.label,
      new: newSource.label,
      changes: fold(api, compareDocuments(before ?? {}, after ?? {})),
    });
  }
  if (out.length === 0) throw new UsageError(`no API bundle found in ${oldSource.label} or ${newSource.label}`);
  return out;
}

/** Runs the command; returns the exit status. */
export function runDiff(
  argv: string[],
  write: (text: string) => void = (text) => process.stdout.write(text),
  fail: (text: string) => void = (text) => process.stderr.write(text),
): number {
  try {
    const options = parseArgs(argv);
    if (options === "help") {
      write(`${HELP}\n`);
      return 0;
    }
    const diffs = diffSources(sourceOf(options.old), sourceOf(options.new), options.api);
    if (options.format === "json") write(renderJson(diffs));
    else if (options.format === "markdown") write(renderMarkdown(diffs));
    else write(`${renderTable(diffs)}\n`);
    if (options.jsonFile) writeFileSync(options.jsonFile, renderJson(diffs));
    if (options.markdownFile) appendFileSync(options.markdownFile, renderMarkdown(diffs));
    const breaking = counts(diffs.flatMap((diff) => diff.changes)).breaking;
    return breaking > 0 && !options.allowBreaking ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      fail(`haulkit-spec diff: ${error.message} (haulkit-spec diff --help)\n`);
      return 2;
    }
    throw error;
  }
}

export const COMMANDS = `Usage: haulkit-spec <command>

Commands:
  diff <old> <new>                     classify the changes between two versions of the specs
  overlay <overlay>... --out <file>    write the bundle with OpenAPI Overlays applied ([--api shipper|pricing])

haulkit-spec <command> --help for more.`;

/** The `haulkit-spec` bin; `overlay` loads its JSONPath and Overlay-schema code only when it runs (diff stays fast). */
export function main(argv: string[]): number | Promise<number> {
  const [command, ...rest] = argv;
  if (command === "diff") return runDiff(rest);
  if (command === "overlay")
    return import("@haulkit/contract-tests/overlay").then(({ runOverlayCommand }) =>
      runOverlayCommand("haulkit-spec", rest),
    );
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${COMMANDS}\n`);
    return command === undefined ? 2 : 0;
  }
  process.stderr.write(`haulkit-spec: unknown command ${command} (haulkit-spec --help)\n`);
  return 2;
}
