/** The command behind `haulkit-contract` / `pnpm contract`: run the suites, or validate captured JSON. */

import { runContract } from "../run/run-contract.js";
import { availableSuites } from "../run/suites.js";
import { TargetError } from "../target/target.js";
import { type CliArgs, parseCli, UsageError } from "./args.js";
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

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    return await execute(parseCli(argv, env, process.cwd()));
  } catch (error) {
    const usage = error instanceof UsageError || error instanceof TargetError || error instanceof RangeError;
    const unknownOperation = error instanceof Error && error.message.startsWith("unknown operationId");
    if (usage || unknownOperation) {
      process.stderr.write(
        `haulkit-contract: ${(error as Error).message}\n(haulkit-contract --help for the options)\n`,
      );
      return 2;
    }
    throw error;
  }
}
