/** Command-line options of `pnpm test:reliability`, with their defaults; bad options are a UsageError. */
import { FAULTS } from "@haulkit/sandbox";
import { PART_NAMES, type PartName } from "../report.js";

export interface CliOptions {
  help: boolean;
  seed: number;
  /** Whether the seed came from `--seed` / HAULKIT_FUZZ_SEED (else it was drawn at random). */
  seedGiven: boolean;
  requests: number;
  timeLimitSeconds: number;
  orders: number;
  workers: number;
  parts: PartName[];
  reportPath: string;
  /** Sandbox fault switches (names from @haulkit/sandbox's FAULTS). */
  sandboxFaults: string[];
}

export class UsageError extends Error {
  override readonly name = "UsageError";
}

export const DEFAULTS = {
  requests: 20_000,
  timeLimitSeconds: 150,
  orders: 10_000,
  workers: 4,
  reportPath: "reports/reliability.json",
} as const;

export const HELP = `Usage: pnpm test:reliability [-- options]

Runs the reliability checks of haulkit against an in-process sandbox and the client, prints a table and writes
a JSON report. Exits 1 when any of 5xx seen, invariant breaks, mishandled faults, events lost, secrets leaked or
other check failures is not zero (a part that crashes counts), 2 on bad options.

Options:
  --seed <int>          seed of the fuzzer (default: HAULKIT_FUZZ_SEED, else random; always printed)
  --requests <n>        fuzz requests to send at most (default ${DEFAULTS.requests})
  --time-limit <s>      ...or stop fuzzing after this many seconds, whichever comes first (default ${DEFAULTS.timeLimitSeconds})
  --orders <n>          orders created in one organisation for the pagination check (default ${DEFAULTS.orders})
  --workers <n>         parallel fuzz workers, one organisation each (default ${DEFAULTS.workers})
  --parts <a,b,...>     run only these parts: ${PART_NAMES.join(", ")} (default all)
  --report <path>       where the JSON report goes (default ${DEFAULTS.reportPath})
  --sandbox-faults <a,b> start every sandbox with these fault switches, to see the checks fail (default none)
  --help                this text
`;

function integer(name: string, text: string | undefined, min: number): number {
  if (text === undefined || !/^-?\d+$/.test(text))
    throw new UsageError(`${name} needs an integer, got ${text ?? "nothing"}`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min)
    throw new UsageError(`${name} must be an integer >= ${min}, got ${text}`);
  return value;
}

function seedOf(name: string, text: string): number {
  const value = integer(name, text, -(2 ** 31));
  if (value > 2 ** 31 - 1) throw new UsageError(`${name} must fit in 32 bits, got ${text}`);
  return value;
}

export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  random: () => number = Math.random,
  knownFaults: readonly string[] = Object.keys(FAULTS),
): CliOptions {
  const options: CliOptions = {
    help: false,
    seed: 0,
    seedGiven: false,
    requests: DEFAULTS.requests,
    timeLimitSeconds: DEFAULTS.timeLimitSeconds,
    orders: DEFAULTS.orders,
    workers: DEFAULTS.workers,
    parts: [...PART_NAMES],
    reportPath: DEFAULTS.reportPath,
    sandboxFaults: [],
  };
  if (env.HAULKIT_FUZZ_SEED !== undefined && env.HAULKIT_FUZZ_SEED !== "") {
    options.seed = seedOf("HAULKIT_FUZZ_SEED", env.HAULKIT_FUZZ_SEED);
    options.seedGiven = true;
  }
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() as string;
    if (arg === "--") continue;
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = () => inline ?? args.shift();
    switch (flag) {
      case "--help":
      case "-h":
        options.help = true;
        break;
      case "--seed":
        options.seed = seedOf("--seed", value() ?? "");
        options.seedGiven = true;
        break;
      case "--requests":
        options.requests = integer("--requests", value(), 1);
        break;
      case "--time-limit":
        options.timeLimitSeconds = integer("--time-limit", value(), 1);
        break;
      case "--orders":
        options.orders = integer("--orders", value(), 1);
        break;
      case "--workers":
        options.workers = integer("--workers", value(), 1);
        break;
      case "--report": {
        const path = value();
        if (!path) throw new UsageError("--report needs a path");
        options.reportPath = path;
        break;
      }
      case "--sandbox-faults": {
        const list = (value() ?? "").split(",").filter(Boolean);
        const unknown = list.filter((name) => !knownFaults.includes(name));
        if (list.length === 0 || unknown.length > 0) {
          throw new UsageError(
            `--sandbox-faults takes a comma-separated list of ${knownFaults.join(", ")}; got ${unknown.join(", ") || "nothing"}`,
          );
        }
        options.sandboxFaults = list;
        break;
      }
      case "--parts": {
        const list = (value() ?? "").split(",").filter(Boolean);
        const unknown = list.filter((part) => !(PART_NAMES as readonly string[]).includes(part));
        if (list.length === 0 || unknown.length > 0) {
          throw new UsageError(
            `--parts takes a comma-separated list of ${PART_NAMES.join(", ")}; got ${unknown.join(", ") || "nothing"}`,
          );
        }
        options.parts = list as PartName[];
        break;
      }
      default:
        throw new UsageError(`unknown option ${arg} (see --help)`);
    }
  }
  if (!options.seedGiven) options.seed = Math.floor(random() * 2 ** 31);
  return options;
}
