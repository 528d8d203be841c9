/** The CLI end to end, as a user runs it: the installed bin, a child process, reports on disk. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../src/spec/operations.js";
import { runCli, targetEnv } from "./support/cli.js";
import { junitCases } from "./support/junit.js";
import { quietSandbox } from "./support/servers.js";
import { useTmpDirs } from "./support/tmp.js";

const tmp = useTmpDirs();

describe("haulkit-contract --suite pricing against the embedded sandbox", () => {
  it("exits 0 and writes junit.xml and coverage.json that agree with each other", async () => {
    const cwd = tmp();
    // Our own sandbox keeps our choices: the embedded run is strict by default (any contradicted assumption fails).
    const run = await runCli(["--suite", "pricing"], { cwd });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^target: embedded haulkit sandbox, one per suite \(1\), manual clock/);
    expect(run.stdout).toMatch(/✓ pricing +\d+ passed, 0 failed, 0 skipped/);
    expect(run.code).toBe(0);

    const reports = join(cwd, "reports");
    const cases = junitCases(readFileSync(join(reports, "junit.xml"), "utf8"));
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => c.failure !== undefined || c.skipped)).toEqual([]);
    expect(new Set(cases.map((c) => c.file))).toEqual(new Set(["suites/pricing.contract.ts"]));
    expect(run.stdout).toContain(`haulkit contract: ${cases.length} passed, 0 failed, 0 skipped (1 suite: 1 passed)`);

    const coverage = JSON.parse(readFileSync(join(reports, "coverage.json"), "utf8"));
    const pricing = [...operations().values()].filter((op) => op.api === "pricing");
    const pricingResponses = pricing.reduce((sum, op) => sum + op.responses.size, 0);
    expect(coverage.operations.covered).toBe(pricing.length);
    expect(coverage.responses.covered).toBe(pricingResponses);
    expect(coverage.webhooks).toEqual({ covered: 0, total: 64 });
    const covered = coverage.details.operations.filter((row: { covered: boolean }) => row.covered);
    expect(covered.map((row: { operationId: string }) => row.operationId).sort()).toEqual(
      pricing.map((op) => op.operationId).sort(),
    );
    expect(run.stdout).toContain(
      `coverage: operations ${pricing.length}/${coverage.operations.total}, responses ${pricingResponses}/${coverage.responses.total}, webhooks 0/64`,
    );
    expect(existsSync(join(reports, "coverage.md"))).toBe(true);
    expect(JSON.parse(readFileSync(join(reports, "drift.json"), "utf8"))).toEqual({ count: 0, gaps: [] });
    expect(run.stdout).toMatch(
      /\nfacts broken: none\nassumptions contradicted: none \(mode strict: a contradicted assumption fails its test\)\n$/,
    );
    expect(JSON.parse(readFileSync(join(reports, "run.json"), "utf8")).selection.strict).toBe(true);
  });
});

describe("every suite against the embedded sandbox", () => {
  it("exits 0 and covers every operation, documented response and webhook action", async () => {
    const cwd = tmp();
    const run = await runCli([], { cwd });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("assumptions contradicted: none (mode strict");
    const coverage = JSON.parse(readFileSync(join(cwd, "reports", "coverage.json"), "utf8"));
    for (const tally of [coverage.operations, coverage.responses, coverage.webhooks]) {
      expect(tally.covered).toBe(tally.total);
    }
    expect(coverage.webhooks.total).toBe(64);
    expect(coverage.undocumented).toEqual([]);
    expect(run.stdout).toMatch(/haulkit contract: \d+ passed, 0 failed, 0 skipped \(\d+ suites: \d+ passed\)/);
  });
});

describe("a target that is not a sandbox", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox({ testHelpers: false });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("skips what needs writes or helpers, each skip listed with its reason, and passes", async () => {
    const cwd = tmp();
    const run = await runCli(["--suite", "counter-offers", "--reports-dir", "out"], {
      cwd,
      env: targetEnv(sandbox.url, sandbox),
    });
    expect(run.stdout).toContain(`target: ${sandbox.url} (not a sandbox)`);
    expect(run.stdout).toMatch(
      /Skipped \(\d+\), by reason:\n {2}needs writes: the target is not a sandbox: pass --allow-writes/,
    );
    expect(run.stdout).toContain(
      "    - counter-offers › counter offer lifecycle › a counter offer starts pending with its price",
    );
    expect(run.stdout).not.toContain(sandbox.credentials.clientSecret);
    const cases = junitCases(readFileSync(join(cwd, "out", "junit.xml"), "utf8"));
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => c.skipped)).toBe(true);
    expect(run.code).toBe(0);
  });
});

describe("a misconfigured pricing service exits 2 with one line, before any test", () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await quietSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it.each([
    [
      "an unreachable URL",
      () => "http://127.0.0.1:9",
      () => sandbox.credentials.pricingApiKey,
      /^cannot reach http:\/\/127\.0\.0\.1:9: \S/,
    ],
    [
      "a wrong key",
      () => sandbox.url,
      () => "wrong-pricing-key",
      /^the pricing service refused the API key: POST \/api\/v1\/recommended-price answered HTTP 401$/,
    ],
  ])("%s", async (_, url, key, line) => {
    const run = await runCli(["--suite", "pricing"], {
      cwd: tmp(),
      env: {
        HAULKIT_SHIPPER_URL: sandbox.url,
        HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
        HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
        HAULKIT_PRICING_URL: url(),
        HAULKIT_PRICING_API_KEY: key(),
      },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    const [first, ...rest] = run.stderr.trimEnd().split("\n");
    expect(first?.replace(/^haulkit-contract: /, "")).toMatch(line);
    expect(rest).toEqual(["(haulkit-contract --help for the options)"]);
    expect(run.stderr).not.toContain(key());
  });
});

describe("bad usage and unreachable targets exit 2 with a message", () => {
  it.each([
    [["--suite", "no-such-suite"], /unknown suite 'no-such-suite': known suites are .*pricing/],
    [
      ["--shipper-url", "http://127.0.0.1:9", "--client-id", "a", "--client-secret", "b"],
      /cannot reach http:\/\/127\.0\.0\.1:9/,
    ],
    [["--client-id", "a"], /a target needs --shipper-url/],
  ])("%j", async (args, message) => {
    const run = await runCli(args, { cwd: tmp() });
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
  });

  it("a usage error replaces a stale junit.xml with one holding the error", async () => {
    const cwd = tmp();
    mkdirSync(join(cwd, "reports"));
    writeFileSync(join(cwd, "reports", "junit.xml"), '<testsuites tests="9" failures="0"></testsuites>');
    writeFileSync(join(cwd, "reports", "drift.json"), "{}");
    const run = await runCli(["--shard", "x"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "haulkit-contract: --shard must look like 1/3, got 'x'\n(haulkit-contract --help for the options)\n",
    );
    const cases = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8"));
    expect(cases).toEqual([
      {
        file: "haulkit-contract",
        name: "run error 1",
        failure: "haulkit-contract could not run: --shard must look like 1/3, got 'x'",
        skipped: false,
      },
    ]);
    expect(existsSync(join(cwd, "reports", "drift.json"))).toBe(false);
  });

  it("--help lists the options, their variables and the suites", async () => {
    const run = await runCli(["--help"], { cwd: tmp() });
    expect(run.code).toBe(0);
    for (const text of [
      "--shipper-url",
      "HAULKIT_CLIENT_SECRET",
      "--allow-writes",
      "--webhook-url",
      "HAULKIT_WEBHOOK_PORT",
      "--tag",
      "--strict",
      "--no-strict",
      "HAULKIT_STRICT",
      "drift.json",
      "pricing",
      "order-payments",
    ]) {
      expect(run.stdout).toContain(text);
    }
  });
});
