/**
 * Contract suite: the wall time of the whole contract suite against the embedded sandbox, as a user runs it (the
 * `haulkit-contract` bin in a child process, reports in a temporary directory). Target: at most 60 s on 2 cores.
 * Beside it the mutation score of the last `pnpm mutation` report (read, not re-run).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MUTATION_REPORT, readMutationScore } from "../mutation-score.js";
import type { Log } from "../suite.js";

const BIN = fileURLToPath(new URL("../../../packages/contract-tests/bin/haulkit-contract.js", import.meta.url));

/** The environment without any HAULKIT_* target, so the run starts the embedded sandbox. */
function embeddedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("HAULKIT_")));
}

export async function run(log: Log): Promise<Record<string, number>> {
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
    const summary = output.split("\n").find((line) => line.startsWith("haulkit contract:"));
    if (code !== 0) throw new Error(`the contract suite failed (exit ${code}):\n${output.slice(-2000)}`);
    log(`contract suite: ${summary ?? "no summary"}; ${seconds.toFixed(1)} s wall time`);
    return { "contract.suite_s": Math.round(seconds * 10) / 10, ...(await mutationFigure(log)) };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** `contract.mutation_score` from the last mutation report; none (said in the log) when there is no report. */
export async function mutationFigure(log: Log, path: string = MUTATION_REPORT): Promise<Record<string, number>> {
  const result = await readMutationScore(path);
  if (!result) {
    log(`contract mutation score: no mutation report at ${path} (run pnpm mutation)`);
    return {};
  }
  log(
    `contract mutation score: ${result.score} % (${result.detected} of ${result.valid} mutants detected in ${result.files} file(s), from ${path})`,
  );
  return { "contract.mutation_score": result.score };
}
