/**
 * Fails when the spec diff has breaking changes and no pending changeset releases @haulkit/types and
 * @haulkit/client as major. Usage: tsx scripts/check-changeset.ts --diff <diff.json> [--dir <.changeset>]
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkChangesets, readChangesets } from "../src/changeset.js";

const USAGE =
  "Usage: check-changeset --diff <file written by haulkit-spec diff --format json> [--dir <.changeset directory>]";

export function run(argv: string[], cwd = process.cwd()): { code: number; text: string } {
  if (argv.includes("--help") || argv.includes("-h")) return { code: 0, text: USAGE };
  let diffFile: string | undefined;
  let dir = resolve(cwd, ".changeset");
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === "--diff" || arg === "--dir") && (value === undefined || value.startsWith("--")))
      return { code: 2, text: `check-changeset: ${arg} needs a value\n${USAGE}` };
    if (arg === "--diff") diffFile = resolve(cwd, argv[++i] as string);
    else if (arg === "--dir") dir = resolve(cwd, argv[++i] as string);
    else return { code: 2, text: `check-changeset: unknown argument ${arg}\n${USAGE}` };
  }
  if (!diffFile) return { code: 2, text: `check-changeset: --diff is required\n${USAGE}` };
  let breaking: unknown;
  try {
    breaking = (JSON.parse(readFileSync(diffFile, "utf8")) as { summary?: { breaking?: unknown } }).summary?.breaking;
  } catch (error) {
    return { code: 2, text: `check-changeset: cannot read ${diffFile}: ${(error as Error).message.split("\n")[0]}` };
  }
  if (typeof breaking !== "number")
    return {
      code: 2,
      text: `check-changeset: ${diffFile} has no summary.breaking count (write it with --format json)`,
    };
  try {
    const verdict = checkChangesets(breaking, readChangesets(dir));
    return { code: verdict.ok ? 0 : 1, text: verdict.message };
  } catch (error) {
    return { code: 2, text: `check-changeset: ${(error as Error).message}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { code, text } = run(process.argv.slice(2));
  // In GitHub Actions a refusal is also an error annotation on the pull request's checks.
  if (code === 1 && process.env.GITHUB_ACTIONS === "true")
    console.log(`::error title=Major changeset required::${text}`);
  (code === 0 ? console.log : console.error)(text);
  process.exitCode = code;
}
