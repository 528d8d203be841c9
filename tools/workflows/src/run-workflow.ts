/**
 * Runs one workflow file locally: a fresh clone of the repository's HEAD, then every job in `needs` order, each
 * matrix entry in sequence, each `run:` step in order with the matrix values, empty secrets and the GITHUB_* files.
 * Unlike GitHub, the jobs of one file share the clone (one install per file): a job sees what earlier jobs built.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isPublishStep, runAction } from "./actions.js";
import { isLocalAction, readCompositeAction } from "./composite-action.js";
import { runnerEnvironment } from "./environment.js";
import { condition, type ExpressionContext, interpolate } from "./expressions.js";
import { readKeyValues, readPathFile } from "./github-files.js";
import { runShell } from "./shell.js";
import { type Job, readWorkflow, type Step, stepLabel } from "./workflow.js";

export type Outcome = "success" | "failure" | "skipped" | "not run here" | "stopped";

export interface StepRecord {
  job: string;
  step: string;
  outcome: Outcome;
  note: string;
  /** The output's last lines (run steps), for a failure report. */
  tail?: string;
  seconds: number;
}

export interface WorkflowRun {
  file: string;
  ok: boolean;
  records: StepRecord[];
  failures: StepRecord[];
  stoppedAt?: StepRecord;
  /** What the steps wrote to GITHUB_STEP_SUMMARY, in order (the job summaries GitHub would show). */
  summaries: string[];
  /** The temporary directory (clone, logs, artifacts); removed unless `keep`. */
  dir: string;
}

export interface RunOptions {
  /** The repository whose HEAD is cloned. */
  repo: string;
  /** The workflow's path inside the repository, e.g. `.github/workflows/contract.yml`. */
  file: string;
  /** Shared turbo cache directory (TURBO_CACHE_DIR), so repeated runs rebuild only what changed. */
  turboCacheDir?: string;
  /** Values for `secrets.*`; every other secret is empty, as on a fork's pull request. */
  secrets?: Record<string, string>;
  stepTimeoutMs?: number;
  /** One line per step as it finishes (and every output line with `echo`). */
  log?: (line: string) => void;
  echo?: boolean;
  keep?: boolean;
  /**
   * Run the matrix entries that differ only in their Node version too (default false): every step runs on the local
   * Node here, so they would repeat the first entry's run exactly.
   */
  everyNodeVersion?: boolean;
}

/** Matrix keys that only choose the Node version (setup-node's input), which the local run cannot honour. */
const NODE_KEYS = new Set(["node", "node-version", "node_version"]);

/** The entry's values without its Node version, as a key: entries with equal keys run the same steps here. */
function withoutNode(matrix: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(matrix).filter(([key]) => !NODE_KEYS.has(key)));
}

type JobResult = { result: "success" | "failure" | "skipped"; outputs: Record<string, string> };
type StepsContext = Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }>;
/** Where a step runs: the job itself, or a local composite action (its inputs, steps and path). */
interface Scope {
  steps: StepsContext;
  inputs: Record<string, string>;
  actionPath?: string;
  /** Prefix of the step labels (`3. Gate › `) inside an action. */
  label: string;
}

function clone(repo: string, into: string): string {
  const git = (args: string[], cwd = repo) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: "pipe" }).trim();
  const sha = git(["rev-parse", "HEAD"]);
  git(["clone", "--quiet", resolve(repo), into], tmpdir());
  try {
    git(["checkout", "--quiet", "--detach", sha], into);
  } catch {
    throw new Error(
      `commit ${sha} is on no branch of ${repo}: commit your work on a branch before running the workflows`,
    );
  }
  return sha;
}

function evaluateAll(values: Record<string, unknown>, context: ExpressionContext): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, interpolate(String(value), context)]));
}

/** Runs the workflow; never throws for a failing step (it is a record), only for an unreadable workflow or clone. */
export async function runWorkflow(options: RunOptions): Promise<WorkflowRun> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), "haulkit-workflow-"));
  const workspace = join(dir, "workspace");
  const store = join(dir, "artifacts");
  const records: StepRecord[] = [];
  const summaries: string[] = [];
  const run: WorkflowRun = { file: options.file, ok: true, records, failures: [], summaries, dir };
  try {
    const sha = clone(options.repo, workspace);
    log(`${options.file}: fresh clone of ${sha.slice(0, 12)} in ${workspace}`);
    const workflow = readWorkflow(readFileSync(join(workspace, options.file), "utf8"), options.file);
    const base = runnerEnvironment(process.env);
    base.GITHUB_WORKSPACE = workspace;
    if (options.turboCacheDir) base.TURBO_CACHE_DIR = options.turboCacheDir;
    const results = new Map<string, JobResult>();
    let stopped = false;
    for (const job of workflow.jobs) {
      if (stopped) break;
      const entries: JobResult[] = [];
      const ran = new Map<string, Record<string, unknown>>();
      for (const [index, matrix] of job.matrix.entries()) {
        if (stopped) break;
        const same = ran.get(withoutNode(matrix));
        if (same && !options.everyNodeVersion) {
          const label = Object.entries(matrix)
            .map(([key, value]) => `${key} ${value}`)
            .join(", ");
          const first = Object.entries(same)
            .map(([key, value]) => `${key} ${value}`)
            .join(", ");
          records.push({
            job: `${job.id} (${label})`,
            step: "(job)",
            outcome: "not run here",
            note: `the same steps as (${first}) on the local Node ${process.versions.node}`,
            seconds: 0,
          });
          log(`[${job.id} (${label})] (job): not run here: the same steps as (${first}) on the local Node`);
          continue;
        }
        ran.set(withoutNode(matrix), matrix);
        const outcome = await runJobEntry(job, index, matrix);
        entries.push(outcome.result);
        stopped = outcome.stopped;
      }
      const result = entries.some((entry) => entry.result === "failure")
        ? "failure"
        : entries.every((entry) => entry.result === "skipped")
          ? "skipped"
          : "success";
      results.set(job.id, { result, outputs: Object.assign({}, ...entries.map((entry) => entry.outputs)) });
    }
    run.failures = records.filter((record) => record.outcome === "failure");
    run.stoppedAt = records.find((record) => record.outcome === "stopped");
    run.ok = run.failures.length === 0;
    return run;

    async function runJobEntry(job: Job, index: number, matrix: Record<string, unknown>) {
      const entryLabel = Object.keys(matrix).length
        ? `${job.id} (${Object.entries(matrix)
            .map(([key, value]) => `${key} ${value}`)
            .join(", ")})`
        : job.id;
      const runnerTemp = join(dir, `runner-temp-${job.id}-${index}`);
      mkdirSync(runnerTemp, { recursive: true });
      const steps: StepsContext = {};
      const jobScope: Scope = { steps, inputs: {}, label: "" };
      const needs = Object.fromEntries(job.needs.map((need) => [need, results.get(need)]));
      let status: "success" | "failure" = job.needs.every((need) => results.get(need)?.result === "success")
        ? "success"
        : "failure";
      const env: Record<string, string> = { ...base, RUNNER_TEMP: runnerTemp };
      const paths: string[] = [];
      const context = (scope: Scope = jobScope): ExpressionContext => ({
        status,
        workspace,
        contexts: {
          matrix,
          secrets: { ...options.secrets },
          vars: {},
          inputs: scope.inputs,
          steps: scope.steps,
          needs,
          env: { ...env },
          github: {
            event: {},
            workspace,
            event_name: "workflow_dispatch",
            ref: "refs/heads/main",
            sha,
            workflow: workflow.name,
            action_path: scope.actionPath ?? "",
          },
          runner: { os: "Linux", arch: "X64", temp: runnerTemp },
          strategy: { "job-index": index, "job-total": job.matrix.length, "fail-fast": true },
          job: { status },
        },
      });
      const record = (
        step: Step,
        position: number,
        outcome: Outcome,
        note: string,
        started: number,
        tail?: string,
        scope: Scope = jobScope,
      ) => {
        const entry: StepRecord = {
          job: entryLabel,
          step: `${scope.label}${stepLabel(step, position)}`,
          outcome,
          note,
          tail,
          seconds: Math.round((Date.now() - started) / 100) / 10,
        };
        records.push(entry);
        log(
          `[${entryLabel}] ${entry.step}: ${outcome}${note ? `${outcome === "not run here" ? ":" : " —"} ${note}` : ""} (${entry.seconds} s)`,
        );
        return entry;
      };
      const jobStarted = Date.now();
      try {
        if (!condition(job.if, context())) {
          record(
            { name: "(job)" },
            -1,
            "skipped",
            `the job's if: is false (${String(job.if ?? "success()")})`,
            jobStarted,
          );
          return { result: { result: "skipped" as const, outputs: {} }, stopped: false };
        }
        Object.assign(env, evaluateAll(workflow.env, context()), evaluateAll(job.env, context()));
      } catch (error) {
        record({ name: "(job)" }, -1, "failure", (error as Error).message, jobStarted);
        return { result: { result: "failure" as const, outputs: {} }, stopped: false };
      }
      status = "success";

      /** Runs one step in its scope (the job's, or a local composite action's); "stop" before a publish. */
      async function runStep(step: Step, position: number, scope: Scope): Promise<"stop" | undefined> {
        const started = Date.now();
        const id = step.id ?? `__step${position}`;
        const scoped = () => context(scope);
        try {
          if (!condition(step.if, scoped())) {
            scope.steps[id] = { outputs: {}, outcome: "skipped", conclusion: "skipped" };
            record(step, position, "skipped", `if: ${String(step.if ?? "success()")}`, started, undefined, scope);
            return undefined;
          }
          const inputs = evaluateAll(step.with ?? {}, scoped());
          if (isPublishStep(step, inputs)) {
            const what = step.run !== undefined ? "stopped before the publish (not run locally)" : "";
            const note = what || runAction(step.uses ?? "", inputs, { store, workspace }).note;
            record(step, position, "stopped", note, started, undefined, scope);
            return "stop";
          }
          if (isLocalAction(step.uses)) return await runLocalAction(step, position, scope, inputs, started);
          if (step.uses !== undefined) {
            const outcome = runAction(step.uses, inputs, { store, workspace });
            scope.steps[id] = { outputs: {}, outcome: "success", conclusion: "success" };
            const recorded = outcome.kind === "done" ? "success" : "not run here";
            record(step, position, recorded, outcome.note, started, undefined, scope);
            return undefined;
          }
          const files = join(runnerTemp, `step-${scope.label.length}-${position}-${Date.now()}`);
          mkdirSync(files, { recursive: true });
          const stepEnv = {
            ...env,
            ...(scope.actionPath ? { GITHUB_ACTION_PATH: scope.actionPath } : {}),
            ...evaluateAll(step.env ?? {}, scoped()),
            PATH: [...paths, env.PATH].join(":"),
            GITHUB_OUTPUT: join(files, "output"),
            GITHUB_ENV: join(files, "env"),
            GITHUB_PATH: join(files, "path"),
            GITHUB_STEP_SUMMARY: join(files, "summary.md"),
          };
          for (const file of ["output", "env", "path", "summary.md"]) writeFileSync(join(files, file), "");
          const result = await runShell({
            script: interpolate(step.run ?? "", scoped()),
            scriptFile: join(files, "script.sh"),
            logFile: join(files, "log.txt"),
            cwd: resolve(workspace, step["working-directory"] ?? job.workingDirectory ?? "."),
            env: stepEnv,
            shell: step.shell,
            timeoutMs: options.stepTimeoutMs ?? 20 * 60_000,
            onLine: options.echo ? (line) => log(`  | ${line}`) : undefined,
          });
          const outputs = readKeyValues(stepEnv.GITHUB_OUTPUT);
          Object.assign(env, readKeyValues(stepEnv.GITHUB_ENV));
          paths.unshift(...readPathFile(stepEnv.GITHUB_PATH).reverse());
          const summary = readFileSync(stepEnv.GITHUB_STEP_SUMMARY, "utf8");
          if (summary !== "") summaries.push(summary);
          const ok = result.exitCode === 0;
          scope.steps[id] = { outputs, outcome: ok ? "success" : "failure", conclusion: ok ? "success" : "failure" };
          const why = result.timedOut ? "timed out" : `exit code ${result.exitCode}`;
          record(step, position, ok ? "success" : "failure", ok ? "" : why, started, result.tail, scope);
          if (!ok && !step["continue-on-error"]) status = "failure";
        } catch (error) {
          scope.steps[id] = { outputs: {}, outcome: "failure", conclusion: "failure" };
          record(step, position, "failure", (error as Error).message, started, undefined, scope);
          if (!step["continue-on-error"]) status = "failure";
        }
        return undefined;
      }

      /** A `uses: ./path` step: the composite action's steps in their own scope, then its outputs. */
      async function runLocalAction(
        step: Step,
        position: number,
        scope: Scope,
        inputs: Record<string, string>,
        started: number,
      ): Promise<"stop" | undefined> {
        const id = step.id ?? `__step${position}`;
        const actionPath = resolve(workspace, step.uses ?? "");
        const action = readCompositeAction(actionPath, step.uses ?? "");
        const inner: Scope = {
          steps: {},
          inputs: { ...action.defaults, ...inputs },
          actionPath,
          label: `${scope.label}${stepLabel(step, position)} › `,
        };
        const before = status;
        const failuresBefore = records.filter((entry) => entry.outcome === "failure").length;
        for (const [innerPosition, innerStep] of action.steps.entries()) {
          if ((await runStep(innerStep, innerPosition, inner)) === "stop") return "stop";
        }
        const ok = records.filter((entry) => entry.outcome === "failure").length === failuresBefore;
        let outputs: Record<string, string> = {};
        try {
          outputs = evaluateAll(action.outputs, context(inner));
        } catch {
          // an output that cannot be evaluated stays unset, as on GitHub
        }
        scope.steps[id] = { outputs, outcome: ok ? "success" : "failure", conclusion: ok ? "success" : "failure" };
        record(
          step,
          position,
          ok ? "success" : "failure",
          ok ? "" : "a step of the action failed",
          started,
          undefined,
          scope,
        );
        if (!ok && step["continue-on-error"]) status = before;
        return undefined;
      }

      for (const [position, step] of job.steps.entries()) {
        if ((await runStep(step, position, jobScope)) === "stop")
          return { result: { result: status, outputs: {} }, stopped: true };
      }
      let outputs: Record<string, string> = {};
      try {
        outputs = evaluateAll(job.outputs, context());
      } catch {
        // an output that cannot be evaluated stays unset, as on GitHub
      }
      return { result: { result: status, outputs }, stopped: false };
    }
  } finally {
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** A failure report: each failed step with its job, reason and output tail. */
export function describeFailures(run: WorkflowRun): string {
  return run.failures
    .map((failure) =>
      `${run.file} — ${failure.job} — ${failure.step}: ${failure.note}\n${failure.tail ?? ""}`.trimEnd(),
    )
    .join("\n\n");
}
