/**
 * Issue 21's proof: a target that differs from the sandbox only in assumptions passes with every difference in
 * drift.json under its gap id; the same target breaking one fact fails with exactly that cause as one group.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assumptionProxy, OTHER_CONFLICT_ID, OTHER_INCREASE_UNIT } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const SUITES = [
  "--suite",
  "order-payments",
  "--suite",
  "payments",
  "--suite",
  "counter-offers",
  "--suite",
  "price-negotiations",
];

interface DriftGroup {
  gap: string;
  count: number;
  where: string[];
  findings: { assumed: string; observed: string }[];
}

async function runThroughProxy(sandbox: SandboxHandle, breakPairMessage: boolean, extra: string[] = []) {
  const proxy = await assumptionProxy({ upstream: sandbox.url, breakPairMessage });
  try {
    const cwd = tmp();
    const run = await runCli([...SUITES, ...extra], {
      cwd,
      env: targetEnv(proxy.url, sandbox),
    });
    const reports = join(cwd, "reports");
    const read = (name: string) => readFileSync(join(reports, name), "utf8");
    return { run, read, drift: JSON.parse(read("drift.json")) as { count: number; gaps: DriftGroup[] } };
  } finally {
    await proxy.close();
  }
}

describe("a target that differs from the sandbox only in assumptions", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual" });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("exits 0 with no failed test, each difference in drift.json under its gap id", async () => {
    const { run, read, drift } = await runThroughProxy(sandbox, false);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const cases = junitCases(read("junit.xml"));
    expect(cases.length).toBeGreaterThan(250);
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
    const byGap = new Map(drift.gaps.map((group) => [group.gap, group]));
    // The create answered 201 (G-106: status of creates).
    expect(byGap.get("G-106")?.findings).toContainEqual(
      expect.objectContaining({ assumed: "status 200", observed: "status 201" }),
    );
    expect(byGap.get("G-106")?.where).toContain("createOrder");
    // Another error id where the documents show none (G-014: the platformpay 409s).
    expect(byGap.get("G-014")?.findings).toContainEqual(
      expect.objectContaining({ observed: `/data/error_id is "${OTHER_CONFLICT_ID}"` }),
    );
    // An unknown value in an open value set: the unit of price increases (G-093).
    expect(byGap.get("G-093")?.findings).toContainEqual(
      expect.objectContaining({ observed: `/data/object/increase_every/unit is "${OTHER_INCREASE_UNIT}"` }),
    );
    // The unknown key in every object is tolerated as the spec says (G-041): neither drift nor failure.
    expect(JSON.stringify(drift)).not.toContain("vendor_extension");
    expect(read("drift.md")).toMatch(/## G-106 .*\n\nSeen on: .*`createOrder`/);
    expect(run.stdout).toMatch(
      /facts broken: none\nassumptions contradicted: \d+ finding\(s\) under \d+ gap id\(s\): .*G-014.*G-093.*G-106/,
    );
  });

  it("--strict fails the same run on the drift", async () => {
    const { run, read } = await runThroughProxy(sandbox, false, ["--suite", "counter-offers", "--strict"]);
    expect(run.code).toBe(1);
    // The answer's status, then the assumption it contradicts: the drift is the failure's cause.
    expect(read("failures.md")).toContain(
      [
        "createOrder (POST /v1/public/orders): expected status 200, got 201",
        "  response breaks the spec: createOrder 201: contradicts assumption G-106: assumed status 200, the target's status 201 (--strict)",
      ].join("\n"),
    );
  });

  it("breaking one fact as well (the payment-pair message) exits 1 with exactly that cause as one group", async () => {
    const { run, read } = await runThroughProxy(sandbox, true);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const failed = junitCases(read("junit.xml")).filter((c) => c.failure !== undefined);
    expect(failed.length).toBeGreaterThan(100);
    expect(failed.every((c) => c.file === "suites/order-payments.contract.ts")).toBe(true);
    const failures = read("failures.md");
    expect(failures).toContain(`${failed.length} failed test(s) in 1 group(s).`);
    expect(failures).toContain(`## 1. createOrder: status 400; differs at /error (${failed.length})`);
    // The spec's pattern of the message names the pointer and the value before any body excerpt.
    expect(failures).toMatch(
      /createOrder \(POST \/v1\/public\/orders\): status 400\n {2}response breaks the spec: createOrder 400: \/error must match pattern .*\(value: "Invalid payment terms .*Permitted terms.*\n {2}body: /,
    );
    expect(failures).toContain(`- ${failed[0]?.name.replaceAll(" > ", " › ")}`.replace("- ", "- order-payments › "));
  });
});
