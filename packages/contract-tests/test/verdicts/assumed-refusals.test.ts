/**
 * The request side of issue 21: a pricing service that accepts requests breaking only our assumed bounds (101
 * vehicles, ZIP and year patterns, trailer type) passes with those refusals in drift.json under their gap ids and
 * the tests shown as skipped with the drift; --strict fails on them; accepting a FACT-invalid request still fails.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { junitCases } from "../support/junit.js";
import { lenientPricingProxy } from "../support/lenient-pricing-proxy.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
/** The pricing suite's refusals that rest only on assumptions (each run on v1 and v2). */
const ASSUMED = [
  "a 4-digit ZIP code",
  "a 6-digit ZIP code",
  "a 2-digit year",
  "a vehicle without a make",
  "trailer type 'Open'",
  "101 vehicles",
];
const refusalName = (version: number, what: string) =>
  `request bounds (assumed where the document says nothing) > v${version}: ${what} is 400 (rule: G-145, G-149, G-144, G-165)`;

interface DriftGroup {
  gap: string;
  where: string[];
  findings: { assumed: string; observed: string }[];
}

async function runPricing(sandbox: SandboxHandle, acceptYearNumber: boolean, extra: string[] = []) {
  const proxy = await lenientPricingProxy(sandbox.url, acceptYearNumber);
  try {
    const cwd = tmp();
    const run = await runCli(["--suite", "pricing", ...extra], {
      cwd,
      env: {
        HAULKIT_SHIPPER_URL: sandbox.url,
        HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
        HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
        HAULKIT_PRICING_URL: proxy.url,
        HAULKIT_PRICING_API_KEY: sandbox.credentials.pricingApiKey,
      },
    });
    const read = (name: string) => readFileSync(join(cwd, "reports", name), "utf8");
    return { run, read };
  } finally {
    await proxy.close();
  }
}

describe("a pricing service that accepts what we only assumed it refuses", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("exits 0 with the accepted requests as drift under G-165, G-145, G-149, G-144, shown as skipped tests", async () => {
    const { run, read } = await runPricing(sandbox, false);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const cases = junitCases(read("junit.xml"));
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
    const drifted = cases.filter((c) => c.skipped && / is 400 \(rule: G-145/.test(c.name)).map((c) => c.name);
    expect(drifted.sort()).toEqual([1, 2].flatMap((v) => ASSUMED.map((what) => refusalName(v, what))).sort());
    // The fact case (a year as a number) was refused by the sandbox behind the proxy: passed, not skipped.
    expect(cases.find((c) => c.name.includes("v1: a year as a number"))).toMatchObject({ skipped: false });
    const drift = JSON.parse(read("drift.json")) as { gaps: DriftGroup[] };
    const byGap = new Map(drift.gaps.map((group) => [group.gap, group]));
    expect(byGap.get("G-165")?.where).toEqual(
      expect.arrayContaining(["getRecommendedPriceV1", "getRecommendedPriceV2"]),
    );
    expect(byGap.get("G-165")?.findings).toContainEqual(
      expect.objectContaining({
        assumed: "refused (body/vehicles must NOT have more than 100 items)",
        observed: "accepted HTTP 200",
      }),
    );
    expect(byGap.get("G-145")?.findings).toContainEqual(
      expect.objectContaining({ assumed: expect.stringMatching(/^refused \(body\/pickup\/zip must match pattern/) }),
    );
    for (const gap of ["G-149", "G-144"]) expect(byGap.get(gap)?.findings.length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(
      /facts broken: none\nassumptions contradicted: \d+ finding\(s\) under 4 gap id\(s\): .*G-144.*G-145.*G-149.*G-165/,
    );
    expect(run.stdout).toMatch(/pricing +\d+ passed, 0 failed, 12 skipped/);
  });

  it("--strict fails the same run on those refusals, naming the assumption", async () => {
    const { run, read } = await runPricing(sandbox, false, ["--strict"]);
    expect(run.code).toBe(1);
    const failed = junitCases(read("junit.xml")).filter((c) => c.failure !== undefined);
    expect(failed.map((c) => c.name).sort()).toEqual(
      [1, 2].flatMap((v) => ASSUMED.map((what) => refusalName(v, what))).sort(),
    );
    expect(read("failures.md")).toContain(
      "contradicts assumption G-165: assumed refused (body/vehicles must NOT have more than 100 items), the target's accepted HTTP 200 (--strict)",
    );
  });

  it("accepting a year sent as a number (a fact: year is a string) still fails exactly those tests", async () => {
    const { run, read } = await runPricing(sandbox, true);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const failed = junitCases(read("junit.xml")).filter((c) => c.failure !== undefined);
    expect(failed.map((c) => c.name)).toEqual([
      refusalName(1, "a year as a number"),
      refusalName(2, "a year as a number"),
    ]);
    expect(read("failures.md")).toContain("expected status 400, got 200");
  });
});
