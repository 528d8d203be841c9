/**
 * Issue 35 item 5: a create answered 201 (a status the spec only assumes otherwise) with a body that is not an order
 * fails on the broken body first; the status drift is named after it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assumptionProxy } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("a status drift with a broken body", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("names the broken fact first and the status drift second", async () => {
    const proxy = await assumptionProxy({ upstream: sandbox.url, bareCreatedOrder: true });
    try {
      const cwd = tmp();
      const run = await runCli(["--suite", "payments"], {
        cwd,
        env: targetEnv(proxy.url, sandbox),
      });
      expect(run.code, run.stdout).toBe(1);
      const failures = readFileSync(join(cwd, "reports", "failures.md"), "utf8");
      // The group header: the body's difference, then the status.
      expect(failures).toMatch(
        /## 1\. createOrder: differs at \/data\/object\S*; status 201 where 200 is assumed \(\d+\)/,
      );
      expect(failures).not.toMatch(/createOrder: expected status 200, got 201/);
      // The message: the status taken as the assumed one, the broken fact, then the drift.
      expect(failures).toMatch(
        /createOrder \(POST \/v1\/public\/orders\): status 201, taken as the assumed 200\n {2}response breaks the spec: createOrder 201: \/data\/object\S* .*; and status 201 where the spec assumes 200 \(G-106\)/,
      );
    } finally {
      await proxy.close();
    }
  });
});
