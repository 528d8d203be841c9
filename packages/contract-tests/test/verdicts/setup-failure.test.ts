/** A failed setup step (a webhook subscription answered 404) is named as the cause of the tests it took down. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assumptionProxy } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("a setup step that fails", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("names itself as the skip reason in the console and junit.xml, not the filters", async () => {
    const proxy = await assumptionProxy({ upstream: sandbox.url, refuseSubscriptions: true });
    try {
      const cwd = tmp();
      const run = await runCli(["--suite", "carrier-progress"], {
        cwd,
        env: targetEnv(proxy.url, sandbox),
      });
      expect(run.code).toBe(1);
      const reason =
        /not run: a setup step failed: subscribeWebhook \(POST \/v1\/public\/webhooks\/[\w.]+\/subscribe\): expected status 200, got 404/;
      expect(run.stdout).toMatch(new RegExp(`Skipped \\(\\d+\\), by reason:\\n {2}${reason.source}`));
      expect(run.stdout).not.toContain("not selected by the filters");
      expect(run.stdout).toMatch(
        /\nfacts broken: none; 1 error\(s\) outside the tests \(a setup step; failures\.md\)\n/,
      );
      expect(readFileSync(join(cwd, "reports", "failures.md"), "utf8")).toContain("## Errors outside the tests (1)");
      const skipped = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8")).filter((c) => c.skipped);
      expect(skipped.length).toBeGreaterThan(0);
      const xml = readFileSync(join(cwd, "reports", "junit.xml"), "utf8");
      expect(xml.match(/<skipped message="not run: a setup step failed: subscribeWebhook/g)?.length).toBe(
        skipped.length,
      );
    } finally {
      await proxy.close();
    }
  });
});
