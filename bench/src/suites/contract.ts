/**
 * Contract suite: the wall time of the whole contract suite against the embedded sandbox, as a user runs it (the
 * `haulkit-contract` bin in a child process, reports in a temporary directory), the median of CONTRACT_ROUNDS runs.
 * Beside it the mutation score of the last `pnpm mutation` report (read, not re-run).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MUTATION_REPORT, readMutationScore, ruleFiles } from "../mutation-score.js";
import { median } from "../stats.js";
import type { Log } from "../suite.js";

const BIN = fileURLToPath(new URL("../../../packages/contract-tests/bin/haulkit-contract.js", import.meta.url));

/** The environment without any HAULKIT_* target, so the run starts the embedded sandbox. */
function embeddedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("HAULKIT_")));
}

/** Runs of the whole suite per bench: its figure is their median (one run moved ±15 % with the machine's pace). */
export const CONTRACT_ROUNDS = 3;

/** One run of the bin, timed from spawn to exit; throws when the run fails. */
async function timedRun(): Promise<{ seconds: number; summary: string | undefined }> {
  const cwd = mkdtempSync(join(tmpdir(), "haulkit-bench-contract-"));
  try {
    const started = process.hrtime.bigint();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN], { cwd, env: embeddedEnv(), stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("close", (exit) => resolve({ code: exit, output }));
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (code !== 0) throw new Error(`the contract suite failed (exit ${code}):\n${output.slice(-2000)}`);
    return { seconds, summary: output.split("\n").find((line) => line.startsWith("haulkit contract:")) };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

export async function run(log: Log): Promise<Record<string, number>> {
  const walls: number[] = [];
  for (let round = 1; round <= CONTRACT_ROUNDS; round++) {
    const { seconds, summary } = await timedRun();
    walls.push(seconds);
    log(
      `contract suite round ${round}/${CONTRACT_ROUNDS}: ${summary ?? "no summary"}; ${seconds.toFixed(1)} s wall time`,
    );
  }
  const figure = median(walls);
  log(
    `contract suite: median ${figure.toFixed(1)} s of ${CONTRACT_ROUNDS} runs (${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)} s)`,
  );
  return { "contract.suite_s": Math.round(figure * 10) / 10, ...(await mutationFigure(log)) };
}

/**
 * `contract.mutation_score` from the last mutation report, over the rule files; none (said in the log) when there
 * is no report or when it lacks a rule file (a run of `pnpm mutation --mutate <file>` writes the same file).
 */
export async function mutationFigure(
  log: Log,
  path: string = MUTATION_REPORT,
  files?: readonly string[],
): Promise<Record<string, number>> {
  const result = await readMutationScore(path, files ?? (await ruleFiles()));
  if (!result) {
    log(`contract mutation score: no mutation report at ${path} (run pnpm mutation)`);
    return {};
  }
  if ("missing" in result) {
    const held = result.of - result.missing.length;
    log(
      `contract mutation score: none — ${path} holds ${held} of the ${result.of} rule files (a partial run; missing ${result.missing[0]}${result.missing.length > 1 ? ` and ${result.missing.length - 1} more` : ""}): run pnpm mutation, or merge reports with pnpm mutation:scores <reports…> --out ${path}`,
    );
    return {};
  }
  log(
    `contract mutation score: ${result.score} % (${result.detected} of ${result.valid} mutants detected in ${result.files} rule file(s), from ${path})`,
  );
  return { "contract.mutation_score": result.score };
}
