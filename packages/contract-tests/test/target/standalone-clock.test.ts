/**
 * `haulkit-sandbox --clock manual` as a separate process: the contract suite's clock tests run against its URL
 * instead of being skipped (and against the same command without the flag they are skipped for the clock).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MISSING_REASONS } from "../../src/target/capabilities.js";
import { runCli } from "../support/cli.js";
import { useTmpDirs } from "../support/tmp.js";

const SANDBOX_BIN = join(
  dirname(createRequire(import.meta.url).resolve("@haulkit/sandbox/package.json")),
  "bin",
  "haulkit-sandbox.js",
);
const tmp = useTmpDirs();
const started: ChildProcess[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGTERM");
    await once(child, "exit");
  }
});

/** Starts the installed sandbox command on a free port; resolves with its URL from the banner. */
async function standaloneSandbox(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = spawn(process.execPath, [SANDBOX_BIN, "--port", "0", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.on("exit", (code) => reject(new Error(`haulkit-sandbox exited ${code}: ${output}`)));
  });
}

function targetArgs(url: string): string[] {
  return [
    ...["--shipper-url", url, "--client-id", "sandbox-client-id", "--client-secret", "sandbox-client-secret"],
    ...["--pricing-url", url, "--pricing-api-key", "sandbox-pricing-key"],
  ];
}

/** The run's passed count (every suite, filtered by tag: only the clock tests run). */
const passedOf = (stdout: string) => Number(/haulkit contract: (\d+) passed, 0 failed/.exec(stdout)?.[1] ?? Number.NaN);

/** How many `clock` tests ran on the manual clock (the real-clock run must skip exactly as many, for the clock). */
let clockTests = Number.NaN;

describe("the contract suite's clock tests against a standalone sandbox", () => {
  it("run, none skipped for the clock, with --clock manual (the clock tests and the insurance window)", async () => {
    const url = await standaloneSandbox(["--clock", "manual"]);
    const run = await runCli([...targetArgs(url), "--tag", "clock || slow", "--strict"], { cwd: tmp() });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("(haulkit sandbox, manual clock)");
    expect(passedOf(run.stdout)).toBeGreaterThan(3); // the clock tests and the three real-time insurance ones
    expect(run.stdout).not.toContain(MISSING_REASONS.testClock);
  });

  it("run with HAULKIT_SANDBOX_CLOCK=manual too", async () => {
    const url = await standaloneSandbox([], { HAULKIT_SANDBOX_CLOCK: "manual" });
    const run = await runCli([...targetArgs(url), "--tag", "clock"], { cwd: tmp() });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    clockTests = passedOf(run.stdout);
    expect(clockTests).toBeGreaterThan(0);
    expect(run.stdout).not.toContain(MISSING_REASONS.testClock);
  });

  it("are skipped for the clock, each named, against the same command on its real clock", async () => {
    const url = await standaloneSandbox([]);
    const run = await runCli([...targetArgs(url), "--tag", "clock"], { cwd: tmp() });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("(haulkit sandbox, real clock)");
    expect(run.stdout).toMatch(/haulkit contract: 0 passed, 0 failed, \d+ skipped/);
    expect(run.stdout).toContain(`${MISSING_REASONS.testClock} (${clockTests}):`);
  });
});
