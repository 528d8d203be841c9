// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings hold GitHub expressions, not JS templates
/** Local composite actions (`uses: ./path`): inputs with defaults, the action's own steps, outputs, summaries. */
import { describe, expect, it } from "vitest";
import { runWorkflow, type WorkflowRun } from "../src/run-workflow.js";
import { scratchRepo } from "./support/scratch-repo.js";

const ACTION = `name: greet
inputs:
  who:
    default: world
  fail:
    default: "false"
outputs:
  greeting:
    value: \${{ steps.say.outputs.text }}
runs:
  using: composite
  steps:
    - id: say
      shell: bash
      env:
        WHO: \${{ inputs.who }}
      run: |
        echo "text=hello $WHO" >> "$GITHUB_OUTPUT"
        echo "## hello $WHO" >> "$GITHUB_STEP_SUMMARY"
        test -f "$GITHUB_ACTION_PATH/action.yml"
    - name: Maybe fail
      if: inputs.fail == 'true'
      shell: bash
      run: exit 3
    - name: Always
      if: always()
      shell: bash
      run: echo always
`;

async function run(workflow: string, action = ACTION): Promise<WorkflowRun> {
  const repo = scratchRepo({ ".github/workflows/w.yml": workflow, "actions/greet/action.yml": action });
  try {
    return await runWorkflow({ repo: repo.dir, file: ".github/workflows/w.yml" });
  } finally {
    repo.remove();
  }
}

const steps = (result: WorkflowRun) => result.records.map((record) => `${record.step}: ${record.outcome}`);

describe("a local composite action", () => {
  it("runs its steps with its inputs and defaults, exposes its outputs and keeps its job summary", async () => {
    const result = await run(`name: w
jobs:
  one:
    runs-on: ubuntu-latest
    steps:
      - id: default
        uses: ./actions/greet
      - id: named
        uses: ./actions/greet
        with:
          who: haulkit
      - run: test "\${{ steps.default.outputs.greeting }}/\${{ steps.named.outputs.greeting }}" = "hello world/hello haulkit"
`);
    expect(result.ok, JSON.stringify(result.failures)).toBe(true);
    expect(steps(result)).toEqual([
      '1. ./actions/greet › 1. echo "text=hello $WHO" >> "$GITHUB_OUTPUT": success',
      "1. ./actions/greet › 2. Maybe fail: skipped",
      "1. ./actions/greet › 3. Always: success",
      "1. ./actions/greet: success",
      '2. ./actions/greet › 1. echo "text=hello $WHO" >> "$GITHUB_OUTPUT": success',
      "2. ./actions/greet › 2. Maybe fail: skipped",
      "2. ./actions/greet › 3. Always: success",
      "2. ./actions/greet: success",
      '3. test "${{ steps.default.outputs.greeting }}/${{ steps.named.outputs.greeting }}" = "hello world/hello haulkit": success',
    ]);
    expect(result.summaries).toEqual(["## hello world\n", "## hello haulkit\n"]);
  });

  it("fails the step when one of its steps fails; the job's later steps are skipped unless always()", async () => {
    const result = await run(`name: w
jobs:
  one:
    runs-on: ubuntu-latest
    steps:
      - uses: ./actions/greet
        with:
          fail: "true"
      - run: echo after
      - if: always()
        run: echo reported
`);
    expect(result.ok).toBe(false);
    expect(steps(result).slice(1)).toEqual([
      "1. ./actions/greet › 2. Maybe fail: failure",
      "1. ./actions/greet › 3. Always: success",
      "1. ./actions/greet: failure",
      "2. echo after: skipped",
      "3. echo reported: success",
    ]);
  });

  it("refuses a run step without shell:, as GitHub does in a composite action", async () => {
    const result = await run(
      "name: w\njobs:\n  one:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./actions/greet\n",
      "runs:\n  using: composite\n  steps:\n    - run: echo hi\n",
    );
    expect(result.failures.map((failure) => failure.note)).toEqual([
      "./actions/greet: step 1 runs a command without shell: (required in a composite action)",
    ]);
  });
});
