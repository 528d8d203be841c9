/**
 * The repository's own workflows: every run: step of each file in a fresh clone of HEAD (commit first), in the
 * `workflows` tag (minutes; `--tags-filter '!workflows'` leaves them out), plus quick checks of what they pin.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { describeFailures, runWorkflow } from "../src/run-workflow.js";

const root = join(import.meta.dirname, "..", "..", "..");
const directory = join(root, ".github", "workflows");
const files = readdirSync(directory)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
/**
 * The repository's own turbo cache: the test command builds the packages before this test (its turbo.json), so the
 * workflows' builds in their fresh clones of the same commit are served from it, as on GitHub from actions/cache.
 * A package lint the release workflow runs first is cached there for the test command's own, and the other way round.
 */
const turboCacheDir = join(root, ".turbo", "cache");
/** A whole workflow (install, build, every suite) on a busy machine: only a hang takes longer. */
const WORKFLOW_HANG_MS = 45 * 60_000;

/** Action majors whose action.yml runs on node24 (or composite ones calling node24 actions), checked upstream. */
const NODE24_MAJORS: Record<string, string> = {
  "actions/checkout": "v5",
  "actions/setup-node": "v6",
  "actions/cache": "v5",
  "actions/upload-artifact": "v6",
  "actions/download-artifact": "v7",
  "actions/configure-pages": "v6",
  "actions/upload-pages-artifact": "v5",
  "actions/deploy-pages": "v5",
  "changesets/action": "v1",
};

type Steps = { uses?: string; with?: Record<string, unknown> }[];
const workflows = files.map((file) => ({
  file,
  jobs: Object.values(parse(readFileSync(join(directory, file), "utf8")).jobs) as {
    steps: Steps;
    strategy?: { matrix?: { node?: number[] } };
  }[],
}));

describe("the workflows' pins", () => {
  it.each(workflows)("$file uses only node24 majors, pinned by major", ({ jobs }) => {
    const uses = jobs.flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) {
      if (action.startsWith("./")) continue; // this repository's own action: its pins are checked below
      const [name = "", ref] = action.split("@");
      expect(NODE24_MAJORS[name], `${action} is not in the table of node24 majors`).toBeDefined();
      expect(ref, action).toBe(NODE24_MAJORS[name]);
    }
  });

  it.each(workflows)("$file turns setup-node's package-manager cache off (pnpm is not on PATH then)", ({ jobs }) => {
    for (const step of jobs.flatMap((job) => job.steps)) {
      if (step.uses?.startsWith("actions/setup-node@")) expect(step.with?.["package-manager-cache"]).toBe(false);
    }
  });

  it("the repository's own actions (actions/*/action.yml) use only node24 majors, pinned by major", () => {
    const actions = readdirSync(join(root, "actions")).map((name) => join(root, "actions", name, "action.yml"));
    expect(actions.length).toBeGreaterThan(0);
    for (const file of actions) {
      const steps = (parse(readFileSync(file, "utf8")).runs.steps as Steps).flatMap((step) => step.uses ?? []);
      for (const action of steps) {
        const [name = "", ref] = action.split("@");
        expect(NODE24_MAJORS[name], `${action} is not in the table of node24 majors`).toBeDefined();
        expect(ref, action).toBe(NODE24_MAJORS[name]);
      }
    }
  });

  it("runs the contract suites on Node 22 and 24 (supported upstream) and on 20 (still in engines)", () => {
    const contract = workflows.find((workflow) => workflow.file === "contract.yml");
    expect(contract?.jobs.map((job) => job.strategy?.matrix?.node).filter(Boolean)).toEqual([
      [20, 22, 24],
      [20, 22, 24],
    ]);
  });

  it("publishes with provenance and the NPM_TOKEN secret, through changesets/action", () => {
    const text = readFileSync(join(directory, "release.yml"), "utf8");
    expect(text).toMatch(/^ {2}id-token: write$/m);
    expect(text).toMatch(/NPM_CONFIG_PROVENANCE: "true"/);
    expect(text).toMatch(/NPM_TOKEN: \$\{\{ secrets\.NPM_TOKEN \}\}/);
    expect(text).toMatch(/publish: pnpm changeset publish/);
  });
});

// Concurrent: each workflow waits on its own child processes, so two run on two cores where one left a core idle.
describe("the workflows, run in a fresh clone", { tags: ["workflows"] }, () => {
  it.concurrent.for(files)("%s: every run: step passes", { timeout: WORKFLOW_HANG_MS }, async (file, { expect }) => {
    const run = await runWorkflow({
      repo: root,
      file: `.github/workflows/${file}`,
      turboCacheDir,
      keep: true,
      log: (line) => process.stderr.write(`${file} ${line}\n`),
    });
    try {
      const merge = run.records.filter((record) => record.step.includes("Merge the shards' reports"));
      expect(run.ok, describeFailures(run)).toBe(true);
      if (file === "contract.yml") {
        // One Node version runs here (the entries of the others would repeat it on the local Node).
        expect(merge.map((record) => record.outcome)).toEqual(["success"]);
        const mergeJobs = run.records.filter((record) => record.job.startsWith("merge"));
        expect(mergeJobs.filter((record) => record.outcome === "not run here" && record.step === "(job)")).toHaveLength(
          2,
        );
        const merged = join(run.dir, "workspace", "reports", "contract-merged");
        expect(existsSync(join(merged, "junit.xml")), "the merged junit.xml").toBe(true);
      }
      if (file === "contract-action.yml") {
        // The action's own steps ran, and its job summaries say what the gate found.
        const gates = run.records.filter((record) => / › \d+\. Run the contract suites$/.test(record.step));
        expect(gates.map((record) => record.outcome)).toEqual(["success", "success", "success"]);
        expect(run.summaries.filter((text) => text.startsWith("## haulkit contract\n\n✅"))).toHaveLength(3);
        const merged = join(run.dir, "workspace", "reports", "merged");
        expect(existsSync(join(merged, "run.json")), "the merged run.json").toBe(true);
      }
      if (file === "release.yml") expect(run.stoppedAt?.step).toMatch(/publish to npm/);
    } finally {
      rmSync(run.dir, { recursive: true, force: true });
    }
  });
});
