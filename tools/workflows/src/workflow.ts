/** A workflow file as the local runner reads it: jobs in `needs` order, steps, and each job's matrix entries. */
import { parse } from "yaml";

export interface Step {
  name?: string;
  id?: string;
  if?: string | boolean;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  shell?: string;
  "working-directory"?: string;
  "continue-on-error"?: boolean;
}

export interface Job {
  id: string;
  name?: string;
  needs: string[];
  if?: string | boolean;
  env: Record<string, unknown>;
  outputs: Record<string, string>;
  workingDirectory?: string;
  matrix: Record<string, unknown>[];
  steps: Step[];
}

export interface Workflow {
  name: string;
  env: Record<string, unknown>;
  jobs: Job[];
}

/** A workflow file the runner cannot read: the message names the file and what is wrong. */
export class WorkflowError extends Error {}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function matches(entry: Record<string, unknown>, pattern: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, value]) => !(key in entry) || entry[key] === value);
}

/** The entries of `strategy.matrix` in GitHub's order: the product of the lists, minus exclude, plus include. */
export function expandMatrix(matrix: unknown): Record<string, unknown>[] {
  const spec = record(matrix);
  const dimensions = Object.entries(spec).filter(([key]) => key !== "include" && key !== "exclude");
  let entries: Record<string, unknown>[] = [{}];
  for (const [key, values] of dimensions) {
    if (!Array.isArray(values)) throw new WorkflowError(`matrix.${key} must be a list`);
    entries = entries.flatMap((entry) => values.map((value) => ({ ...entry, [key]: value })));
  }
  const exclude = Array.isArray(spec.exclude) ? spec.exclude.map(record) : [];
  entries = entries.filter(
    (entry) => !exclude.some((pattern) => Object.keys(pattern).length > 0 && matches(entry, pattern)),
  );
  const original = new Set(dimensions.map(([key]) => key));
  for (const include of Array.isArray(spec.include) ? spec.include.map(record) : []) {
    // An include extends every entry whose original values it does not change; else it is an entry of its own.
    const fixed = Object.fromEntries(Object.entries(include).filter(([key]) => original.has(key)));
    const targets = dimensions.length > 0 ? entries.filter((entry) => matches(entry, fixed)) : [];
    if (targets.length > 0) for (const target of targets) Object.assign(target, include);
    else entries.push({ ...include });
  }
  if (dimensions.length === 0 && entries.length > 1) entries.shift();
  return entries;
}

function orderByNeeds(jobs: Job[], file: string): Job[] {
  const ordered: Job[] = [];
  const placed = new Set<string>();
  while (ordered.length < jobs.length) {
    const next = jobs.find((job) => !placed.has(job.id) && job.needs.every((need) => placed.has(need)));
    if (!next) throw new WorkflowError(`${file}: the jobs' needs form a cycle or name a missing job`);
    ordered.push(next);
    placed.add(next.id);
  }
  return ordered;
}

/** Parses a workflow's YAML text; `file` only names it in errors. */
export function readWorkflow(text: string, file: string): Workflow {
  const document = record(parse(text));
  const jobs = Object.entries(record(document.jobs)).map(([id, raw]): Job => {
    const job = record(raw);
    const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs.map(String) : [String(job.needs)];
    if (!Array.isArray(job.steps)) throw new WorkflowError(`${file}: job ${id} has no steps`);
    const steps = job.steps.map(record) as Step[];
    for (const [index, step] of steps.entries()) {
      if ((step.run === undefined) === (step.uses === undefined))
        throw new WorkflowError(`${file}: job ${id} step ${index + 1} needs exactly one of run: and uses:`);
    }
    const workingDirectory = record(record(job.defaults).run)["working-directory"];
    return {
      id,
      name: typeof job.name === "string" ? job.name : undefined,
      needs,
      if: job.if as string | boolean | undefined,
      env: record(job.env),
      outputs: Object.fromEntries(Object.entries(record(job.outputs)).map(([key, value]) => [key, String(value)])),
      workingDirectory: typeof workingDirectory === "string" ? workingDirectory : undefined,
      matrix: expandMatrix(record(job.strategy).matrix),
      steps,
    };
  });
  if (jobs.length === 0) throw new WorkflowError(`${file}: no jobs`);
  for (const job of jobs) {
    const missing = job.needs.find((need) => !jobs.some((other) => other.id === need));
    if (missing) throw new WorkflowError(`${file}: job ${job.id} needs '${missing}', which does not exist`);
  }
  return {
    name: typeof document.name === "string" ? document.name : file,
    env: record(document.env),
    jobs: orderByNeeds(jobs, file),
  };
}

/** How a step is named in reports: its name, else its command's first line, else its action. */
export function stepLabel(step: Step, index: number): string {
  const text = step.name ?? step.run?.trim().split("\n")[0] ?? step.uses ?? "";
  return `${index + 1}. ${text}`;
}
