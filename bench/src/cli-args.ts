/**
 * The command line of `pnpm bench`: `--only <suite>` (repeatable, or comma-separated), `--no-fail`, `--prism <bin>`,
 * `--help`.
 */
import { parseArgs } from "node:util";
import { PRISM_VERSION } from "./peers/prism-version.js";

export interface BenchArgs {
  help: boolean;
  /** Suite names to run; empty: every suite. */
  only: string[];
  /** Report missed targets without failing the exit code. */
  noFail: boolean;
  /** The Prism CLI the peers suite runs instead of its scratch install (as `HAULKIT_PRISM_BIN`). */
  prism?: string;
}

export class UsageError extends Error {}

export const USAGE = `Usage: pnpm bench [-- options]

Runs the benchmark suites in bench/src/suites/ one after another, prints each figure with its target,
and merges the figures into reports/bench.json (a flat map of named figures).

Options:
  --only <suite>   run only this suite (repeatable, or a comma-separated list), e.g. --only sandbox
  --no-fail        report missed targets as FAIL but exit 0 for them (a suite that throws still exits 1)
  --prism <bin>    the Prism CLI the peers suite runs (default: HAULKIT_PRISM_BIN, else Prism ${PRISM_VERSION}
                   installed once into node_modules/.cache/haulkit-bench/ or HAULKIT_PRISM_DIR)
  -h, --help       print this help

Every suite runs by default but peers (the sandbox against Stoplight Prism's mock, which may install
Prism first): it runs only when asked, --only peers. Without Prism it prints why and
writes no figure (that alone does not change the exit status).

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
  const prism = parsed.values.prism;
  if (prism === "") throw new UsageError("--prism needs the path of a Prism CLI");
  return {
    help: parsed.values.help ?? false,
    only: [...new Set(only)],
    noFail: parsed.values["no-fail"] ?? false,
    ...(prism === undefined ? {} : { prism }),
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      only: { type: "string", multiple: true },
      "no-fail": { type: "boolean" },
      prism: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
}
