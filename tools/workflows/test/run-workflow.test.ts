// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings hold GitHub expressions, not JS templates
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeFailures, runWorkflow, type WorkflowRun } from "../src/run-workflow.js";
import { scratchRepo } from "./support/scratch-repo.js";

/** Runs `workflow` (the YAML of .github/workflows/w.yml) in a scratch repository; keeps the clone for reading. */
async function run(workflow: string, extra: Record<string, string> = {}): Promise<WorkflowRun> {
  const repo = scratchRepo({ ".github/workflows/w.yml": workflow, ...extra });
  try {
    return await runWorkflow({ repo: repo.dir, file: ".github/workflows/w.yml", keep: true });
  } finally {
    repo.remove();
  }
}

function outcomes(result: WorkflowRun): string[] {
  return result.records.map((record) => `${record.job} ${record.step}: ${record.outcome}`);
}

async function withRun(workflow: string, check: (result: WorkflowRun) => void, extra?: Record<string, string>) {
  const result = await run(workflow, extra);
  try {
    check(result);
  } finally {
    rmSync(result.dir, { recursive: true, force: true });
  }
}

describe("runWorkflow", () => {
  it("fails on a broken command, names the step, keeps its output tail, skips what follows unless always()", async () => {
    await withRun(
      `name: broken
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - name: Fine
        run: echo fine
      - name: Broken
        run: |
          echo about to break
          haulkit-no-such-command --flag
      - name: After
        run: echo after
      - name: Report anyway
        if: always()
        run: echo reported
`,
      (result) => {
        expect(result.ok).toBe(false);
        expect(outcomes(result)).toEqual([
          "build 1. Fine: success",
          "build 2. Broken: failure",
          "build 3. After: skipped",
          "build 4. Report anyway: success",
        ]);
        expect(result.failures).toHaveLength(1);
        expect(result.failures[0]?.note).toBe("exit code 127");
        expect(result.failures[0]?.tail).toMatch(/about to break[\s\S]*haulkit-no-such-command: command not found/);
        expect(describeFailures(result)).toContain("w.yml — build — 2. Broken: exit code 127");
      },
    );
  });

  it("runs bash with -e and pipefail, as GitHub does", async () => {
    await withRun(
      "jobs:\n  a:\n    steps:\n      - run: |\n          false | true\n          echo not reached > reached.txt\n",
      (result) => {
        expect(result.ok).toBe(false);
        expect(existsSync(join(result.dir, "workspace", "reached.txt"))).toBe(false);
      },
    );
  });

  it("substitutes the matrix in order, leaves secrets empty, passes outputs, env and path between steps", async () => {
    await withRun(
      `jobs:
  shards:
    strategy:
      matrix:
        shard: ["1/2", "2/2"]
    env:
      TOKEN: \${{ secrets.NPM_TOKEN }}
    steps:
      - id: configured
        run: |
          echo "run=true" >> "$GITHUB_OUTPUT"
          echo "FROM_ENV=set by step 1" >> "$GITHUB_ENV"
          mkdir -p "$RUNNER_TEMP/bin" && printf '#!/bin/sh\\necho tool ran\\n' > "$RUNNER_TEMP/bin/local-tool"
          chmod +x "$RUNNER_TEMP/bin/local-tool" && echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
      - name: Runs when the output says so
        if: steps.configured.outputs.run == 'true'
        run: echo "\${{ matrix.shard }} [$TOKEN] $FROM_ENV $(local-tool) index \${{ strategy.job-index }}" >> seen.txt
      - name: Near miss
        if: steps.configured.outputs.run == 'false'
        run: echo "should not run" >> seen.txt
`,
      (result) => {
        expect(result.ok).toBe(true);
        expect(readFileSync(join(result.dir, "workspace", "seen.txt"), "utf8")).toBe(
          "1/2 [] set by step 1 tool ran index 0\n2/2 [] set by step 1 tool ran index 1\n",
        );
        expect(outcomes(result).filter((line) => line.includes("Near miss"))).toEqual([
          "shards (shard 1/2) 3. Near miss: skipped",
          "shards (shard 2/2) 3. Near miss: skipped",
        ]);
      },
    );
  });

  it.each([
    [false, ["20 a", "20 b"]],
    [true, ["20 a", "20 b", "22 a", "22 b"]],
  ])("runs entries that differ only in the Node version once (every Node version: %s)", async (every, expected) => {
    const repo = scratchRepo({
      ".github/workflows/w.yml": `jobs:
  test:
    strategy:
      matrix:
        node: [20, 22]
        shard: [a, b]
    steps:
      - run: echo "\${{ matrix.node }} \${{ matrix.shard }}" >> seen.txt
`,
    });
    let result: WorkflowRun | undefined;
    try {
      result = await runWorkflow({
        repo: repo.dir,
        file: ".github/workflows/w.yml",
        keep: true,
        everyNodeVersion: every,
      });
      expect(result.ok).toBe(true);
      expect(
        readFileSync(join(result.dir, "workspace", "seen.txt"), "utf8")
          .trim()
          .split("\n"),
      ).toEqual(expected);
      const skipped = outcomes(result).filter((line) => line.endsWith("not run here"));
      expect(skipped).toEqual(
        every ? [] : ["test (node 22, shard a) (job): not run here", "test (node 22, shard b) (job): not run here"],
      );
    } finally {
      repo.remove();
      if (result) rmSync(result.dir, { recursive: true, force: true });
    }
  });

  it("gives steps a runner's environment, not the caller's (no VITEST, no node_modules/.bin on PATH)", async () => {
    expect(process.env.VITEST).toBeDefined();
    await withRun(
      `jobs:\n  a:\n    steps:\n      - run: |\n          test -z "\${VITEST:-}"\n          test "$CI" = true\n          case ":$PATH:" in *node_modules*) exit 3;; esac\n          test "$GITHUB_WORKSPACE" = "$PWD"\n`,
      (result) => expect(describeFailures(result)).toBe(""),
    );
  });

  it("carries artifacts from the shard jobs to the job that needs them, laid out per artifact", async () => {
    await withRun(
      `jobs:
  merge:
    needs: shards
    if: always()
    steps:
      - uses: actions/download-artifact@v7
        with:
          pattern: report-*
          path: merged-in
      - run: test "$(cat merged-in/report-0/part.txt merged-in/report-1/part.txt)" = "$(printf '1/2\\n2/2')"
  shards:
    strategy:
      matrix:
        shard: ["1/2", "2/2"]
    steps:
      - uses: actions/checkout@v5
      - run: mkdir -p out && echo "\${{ matrix.shard }}" > out/part.txt
      - uses: actions/upload-artifact@v6
        with:
          name: report-\${{ strategy.job-index }}
          path: out
`,
      (result) => {
        expect(describeFailures(result)).toBe("");
        expect(outcomes(result)).toEqual([
          "shards (shard 1/2) 1. actions/checkout@v5: not run here",
          'shards (shard 1/2) 2. mkdir -p out && echo "${{ matrix.shard }}" > out/part.txt: success',
          "shards (shard 1/2) 3. actions/upload-artifact@v6: success",
          "shards (shard 2/2) 1. actions/checkout@v5: not run here",
          'shards (shard 2/2) 2. mkdir -p out && echo "${{ matrix.shard }}" > out/part.txt: success',
          "shards (shard 2/2) 3. actions/upload-artifact@v6: success",
          "merge 1. actions/download-artifact@v7: success",
          expect.stringMatching(/^merge 2\. test .*: success$/),
        ]);
      },
    );
  });

  it("skips a job whose need failed unless its if: says always()", async () => {
    await withRun(
      "jobs:\n  a:\n    steps:\n      - run: exit 1\n  b:\n    needs: a\n    steps:\n      - run: echo b\n  c:\n    needs: a\n    if: always()\n    steps:\n      - run: echo c\n",
      (result) => {
        expect(outcomes(result)).toEqual(["a 1. exit 1: failure", "b 0. (job): skipped", "c 1. echo c: success"]);
      },
    );
  });

  it("stops before a publish and runs everything up to it; a --dry-run publish is run", async () => {
    await withRun(
      `jobs:
  release:
    steps:
      - run: echo built > built.txt
      - run: echo "pnpm publish -r --dry-run" > dry-run.txt
      - name: Publish
        run: npm publish --provenance
      - run: echo after > after.txt
  later:
    needs: release
    steps:
      - run: echo later > later.txt
`,
      (result) => {
        expect(result.ok).toBe(true);
        expect(result.stoppedAt?.step).toBe("3. Publish");
        const workspace = join(result.dir, "workspace");
        expect(existsSync(join(workspace, "built.txt"))).toBe(true);
        expect(existsSync(join(workspace, "dry-run.txt"))).toBe(true);
        expect(existsSync(join(workspace, "after.txt"))).toBe(false);
        expect(existsSync(join(workspace, "later.txt"))).toBe(false);
      },
    );
  });

  it("stops at changesets/action when it would publish, and at a step marked for the stop", async () => {
    await withRun(
      `jobs:
  release:
    steps:
      - uses: changesets/action@v1
        with:
          publish: pnpm changeset publish
      - run: echo after > after.txt
`,
      (result) => expect(result.stoppedAt?.note).toMatch(/would run 'pnpm changeset publish'/),
    );
    await withRun(
      "jobs:\n  a:\n    steps:\n      - run: |\n          # haulkit-workflow-test: stop\n          echo ship\n",
      (result) => expect(result.stoppedAt?.outcome).toBe("stopped"),
    );
  });

  it("fails the step that uses an expression the runner cannot evaluate", async () => {
    await withRun("jobs:\n  a:\n    steps:\n      - run: echo ${{ deployment.url }}\n", (result) => {
      expect(result.failures[0]?.note).toMatch(/context 'deployment' is not available/);
    });
  });
});
