/**
 * The command behind `haulkit-contract` / `pnpm contract`: run the suites, validate captured JSON, or merge the
 * reports of shards. Help, the version and bad usage load nothing heavy: the suite, vitest and Ajv are imported
 * only by the command that needs them.
 */

import { overlayUsage } from "../overlay/overlay-args.js";
import { clearReports } from "../run/reports-dir.js";
import { packageVersion } from "../run/run-record.js";
import { availableSuites } from "../run/suites.js";
import { skipReason } from "../run/test-record.js";
import { TargetError } from "../target/target.js";
import { writeJunit } from "../verdicts/junit.js";
import { type CliArgs, parseCli, reportsDirOf, UsageError } from "./args.js";
import { settleColour } from "./colour.js";
import { helpText, mergeHelpText } from "./help.js";

const print = (text: string) => process.stdout.write(`${text}\n`);

async function execute(args: CliArgs): Promise<number> {
  if (args.command === "help") {
    if (args.topic === "overlay") print(overlayUsage("haulkit-contract"));
    else print(args.topic === "merge-reports" ? mergeHelpText() : helpText(availableSuites()));
    return 0;
  }
  if (args.command === "version") {
    print(packageVersion());
    return 0;
  }
  if (args.command === "validate") {
    const { formatResults, validatePaths } = await import("./validate.js");
    const results = validatePaths(args.paths, args);
    print(formatResults(results, process.cwd()));
    return results.every((result) => result.ok) ? 0 : 1;
  }
  if (args.command === "merge-reports") {
    const { mergeReports } = await import("../run/merge-reports.js");
    return mergeReports(args, print);
  }
  if (args.command === "plan") {
    settleColour(process.env, process.stdout.isTTY === true);
    const { runPlan } = await import("../run/run-plan.js");
    return runPlan(args.run, args.format, print);
  }
  if (args.command === "overlay") {
    const { writeOverlaid } = await import("../overlay/overlay-command.js");
    for (const line of writeOverlaid(args)) print(line);
    return 0;
  }
  // Before vitest is loaded: it reads the colour choice from the environment when imported.
  settleColour(process.env, process.stdout.isTTY === true);
  const { runContract } = await import("../run/run-contract.js");
  return (await runContract(args, print)).exitCode;
}

/** A run that could not start still leaves a junit.xml holding its error (a CI upload never shows a stale one). */
function reportStartError(argv: readonly string[], message: string): void {
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  const other = ["validate", "help", "merge-reports", "plan", "overlay"].includes(args[0] ?? "");
  if (other || args.includes("--help") || args.includes("-h")) return;
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
      const first = argv[0] === "--" ? argv[1] : argv[0];
      const command = ["merge-reports", "overlay"].find((name) => name === first);
      const topic = command ? `haulkit-contract ${command} --help` : "haulkit-contract --help";
      process.stderr.write(`haulkit-contract: ${message}\n(${topic} for the options)\n`);
      return 2;
    }
    throw error;
  }
}
