/** What the local runner does for a `uses:` step: artifacts are emulated, the publish is a stop, the rest is reported. */
import { downloadArtifact, uploadArtifact } from "./artifacts.js";

export type ActionOutcome =
  | { kind: "done"; note: string }
  | { kind: "not-run"; note: string }
  | { kind: "stop"; note: string };

/** `owner/name[/path]` of `owner/name[/path]@ref`. */
export function actionName(uses: string): string {
  return uses.split("@")[0] ?? uses;
}

/** True for a step that would publish to a registry: the runner stops before it. */
export function isPublishStep(step: { run?: string; uses?: string }, inputs: Record<string, string>): boolean {
  if (step.run !== undefined) {
    if (step.run.includes("haulkit-workflow-test: stop")) return true;
    return /\bpublish\b/.test(step.run) && !/--dry-run\b/.test(step.run);
  }
  return actionName(step.uses ?? "") === "changesets/action" && Boolean(inputs.publish);
}

/** Runs (or declines) one action step with its `with:` inputs already evaluated. */
export function runAction(
  uses: string,
  inputs: Record<string, string>,
  places: { store: string; workspace: string },
): ActionOutcome {
  const name = actionName(uses);
  if (name === "actions/upload-artifact")
    return { kind: "done", note: `${uploadArtifact(places.store, places.workspace, inputs)} (local copy)` };
  if (name === "actions/download-artifact")
    return { kind: "done", note: `${downloadArtifact(places.store, places.workspace, inputs)} (local copy)` };
  if (name === "changesets/action" && inputs.publish)
    return { kind: "stop", note: `stopped before the publish: ${uses} would run '${inputs.publish}'` };
  if (name === "actions/setup-node") {
    const wanted = inputs["node-version"] ? `Node ${inputs["node-version"]}` : "the default Node";
    return {
      kind: "not-run",
      note: `${uses} (wants ${wanted}; the steps run on the local ${process.version})`,
    };
  }
  if (name === "actions/checkout") return { kind: "not-run", note: `${uses} (the fresh clone stands in)` };
  return { kind: "not-run", note: uses };
}
