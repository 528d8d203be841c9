import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunOptions, runBench } from "../src/runner.js";
import type { Suite } from "../src/suite.js";

let dir: string;
let reportPath: string;
let lines: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-bench-runner-"));
  reportPath = join(dir, "reports", "bench.json");
  lines = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function options(overrides: Partial<RunOptions> = {}): RunOptions {
  return { reportPath, noFail: false, out: (line) => lines.push(line), ...overrides };
}

function suite(name: string, figures: Record<string, number>, logged: string[] = []): Suite {
  return {
    name,
    run: async (log) => {
      for (const line of logged) log(line);
      return figures;
    },
  };
}

async function report(): Promise<Record<string, number>> {
  return JSON.parse(await readFile(reportPath, "utf8"));
}

describe("runBench", () => {
  it("runs the suites in order, prefixes their progress and merges their figures into the report", async () => {
    const order: string[] = [];
    const recorded = (name: string, figures: Record<string, number>): Suite => ({
      name,
      run: async () => {
        order.push(name);
        return figures;
      },
    });
    const first = recorded("alpha", { "alpha.x": 1.23456 });
    const second = recorded("beta", { "beta.y": 2 });
    const outcome = await runBench([first, second, suite("gamma", {}, ["measuring"])], options());
    expect(order).toEqual(["alpha", "beta"]);
    expect(outcome).toEqual({
      figures: { "alpha.x": 1.235, "beta.y": 2 },
      failedSuites: [],
      missedTargets: [],
      exitCode: 0,
    });
    expect(await report()).toEqual({ "alpha.x": 1.235, "beta.y": 2 });
    expect(lines).toContain("[gamma] measuring");
    expect(lines.some((line) => /^alpha\.x\s+1\.235\s*$/.test(line))).toBe(true);
  });

  it("keeps the figures of earlier runs in the report", async () => {
    await runBench([suite("client", { "client.gzip_kb": 8 })], options());
    await runBench([suite("sandbox", { "sandbox.start_vs_fastify": 2 })], options());
    expect(await report()).toEqual({ "client.gzip_kb": 8, "sandbox.start_vs_fastify": 2 });
  });

  it("a suite that throws fails the run, and the other suites still run and are reported", async () => {
    const broken: Suite = { name: "broken", run: () => Promise.reject(new Error("server did not start")) };
    const outcome = await runBench([broken, suite("after", { "after.z": 3 })], options({ noFail: true }));
    expect(outcome.exitCode).toBe(1);
    expect(outcome.failedSuites).toEqual(["broken"]);
    expect(lines).toContain("[broken] FAILED: server did not start");
    expect(await report()).toEqual({ "after.z": 3 });
  });

  it.each([
    { name: "a figure of another suite", figures: { "other.x": 1 }, message: /other\.x is not named bad\.<figure>/ },
    { name: "a figure that is not finite", figures: { "bad.x": Number.NaN }, message: /bad\.x is not a finite number/ },
    { name: "no object", figures: null as unknown as Record<string, number>, message: /did not resolve to an object/ },
  ])("a suite returning $name fails", async ({ figures, message }) => {
    const outcome = await runBench([suite("bad", figures)], options());
    expect(outcome.failedSuites).toEqual(["bad"]);
    expect(outcome.exitCode).toBe(1);
    expect(lines.find((line) => line.startsWith("[bad] FAILED"))).toMatch(message);
    await expect(stat(reportPath)).rejects.toThrow(/ENOENT/);
  });

  it("abandons a suite that never finishes", async () => {
    const stuck: Suite = { name: "stuck", run: () => new Promise(() => {}) };
    const outcome = await runBench([stuck], options({ suiteTimeoutMs: 20 }));
    expect(outcome.failedSuites).toEqual(["stuck"]);
    expect(lines).toContain("[stuck] FAILED: suite stuck did not finish within 0 s");
  });

  it("a missed target prints FAIL and fails the run", async () => {
    const outcome = await runBench(
      [suite("sandbox", { "sandbox.start_vs_fastify": 4, "sandbox.get_order_vs_hello": 0.95 })],
      options(),
    );
    expect(outcome.exitCode).toBe(1);
    expect(outcome.missedTargets).toEqual(["sandbox.start_vs_fastify"]);
    expect(lines.some((line) => /^sandbox\.start_vs_fastify\s+4\s+≤ 1\.8\s+FAIL$/.test(line))).toBe(true);
    expect(lines.some((line) => /^sandbox\.get_order_vs_hello\s+0\.95\s+≥ 0\.9\s+PASS$/.test(line))).toBe(true);
  });

  it("with --no-fail a missed target is reported but the run passes", async () => {
    const outcome = await runBench([suite("sandbox", { "sandbox.start_vs_fastify": 4 })], options({ noFail: true }));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.missedTargets).toEqual(["sandbox.start_vs_fastify"]);
    expect(lines).toContain("missed targets: sandbox.start_vs_fastify (--no-fail: not failing the run)");
  });
});
