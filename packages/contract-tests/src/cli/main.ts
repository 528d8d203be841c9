/** The command behind `haulkit-contract` / `pnpm contract`: run the suites, or validate captured JSON. */

import { clearReports, runContract } from "../run/run-contract.js";
import { availableSuites } from "../run/suites.js";
import { skipReason } from "../run/summary.js";
import { TargetError } from "../target/target.js";
import { writeJunit } from "../verdicts/junit.js";
import { type CliArgs, parseCli, reportsDirOf, UsageError } from "./args.js";
import { helpText } from "./help.js";
import { formatResults, validatePaths } from "./validate.js";

const print = (text: string) => process.stdout.write(`${text}\n`);

async function execute(args: CliArgs): Promise<number> {
  if (args.command === "help") {
    print(helpText(availableSuites()));
    return 0;
  }
  if (args.command === "validate") {
    const results = validatePaths(args.paths, args);
    print(formatResults(results, process.cwd()));
    return results.every((result) => result.ok) ? 0 : 1;
  }
  return (await runContract(args, print)).exitCode;
}

/** A run that could not start still leaves a junit.xml holding its error (a CI upload never shows a stale one). */
function reportStartError(argv: readonly string[], message: string): void {
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  if (args[0] === "validate" || args[0] === "help" || args.includes("--help") || args.includes("-h")) return;
  try {
    const reportsDir = reportsDirOf(args, process.cwd());
    clearReports(reportsDir);
    writeJunit(reportsDir, [], [`haulkit-contract could not run: ${message}`], skipReason);
  } catch {
    // the reports directory cannot be written: the error line on stderr is all there is
  }
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    return await execute(parseCli(argv, env, process.cwd()));
  } catch (error) {
    const usage = error instanceof UsageError || error instanceof TargetError || error instanceof RangeError;
    const unknownOperation = error instanceof Error && error.message.startsWith("unknown operationId");
    if (usage || unknownOperation) {
      const message = (error as Error).message;
      reportStartError(argv, message);
      process.stderr.write(`haulkit-contract: ${message}\n(haulkit-contract --help for the options)\n`);
      return 2;
    }
    throw error;
  }
}
