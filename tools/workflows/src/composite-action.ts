/** A local composite action (`uses: ./path`) as the runner reads its action.yml: input defaults, steps, outputs. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { type Step, WorkflowError } from "./workflow.js";

export interface CompositeAction {
  /** Every declared input with its default ('' without one), as GitHub fills `inputs.*`. */
  defaults: Record<string, string>;
  steps: Step[];
  /** Output name -> its `value:` expression, evaluated over the action's own steps. */
  outputs: Record<string, string>;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** True for a step that uses an action of the repository itself. */
export function isLocalAction(uses: string | undefined): uses is string {
  return uses?.startsWith("./") === true;
}

/** Reads `<dir>/action.yml` (or .yaml); `uses` only names it in errors. */
export function readCompositeAction(dir: string, uses: string): CompositeAction {
  const file = ["action.yml", "action.yaml"].map((name) => join(dir, name)).find((path) => existsSync(path));
  if (!file) throw new WorkflowError(`${uses}: no action.yml in ${dir}`);
  const document = record(parse(readFileSync(file, "utf8")));
  const runs = record(document.runs);
  if (runs.using !== "composite") throw new WorkflowError(`${uses}: only composite actions run here (runs.using)`);
  if (!Array.isArray(runs.steps)) throw new WorkflowError(`${uses}: runs.steps is missing`);
  const steps = runs.steps.map(record) as Step[];
  for (const [index, step] of steps.entries()) {
    if ((step.run === undefined) === (step.uses === undefined))
      throw new WorkflowError(`${uses}: step ${index + 1} needs exactly one of run: and uses:`);
    if (step.run !== undefined && step.shell === undefined)
      throw new WorkflowError(
        `${uses}: step ${index + 1} runs a command without shell: (required in a composite action)`,
      );
  }
  const defaults = Object.fromEntries(
    Object.entries(record(document.inputs)).map(([name, input]) => [name, String(record(input).default ?? "")]),
  );
  const outputs = Object.fromEntries(
    Object.entries(record(document.outputs)).map(([name, output]) => [name, String(record(output).value ?? "")]),
  );
  return { defaults, steps, outputs };
}
