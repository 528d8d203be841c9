/**
 * Issue 31's proof for baselines: a target breaking one fact (the payment-pair message) fails run 1, which records
 * the baseline; with it the same target passes, its group listed as known; against a correct target the entry is
 * fixed (exit 0, exit 1 with --strict); a different broken fact on top of the baseline still fails.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AssumptionProxyOptions, assumptionProxy } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { quietSandbox } from "../support/servers.js";

const CAUSE = "createOrder: status 400; differs at /error";

describe("--write-baseline and --baseline", () => {
  let sandbox: SandboxHandle;
  let cwd: string;
  let first: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
    // One directory for the whole sequence (removed after all): later runs read run 1's files.
    cwd = mkdtempSync(join(tmpdir(), "haulkit-contract-"));
    // Run 1, shared: the broken fact recorded as the baseline (and its assumptions as run 1's overlay).
    first = await run({ breakPairMessage: true }, ["--reports-dir", "r1", "--write-baseline", "known.json"]);
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(cwd, { recursive: true, force: true });
  });

  async function run(options: Omit<AssumptionProxyOptions, "upstream">, args: string[]) {
    const proxy = await assumptionProxy({ upstream: sandbox.url, ...options });
    try {
      return await runCli(["--suite", "order-payments", ...args], {
        cwd,
        env: targetEnv(proxy.url, sandbox),
      });
    } finally {
      await proxy.close();
    }
  }
  const read = (dir: string, name: string) => readFileSync(join(cwd, dir, name), "utf8");

  it("a recorded cause is known (skipped, not failing); another broken fact still fails", async () => {
    expect(first.code, first.stdout + first.stderr).toBe(1);
    const baseline = JSON.parse(readFileSync(join(cwd, "known.json"), "utf8"));
    expect(baseline.causes.map((entry: { cause: string }) => entry.cause)).toEqual([CAUSE]);
    expect(JSON.stringify(baseline)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    const second = await run({ breakPairMessage: true }, ["--reports-dir", "r2", "--baseline", "known.json"]);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toMatch(/known failures \(baseline\): (\d+) test\(s\) in 1 group\(s\)/);
    expect(second.stdout).toContain("facts broken: none");
    // The closing line counts the known failures as skipped, as junit.xml does.
    expect(second.stdout).toMatch(/^haulkit contract: \d+ passed, 0 failed, /m);
    const junit = read("r2", "junit.xml");
    expect(junitCases(junit).filter((c) => c.failure !== undefined)).toEqual([]);
    const known = junit.split(`<skipped message="known failure: ${CAUSE}"/>`).length - 1;
    expect(known).toBe(baseline.causes[0].count);
    expect(read("r2", "failures.md")).toContain(`# Known failures (baseline)\n\n## ${CAUSE} (${known})`);

    const worse = await run({ breakPairMessage: true, bareCreatedOrder: true }, [
      "--reports-dir",
      "r3",
      "--baseline",
      "known.json",
    ]);
    expect(worse.code, worse.stdout).toBe(1);
    expect(worse.stdout).toMatch(/^haulkit contract: \d+ passed, [1-9]\d* failed, /m);
    expect(read("r3", "failures.md")).toMatch(/^## 1\. createOrder: .*status 201/m);
  });

  it("a recorded cause that no longer fails is reported fixed; --strict fails on it", async () => {
    const fixed = await run({}, ["--reports-dir", "r4", "--baseline", "known.json"]);
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.stdout).toContain(`✓ ${CAUSE}: fixed — remove it from the baseline`);
    // The target's assumptions reviewed (run 1's overlay): only the fixed entry can fail the strict run.
    const args = ["--reports-dir", "r5", "--baseline", "known.json", "--strict", "--overlay", "r1/overlay.yaml"];
    const strict = await run({}, args);
    expect(strict.code, strict.stdout).toBe(1);
    expect(strict.stdout).toContain("fixed (in the baseline, no longer failing): 1, failing this run (mode strict)");
    expect(strict.stdout).toContain("facts broken: none");
  });
});
