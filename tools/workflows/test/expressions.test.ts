// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings hold GitHub expressions, not JS templates
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { condition, type ExpressionContext, ExpressionError, interpolate } from "../src/expressions.js";

const context = (status: "success" | "failure" = "success"): ExpressionContext => ({
  status,
  contexts: {
    matrix: { shard: "1/2", node: 22 },
    secrets: {},
    steps: { configured: { outputs: { run: "true" } }, off: { outputs: { run: "false" } } },
    strategy: { "job-index": 1 },
    github: { event: {} },
  },
});

describe("interpolate", () => {
  it.each([
    ["--shard ${{ matrix.shard }}", "--shard 1/2"],
    ["node${{ matrix.node }}-${{ strategy.job-index }}", "node22-1"],
    ["[${{ secrets.HAULKIT_CLIENT_SECRET }}]", "[]"],
    ["${{ github.event.pull_request.base.sha }}", ""],
    ["${{ matrix['shard'] }}", "1/2"],
    ["no expression", "no expression"],
  ])("%s -> %s", (template, expected) => {
    expect(interpolate(template, context())).toBe(expected);
  });

  it.each([
    ["${{ vars.X }}", /context 'vars' is not available/],
    ["${{ fromJSON('x') }}", /fromJSON\(\) is not supported/],
    ["${{ hashFiles('x') }}", /needs a workspace/],
    ["${{ matrix.shard == }}", /ends too early/],
  ])("refuses %s", (template, message) => {
    expect(() => interpolate(template, context())).toThrow(ExpressionError);
    expect(() => interpolate(template, context())).toThrow(message);
  });
});

describe("condition", () => {
  it.each([
    [undefined, "success", true],
    [undefined, "failure", false],
    ["steps.configured.outputs.run == 'true'", "success", true],
    ["steps.off.outputs.run == 'true'", "success", false],
    ["steps.configured.outputs.run == 'true'", "failure", false],
    ["steps.configured.outputs.run != 'true'", "success", false],
    ["${{ steps.configured.outputs.run == 'TRUE' }}", "success", true],
    ["steps.missing.outputs.run == 'true'", "success", false],
    ["always()", "failure", true],
    ["always() && steps.configured.outputs.run == 'true'", "failure", true],
    ["always() && steps.off.outputs.run == 'true'", "failure", false],
    ["failure()", "failure", true],
    ["failure()", "success", false],
    ["!(steps.off.outputs.run == 'true')", "success", true],
    ["steps.off.outputs.run == 'true' || matrix.node == 22", "success", true],
    ["steps.off.outputs.run", "success", true],
    ["''", "success", false],
    [false, "success", false],
  ] as const)("%s with the job at %s -> %s", (source, status, expected) => {
    expect(condition(source, context(status))).toBe(expected);
  });
});

describe("hashFiles", () => {
  it("hashes the named files of the workspace, gives '' for none, refuses a glob", () => {
    const dir = mkdtempSync(join(tmpdir(), "haulkit-hash-"));
    try {
      writeFileSync(join(dir, "pnpm-lock.yaml"), "lock");
      const withWorkspace = { ...context(), workspace: dir };
      const hash = interpolate("${{ hashFiles('pnpm-lock.yaml') }}", withWorkspace);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(join(dir, "pnpm-lock.yaml"), "lock2");
      expect(interpolate("${{ hashFiles('pnpm-lock.yaml') }}", withWorkspace)).not.toBe(hash);
      expect(interpolate("${{ hashFiles('missing.yaml') }}", withWorkspace)).toBe("");
      expect(() => interpolate("${{ hashFiles('**/x') }}", withWorkspace)).toThrow(/glob/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
