/** `pnpm bench`: run the suites (or `--only` some), print the table, merge into reports/bench.json. */
import { parseBenchArgs, USAGE, UsageError } from "./cli-args.js";
import { REPORT_PATH, SUITES_DIR } from "./paths.js";
import { PRISM_BIN_ENV } from "./peers/prism-install.js";
import { runBench } from "./runner.js";
import { loadSuites } from "./suite.js";

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseBenchArgs(argv);
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    if (args.prism !== undefined) process.env[PRISM_BIN_ENV] = args.prism;
    const suites = await loadSuites(SUITES_DIR, args.only);
    const outcome = await runBench(suites, { reportPath: REPORT_PATH, noFail: args.noFail, out: console.log });
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`bench: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

// Exit explicitly: a benchmark stops by itself even if a suite left a handle open.
process.exit(await main(process.argv.slice(2)));
