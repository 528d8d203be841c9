/**
 * `pnpm test:reliability`: fuzzing, the auth matrix, webhook and client faults and limits; prints the table,
 * writes the JSON report, exits 1 when a failing counter is not zero (2 on bad options).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { FaultName } from "@haulkit/sandbox";
import { HELP, parseArgs, UsageError } from "./cli/args.js";
import { formatTable } from "./report.js";
import { runParts } from "./run.js";

async function main(): Promise<number> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`test:reliability: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(`reliability: seed ${options.seed}${options.seedGiven ? "" : " (random)"}; replay with --seed ${options.seed}`);
  if (options.sandboxFaults.length > 0) log(`reliability: sandbox faults on: ${options.sandboxFaults.join(", ")}`);
  const report = await runParts({
    seed: options.seed,
    requests: options.requests,
    timeLimitMs: options.timeLimitSeconds * 1000,
    orders: options.orders,
    workers: options.workers,
    parts: options.parts,
    sandboxFaults: options.sandboxFaults as FaultName[],
    log,
  });
  const path = resolve(options.reportPath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${formatTable(report)}\nreport: ${path}\n`);
  return report.passed ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`test:reliability crashed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
