/**
 * The code of the guides as a test sees it: the blocks of one language, the commands of a shell block split into
 * words, the `--help` of the commands they run, and the flags a command uses.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { packageDir } from "../../src/apis.js";

export const repositoryRoot = join(packageDir, "..", "..");

/** The fenced blocks of `language` in a guide, in order. */
export const codeBlocks = (markdown: string, language: string) =>
  [...markdown.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map((match) => match[1] ?? "");

/** A shell word list: quotes removed, `$(…)` and `${{ … }}` kept as one word. */
function words(command: string): string[] {
  const found = command.match(/'[^']*'|"[^"]*"|\$\([^)]*\)|[^\s'"]+(?:'[^']*'|"[^"]*"|[^\s'"]*)*/g) ?? [];
  return found.map((word) => word.replace(/^'(.*)'$|^"(.*)"$/s, (_all, single = "", double = "") => single || double));
}

/** The commands of a shell block: continuation lines joined, comments dropped, `&&` and `;` split. */
export function shellCommands(block: string): string[][] {
  return block
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .filter((line) => line !== "")
    .flatMap((line) => line.split(/\s*(?:&&|;)\s*/))
    .map(words);
}

/** A block meant to run against a sandbox (a token, then curl calls): the tests run it. */
export const runsAgainstSandbox = (block: string) => /^(TOKEN=|curl )/.test(block.trimStart());

const helpCache = new Map<string, string>();
/** The `--help` text of a command run with node from the repository (cached). */
export function helpOf(script: string, args: string[] = ["--help"]): string {
  const key = [script, ...args].join(" ");
  const cached = helpCache.get(key);
  if (cached !== undefined) return cached;
  const run = spawnSync(process.execPath, [join(repositoryRoot, script), ...args], {
    cwd: repositoryRoot,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`${script} ${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  helpCache.set(key, run.stdout);
  return run.stdout;
}

export const contractBin = "packages/contract-tests/bin/haulkit-contract.js";
export const sandboxBin = "packages/sandbox/bin/haulkit-sandbox.js";
export const defectsRunner = "packages/contract-tests/mutation/defects/run.mjs";

/** The flags of a command line (`--name`, `--name=value` as `--name`), up to a `--` that hands the rest on. */
export function flagsOf(args: string[]): string[] {
  const end = args.indexOf("--");
  return (end >= 0 ? args.slice(0, end) : args)
    .filter((arg) => /^--?[a-z]/.test(arg))
    .map((arg) => arg.replace(/=.*$/, ""));
}

/** The values a flag is given (`--tag x --tag y` → x, y). */
export function valuesOf(args: string[], flag: string): string[] {
  return args.flatMap((arg, index) => (arg === flag && args[index + 1] !== undefined ? [args[index + 1] ?? ""] : []));
}

/** Whether a help text documents a flag (`--port` but not as the start of `--portal`). */
export const documents = (help: string, flag: string) =>
  new RegExp(`(^|[\\s,(])${flag.replace(/[-]/g, "\\-")}(?![a-z-])`, "m").test(help);
