import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { HEADLINE_ROWS } from "./support/headline-rows.js";

const require = createRequire(import.meta.url);
const TSX = require.resolve("tsx/cli");
const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "haulkit-reliability-"));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, "src/cli.ts", ...args],
      { cwd: PACKAGE, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function row(table: string, metric: string): string {
  return table.split("\n").find((line) => line.startsWith(`| ${metric} `)) ?? "";
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pnpm test:reliability (the CLI, end to end)", () => {
  it("prints its usage with --help", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--seed <int>");
  });

  it("exits 2 on a bad option", async () => {
    const run = await cli(["--requests", "lots"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--requests needs an integer");
  });

  it("runs every part, prints the table and the seed, writes the report, and exits by its verdict", async () => {
    const path = join(dir, "all.json");
    const run = await cli(
      ["--requests", "200", "--time-limit", "600", "--orders", "50", "--workers", "2", "--report", path],
      {
        HAULKIT_FUZZ_SEED: "99",
      },
    );
    const report = JSON.parse(readFileSync(path, "utf8"));
    expect(report.seed).toBe(99);
    expect(report.parts.map((part: { name: string }) => part.name)).toEqual([
      "fuzz",
      "auth-matrix",
      "webhook-faults",
      "client-faults",
      "limits",
      "slow-clients",
      "upload-burst",
      "token-churn",
      "bad-numbers",
    ]);
    expect(run.stderr).toContain("seed 99");
    for (const metric of HEADLINE_ROWS) {
      expect(row(run.stdout, metric)).not.toBe("");
    }
    expect(report.counters.requestsFuzzed).toBeGreaterThanOrEqual(200);
    expect(run.code).toBe(report.passed ? 0 : 1);
    expect(run.stdout).toContain(report.passed ? "-> PASSED" : "-> FAILED");
  });

  it("exits 0 when the parts it runs pass", async () => {
    const run = await cli(["--parts", "client-faults,token-churn", "--report", join(dir, "pass.json")]);
    expect(run.stdout).toContain("-> PASSED");
    expect(run.code).toBe(0);
  });

  it("exits 1 and shows the events lost when the sandbox gives up after 3 tries", async () => {
    const run = await cli([
      "--parts",
      "webhook-faults",
      "--sandbox-faults",
      "webhook-3-tries",
      "--report",
      join(dir, "fail.json"),
    ]);
    expect(run.code).toBe(1);
    expect(row(run.stdout, "events lost")).toMatch(/\| [1-9]\d* +\| FAIL/);
  });
});
