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

/**
 * Runs `haulkit-contract <args>` in this process (`["--shipper-url", url, "--suite", "auth"]`, `["validate", file]`)
 * and resolves to its exit code, as the `haulkit-contract` bin would.
 */
export async function runContract(args: readonly string[], env: ContractEnv = process.env): Promise<ContractExitCode> {
  const { main } = await import("./cli/main.js");
  return (await main(args, env)) as ContractExitCode;
}

export type { ReportsCheck } from "./schemas/report-schemas.js";

/**
 * Checks the JSON reports (run.json, drift.json, coverage.json, cleanup.json) and proposed overlays (overlay.yaml)
 * of a reports directory against the schemas the package ships; resolves to the files found and one line per error.
 */
export async function validateReports(dir: string): Promise<import("./schemas/report-schemas.js").ReportsCheck> {
  const { validateReports: check } = await import("./schemas/report-schemas.js");
  return check(dir);
}
