/** Runs suites one after another, checks their figures, merges them into the report and decides the exit code. */
import { type Figures, mergeReport } from "./report.js";
import { roundFigure } from "./stats.js";
import type { Log, Suite } from "./suite.js";
import { formatTable, tableRows } from "./table.js";
import { TARGETS, verdict } from "./targets.js";

export interface RunOptions {
  reportPath: string;
  /** Missed targets print FAIL but do not fail the exit code. */
  noFail: boolean;
  out: Log;
  /** A suite still running after this long is abandoned and counted as failed. Default 15 minutes. */
  suiteTimeoutMs?: number;
}

export interface RunOutcome {
  /** The figures measured in this run (rounded as written to the report). */
  figures: Figures;
  failedSuites: string[];
  missedTargets: string[];
  exitCode: 0 | 1;
}

const DEFAULT_SUITE_TIMEOUT_MS = 15 * 60_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The suite's figures, each named `<suite>.<figure>` and a finite number; anything else fails the suite. */
function checkFigures(suite: string, figures: unknown): Figures {
  if (typeof figures !== "object" || figures === null || Array.isArray(figures)) {
    throw new Error("run(log) did not resolve to an object of figures");
  }
  const checked: Figures = {};
  for (const [name, value] of Object.entries(figures)) {
    if (!name.startsWith(`${suite}.`)) throw new Error(`figure ${name} is not named ${suite}.<figure>`);
    if (typeof value !== "number" || !Number.isFinite(value)) throw new Error(`figure ${name} is not a finite number`);
    checked[name] = roundFigure(value);
  }
  return checked;
}

export async function runBench(suites: readonly Suite[], options: RunOptions): Promise<RunOutcome> {
  const { out } = options;
  const figures: Figures = {};
  const failedSuites: string[] = [];
  for (const suite of suites) {
    const started = Date.now();
    out(`[${suite.name}] start`);
    try {
      const work = suite.run((line) => out(`[${suite.name}] ${line}`));
      const measured = checkFigures(
        suite.name,
        await withTimeout(work, options.suiteTimeoutMs ?? DEFAULT_SUITE_TIMEOUT_MS, `suite ${suite.name}`),
      );
      Object.assign(figures, measured);
      out(`[${suite.name}] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failedSuites.push(suite.name);
      out(`[${suite.name}] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const missedTargets = Object.keys(figures)
    .sort()
    .filter((name) => verdict(figures[name] as number, TARGETS[name]) === "fail");
  if (Object.keys(figures).length > 0) {
    await mergeReport(options.reportPath, figures, (line) => out(`warning: ${line}`));
    out("");
    for (const line of formatTable(tableRows(figures)).split("\n")) out(line);
    out("");
    out(`figures merged into ${options.reportPath}`);
  }
  if (failedSuites.length > 0) out(`failed suites: ${failedSuites.join(", ")}`);
  if (missedTargets.length > 0) {
    out(`missed targets: ${missedTargets.join(", ")}${options.noFail ? " (--no-fail: not failing the run)" : ""}`);
  }
  const failed = failedSuites.length > 0 || (missedTargets.length > 0 && !options.noFail);
  return { figures, failedSuites, missedTargets, exitCode: failed ? 1 : 0 };
}
