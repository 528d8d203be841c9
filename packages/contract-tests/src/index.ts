/**
 * The programmatic face of the package: `runContract` runs the suites exactly as the `haulkit-contract` command does,
 * and the types describe what a run writes into its reports directory (coverage.json, drift.json, failures).
 */
export type { ActionName, Party } from "./actors/actions.js";
export { ACTIONS } from "./actors/actions.js";
export type { Action, ActorAnswer, ActorRequest, Actors, ActorsContext, ActorsModule } from "./actors/define-actors.js";
export { answered, defineActors } from "./actors/define-actors.js";
export type { CoverageReport, OperationCoverage, Tally } from "./coverage/report.js";
export type { TestRecord, TestState, Totals } from "./run/summary.js";
export type { Drift } from "./validation/verdict.js";
export type { DriftRecord } from "./verdicts/drift-recorder.js";
export type { DriftGroup, DriftReport } from "./verdicts/drift-report.js";
export type { FailureGroup } from "./verdicts/failure-groups.js";
export type { MismatchCause } from "./verdicts/mismatch.js";

/** Environment variables a run reads (`HAULKIT_SHIPPER_URL`, `HAULKIT_CLIENT_SECRET`...; `haulkit-contract --help`). */
export type ContractEnv = Readonly<Record<string, string | undefined>>;

/** Exit codes of a run: 0 no fact broken, 1 a fact broken (or drift under `--strict`), 2 bad usage or target. */
export type ContractExitCode = 0 | 1 | 2;

interface ContractCli {
  main(argv: readonly string[], env: ContractEnv): Promise<number>;
}

/**
 * Runs `haulkit-contract <args>` in this process (`["--shipper-url", url, "--suite", "auth"]`, `["validate", file]`)
 * and resolves to its exit code. The suites are TypeScript run by tsx and vitest: the first call registers tsx's
 * loader in this process, as the `haulkit-contract` bin does.
 */
export async function runContract(args: readonly string[], env: ContractEnv = process.env): Promise<ContractExitCode> {
  const { register } = await import("tsx/esm/api");
  register();
  // The command line's sources ship as TypeScript beside dist/ (src/), resolved from here in both layouts.
  const cli = (await import(new URL("../src/cli/main.ts", import.meta.url).href)) as ContractCli;
  return (await cli.main(args, env)) as ContractExitCode;
}
