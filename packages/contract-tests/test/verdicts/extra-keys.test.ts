/**
 * Issue 35 item 3: a target that adds an undocumented key to every object of every answer (test helpers included)
 * and of every webhook payload fails no test: whole-object comparisons leave such keys out, as the spec says.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EXTRA_KEY } from "@haulkit/sandbox";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("a target with an undocumented key on every object", () => {
  it("fails no test and records no drift", async () => {
    const sandbox = await quietSandbox({ clock: "manual", faults: ["extra-key-everywhere"] });
    try {
      const probe = await fetch(`${sandbox.url}/_sandbox/clock`);
      expect(await probe.json(), "the fault is on, helpers included").toHaveProperty(EXTRA_KEY);
      const cwd = tmp();
      // Every suite: the whole-object comparisons are spread over them (payment-service's above all).
      const run = await runCli([], {
        cwd,
        env: {
          HAULKIT_SHIPPER_URL: sandbox.url,
          HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
          HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
          HAULKIT_PRICING_URL: sandbox.url,
          HAULKIT_PRICING_API_KEY: sandbox.credentials.pricingApiKey,
        },
      });
      const cases = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8"));
      expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
      expect(run.code, run.stdout).toBe(0);
      expect(cases.filter((c) => !c.skipped).length).toBeGreaterThan(1500);
      expect(run.stdout).toMatch(/\nassumptions contradicted: none[ (\n]/);
    } finally {
      await sandbox.close();
    }
  });
});
