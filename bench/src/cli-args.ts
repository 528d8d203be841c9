/** The command line of `pnpm bench`: `--only <suite>` (repeatable, or comma-separated), `--no-fail`, `--help`. */
import { parseArgs } from "node:util";

export interface BenchArgs {
  help: boolean;
  /** Suite names to run; empty: every suite. */
  only: string[];
  /** Report missed targets without failing the exit code. */
  noFail: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: pnpm bench [-- options]

Runs the benchmark suites in bench/src/suites/ one after another, prints each figure with its target,
and merges the figures into reports/bench.json (a flat map of named figures).

Options:
  --only <suite>   run only this suite (repeatable, or a comma-separated list), e.g. --only sandbox
  --no-fail        report missed targets as FAIL but exit 0 for them (a suite that throws still exits 1)
  -h, --help       print this help

Exit status: 0 all figures measured and every target met; 1 a suite failed or a target was missed
(unless --no-fail); 2 bad options or an unknown suite.`;

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  // `pnpm bench -- --only sandbox` may pass the `--` through.
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const only = (parsed.values.only ?? []).flatMap((value) => value.split(",")).map((name) => name.trim());
  if (only.some((name) => name.length === 0)) throw new UsageError("--only needs a suite name");
  return { help: parsed.values.help ?? false, only: [...new Set(only)], noFail: parsed.values["no-fail"] ?? false };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      only: { type: "string", multiple: true },
      "no-fail": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
}
