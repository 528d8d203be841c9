/**
 * The contract action's scripts (actions/contract) on real runs of the built CLI: run-suites.sh with the action's
 * inputs, then report.mjs on the reports it wrote (job summary, annotations, outputs). A secret given as an input
 * never appears in what they print or write; the reports every run writes match the package's schemas
 * (validateReports of @haulkit/contract-tests).
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateReports } from "@haulkit/contract-tests";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readKeyValues } from "../src/github-files.js";
import { type SandboxProcess, startSandbox } from "./support/sandbox-process.js";

const root = join(import.meta.dirname, "..", "..", "..");
const ACTION = join(root, "actions", "contract");
const CLI = join(root, "packages", "contract-tests", "bin", "haulkit-contract.js");
const SECRET = "s3cret-never-printed-7f3a";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface StepRun {
  code: number | null;
  log: string;
  outputs: Record<string, string>;
  summary: string;
}

/** A step's GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, fresh. */
function stepFiles(cwd: string): { output: string; summary: string } {
  const files = mkdtempSync(join(cwd, "step-"));
  const paths = { output: join(files, "output"), summary: join(files, "summary.md") };
  writeFileSync(paths.output, "");
  writeFileSync(paths.summary, "");
  return paths;
}

/** Runs one command as a step of the action (its files given), stdout and stderr as its log. */
function step(
  command: (files: { output: string; summary: string }) => string[],
  cwd: string,
  env: Record<string, string>,
): Promise<StepRun> {
  const { output, summary } = stepFiles(cwd);
  return new Promise((resolve, reject) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("HAULKIT_")));
    const [file = "", ...args] = command({ output, summary });
    const child = spawn(file, args, {
      cwd,
      env: { ...clean, NO_COLOR: "1", ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({ code, log, outputs: readKeyValues(output), summary: readFileSync(summary, "utf8") }),
    );
  });
}

const INPUTS = {
  IN_SHIPPER_URL: "",
  IN_CLIENT_ID: "",
  IN_CLIENT_SECRET: "",
  IN_PRICING_URL: "",
  IN_PRICING_API_KEY: "",
  IN_SECOND_CLIENT_ID: "",
  IN_SECOND_CLIENT_SECRET: "",
  IN_WEBHOOK_URL: "",
  IN_FIXTURES: "",
  IN_ALLOW_WRITES: "false",
  IN_SUITES: "",
  IN_TAGS: "",
  IN_SHARD: "",
  IN_STRICT: "false",
  IN_REPORTS_DIR: "reports/haulkit-contract",
  IN_OVERLAYS: "",
  IN_BASELINE: "",
  IN_WRITE_BASELINE: "",
  IN_ACTORS: "",
  IN_ACTORS_URL: "",
};

function freshWorkspace(): string {
  const workspace = mkdtempSync(join(tmpdir(), "haulkit-action-"));
  dirs.push(workspace);
  return workspace;
}

/** The action's run step, then its report step, in a workspace (a fresh one unless given). */
async function runAction(inputs: Partial<typeof INPUTS>, workspace = freshWorkspace()) {
  const run = await step(() => ["bash", join(ACTION, "run-suites.sh")], workspace, {
    ...INPUTS,
    ...inputs,
    CLI,
    ACTION_PATH: ACTION,
  });
  const exitCode = run.outputs["exit-code"] ?? "";
  const report = await step(
    (files) => ["node", join(ACTION, "report.mjs"), INPUTS.IN_REPORTS_DIR, exitCode, files.summary, files.output],
    workspace,
    {},
  );
  const schemas = await validateReports(join(workspace, INPUTS.IN_REPORTS_DIR));
  expect(schemas.errors, "the reports against the published schemas").toEqual([]);
  return { run, report, exitCode, schemas };
}

/** Narrows an assumed bound of the pricing API (G-150): every price the sandbox answers contradicts it. */
const NARROW_PRICE_OVERLAY = `overlay: 1.1.0
info: { title: narrower price, version: "1", x-haulkit-api: pricing }
actions:
  - target: "$.components.schemas.RecommendedPriceV1Data.properties.price.allOf[0]"
    update: { maximum: 0 }
`;
/** A second overlay that changes no constraint (a note in the shipper API's info). */
const NOTE_OVERLAY = `overlay: 1.1.0
info: { title: a note, version: "1" }
actions:
  - target: "$.info"
    update: { x-vendor-note: reviewed }
`;

/** A target that hands out tokens and answers every other request `200 {}`: every read check fails. */
let target: Server;
let targetUrl: string;
beforeAll(async () => {
  target = createServer((request, response) => {
    request.resume();
    const token = request.url?.startsWith("/oauth/token");
    response.writeHead(token ? 200 : request.url?.startsWith("/_sandbox") ? 404 : 200, {
      "content-type": "application/json",
    });
    response.end(JSON.stringify(token ? { access_token: "t", token_type: "bearer", expires_in: 3600 } : {}));
  });
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => target.close(resolve));
});

describe("the contract action", () => {
  it("with no target runs the embedded sandbox: passed verdict, coverage, outputs, no annotation", async () => {
    const { run, report, exitCode, schemas } = await runAction({ IN_SUITES: "pricing", IN_STRICT: "true" });
    expect(exitCode, run.log).toBe("0");
    expect(schemas.found).toEqual(["run.json", "drift.json", "coverage.json"]);
    expect(run.log).toContain("target: embedded haulkit sandbox");
    expect(report.code, report.log).toBe(0);
    expect(report.log).toBe("");
    expect(report.summary).toMatch(
      /^## haulkit contract\n\n✅ \*\*haulkit contract passed\*\*: \d+ passed, 0 failed, 0 skipped, 0 drift\n/,
    );
    expect(report.summary).toMatch(/### Coverage\n\noperations \d+\/47 · responses \d+\/\d+ · webhooks 0\/64/);
    expect(report.summary).not.toContain("Failures by cause");
    expect(report.outputs).toMatchObject({ "exit-code": "0", failed: "0", drift: "0", skipped: "0" });
    expect(Number(report.outputs.passed)).toBeGreaterThan(0);
  });

  it("against a broken target: failed verdict, failures by cause, one annotation per failed test, no secret", async () => {
    const { run, report, exitCode } = await runAction({
      IN_SHIPPER_URL: targetUrl,
      IN_CLIENT_ID: "client-1",
      IN_CLIENT_SECRET: SECRET,
      IN_SUITES: "customers",
    });
    expect(exitCode, run.log).toBe("1");
    expect(run.log).toContain(`target: ${targetUrl}`);
    const failed = Number(report.outputs.failed);
    expect(failed).toBeGreaterThan(0);
    expect(report.outputs["exit-code"]).toBe("1");
    expect(report.summary).toContain(`❌ **haulkit contract failed: the target broke a documented fact`);
    expect(report.summary).toContain(`, ${failed} failed, `);
    expect(report.summary).toContain("### Failures by cause");
    const annotations = report.log.trimEnd().split("\n");
    expect(annotations).toHaveLength(Math.min(failed, 50) + (failed > 50 ? 1 : 0));
    expect(annotations[0]).toMatch(/^::error title=customers › [^:\n]+::\S/);
    for (const text of [run.log, report.log, report.summary, JSON.stringify(report.outputs)]) {
      expect(text).not.toContain(SECRET);
    }
  });

  it("against an unreachable target: exit code 2, its reason annotated and in the summary", async () => {
    const { report, exitCode } = await runAction({
      IN_SHIPPER_URL: "http://127.0.0.1:1",
      IN_CLIENT_ID: "client-1",
      IN_CLIENT_SECRET: SECRET,
    });
    expect(exitCode).toBe("2");
    expect(report.summary).toContain("❌ **haulkit contract could not run");
    expect(report.log).toMatch(/::error title=haulkit contract::.*cannot reach http:\/\/127\.0\.0\.1:1/);
    expect(report.log + report.summary).not.toContain(SECRET);
  });

  it("with overlays (one per line) against a foreign sandbox: drift, the proposed overlay in the summary", async () => {
    const credentials = { clientId: "client-1", clientSecret: SECRET, pricingApiKey: `${SECRET}-key` };
    const sandbox: SandboxProcess = await startSandbox(credentials);
    try {
      const workspace = freshWorkspace();
      // An overlay narrowing an assumed bound (G-150: prices at most 0): the sandbox's prices contradict it.
      writeFileSync(join(workspace, "narrow.yaml"), NARROW_PRICE_OVERLAY);
      writeFileSync(join(workspace, "note.yaml"), NOTE_OVERLAY);
      const { run, report, exitCode, schemas } = await runAction(
        {
          IN_SHIPPER_URL: sandbox.url,
          IN_CLIENT_ID: credentials.clientId,
          IN_CLIENT_SECRET: credentials.clientSecret,
          IN_PRICING_URL: sandbox.url,
          IN_PRICING_API_KEY: credentials.pricingApiKey,
          IN_SUITES: "pricing",
          IN_OVERLAYS: "narrow.yaml\nnote.yaml\n",
        },
        workspace,
      );
      expect(exitCode, run.log).toBe("0");
      const runJson = JSON.parse(readFileSync(join(workspace, INPUTS.IN_REPORTS_DIR, "run.json"), "utf8"));
      expect(runJson.overlays.files.map((file: string) => file.split("/").pop())).toEqual(["narrow.yaml", "note.yaml"]);
      expect(Number(report.outputs.drift)).toBeGreaterThan(0);
      expect(report.summary).toContain("| G-150 |");
      expect(report.summary).toContain("### Proposed overlay (overlay.pricing.yaml)");
      expect(report.summary).toMatch(/```yaml\noverlay: 1\.1\.0\n[\s\S]*G-150[\s\S]*\n```/);
      expect(schemas.found).toContain("overlay.pricing.yaml");
      for (const text of [run.log, report.log, report.summary]) expect(text).not.toContain(SECRET);
    } finally {
      await sandbox.close();
    }
  });

  it("write-baseline, then baseline: the same failures are known, listed under their own heading", async () => {
    const workspace = freshWorkspace();
    const target = { IN_SHIPPER_URL: targetUrl, IN_CLIENT_ID: "client-1", IN_CLIENT_SECRET: SECRET };
    const first = await runAction({ ...target, IN_SUITES: "customers", IN_WRITE_BASELINE: "known.json" }, workspace);
    expect(first.exitCode, first.run.log).toBe("1");
    const failed = Number(first.report.outputs.failed);
    expect(failed).toBeGreaterThan(0);
    expect(first.report.summary).not.toContain("Known failures");
    const { causes } = JSON.parse(readFileSync(join(workspace, "known.json"), "utf8")) as {
      causes: { cause: string }[];
    };
    const second = await runAction({ ...target, IN_SUITES: "customers", IN_BASELINE: "known.json" }, workspace);
    expect(second.exitCode, second.run.log).toBe("0");
    expect(second.report.outputs).toMatchObject({ failed: "0", known: String(failed) });
    expect(second.report.summary).toContain("✅ **haulkit contract passed**");
    expect(second.report.summary).not.toContain("### Failures by cause");
    expect(second.report.summary).toContain(
      `### Known failures (baseline)\n\n${failed} tests of ${causes.length} known causes, skipped (not failing):\n\n`,
    );
    for (const { cause } of causes) expect(second.report.summary).toContain(`- \`${cause}\``);
  });

  it("outside this repository installs @haulkit/contract-tests at the action's own version from the registry", async () => {
    const workspace = mkdtempSync(join(tmpdir(), "haulkit-action-consumer-"));
    dirs.push(workspace);
    const bin = join(workspace, "bin");
    mkdirSync(bin);
    // npm stands in: it records its arguments instead of installing.
    writeFileSync(join(bin, "npm"), `#!/bin/sh\necho "$@" > "${join(workspace, "npm-args")}"\n`);
    chmodSync(join(bin, "npm"), 0o755);
    const version = JSON.parse(readFileSync(join(root, "packages", "contract-tests", "package.json"), "utf8")).version;
    const located = await step(() => ["bash", join(ACTION, "locate-cli.sh")], workspace, {
      ACTION_PATH: ACTION,
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: workspace,
      PATH: `${bin}:${process.env.PATH}`,
    });
    expect(located.code, located.log).toBe(0);
    expect(located.log).toContain(`haulkit-contract ${version} from the registry`);
    const prefix = join(workspace, `haulkit-contract-${version}`);
    expect(readFileSync(join(workspace, "npm-args"), "utf8").trim()).toBe(
      `install --prefix ${prefix} --no-save --no-audit --no-fund @haulkit/contract-tests@${version}`,
    );
    expect(located.outputs.bin).toBe(
      join(prefix, "node_modules", "@haulkit", "contract-tests", "bin", "haulkit-contract.js"),
    );
  });
});
