/**
 * Another repository's view: every public package packed with `pnpm pack`, the tarballs installed with plain npm into
 * a fresh project outside the workspace, consumer programs compiled with tsc --strict (NodeNext: ESM, CommonJS, the
 * contract suite's export) and run against `npx haulkit-sandbox`, then `npx haulkit-contract` against that sandbox,
 * its reports checked against the shipped schemas by the package's `validateReports`.
 * One pack and one install for the whole file; the sandbox is stopped and the directory removed afterwards.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, step } from "../src/command.js";
import { COMPILE_ARGS, createConsumerProject, npmInstall } from "../src/consumer-project.js";
import { type PackedPackage, packAll } from "../src/pack.js";
import { type RunningSandbox, startSandbox } from "../src/sandbox-process.js";
import { readTarballFile } from "../src/tarball.js";
import { environmentSecrets, tarballProblems } from "../src/tarball-checks.js";
import { missingEntryFiles, publicPackages, REPO_ROOT } from "../src/workspace.js";

const credentials = {
  clientId: `consumer-${randomBytes(4).toString("hex")}`,
  clientSecret: `secret-${randomBytes(16).toString("hex")}`,
  pricingApiKey: `key-${randomBytes(16).toString("hex")}`,
};
const consumerEnv = {
  ...process.env,
  HAULKIT_CLIENT_ID: credentials.clientId,
  HAULKIT_CLIENT_SECRET: credentials.clientSecret,
};

let workDir = "";
let projectDir = "";
let packed: PackedPackage[] = [];
let sandbox: RunningSandbox | undefined;

beforeAll(async () => {
  const packages = publicPackages();
  const unbuilt = packages.flatMap((pkg) => missingEntryFiles(pkg).map((file) => `${pkg.manifest.name}: ${file}`));
  if (unbuilt.length > 0) {
    throw new Error(`not built (run \`pnpm exec turbo run build\` first): ${unbuilt.join(", ")}`);
  }
  workDir = await mkdtemp(join(tmpdir(), "haulkit-consumer-smoke-"));
  if (!relative(REPO_ROOT, workDir).startsWith("..")) throw new Error(`${workDir} is inside the workspace`);
  step(`working in ${workDir}`);
  await mkdir(join(workDir, "tarballs"));
  packed = await packAll(packages, join(workDir, "tarballs"));
  projectDir = join(workDir, "consumer");
  await createConsumerProject(projectDir, packed);
  await npmInstall(projectDir);
  sandbox = await startSandbox(projectDir, credentials);
});

afterAll(async () => {
  await sandbox?.stop();
  step(sandbox ? "sandbox stopped" : "no sandbox to stop");
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("the packed packages", () => {
  it("are the five public packages, each a tarball", () => {
    expect(packed.map((pkg) => pkg.name).sort()).toEqual([
      "@haulkit/client",
      "@haulkit/contract-tests",
      "@haulkit/sandbox",
      "@haulkit/spec",
      "@haulkit/types",
    ]);
    for (const pkg of packed) expect(existsSync(pkg.tarball), pkg.tarball).toBe(true);
  });

  it("hold no test file, no secret and no workspace: range; @haulkit dependencies name the packed versions", () => {
    const versions = new Map(packed.map((pkg) => [pkg.name, pkg.version]));
    for (const pkg of packed) {
      const entries = readTarballFile(pkg.tarball);
      expect(tarballProblems(entries, [...environmentSecrets(), credentials.clientSecret]), pkg.name).toEqual([]);
      const manifest = JSON.parse(entries.find((entry) => entry.path === "package.json")?.content.toString() ?? "{}");
      for (const [name, range] of Object.entries<string>(manifest.dependencies ?? {})) {
        if (name.startsWith("@haulkit/")) expect(range, `${pkg.name} → ${name}`).toBe(versions.get(name));
      }
    }
  });
});

describe("a fresh project that installed them with npm", () => {
  it("has one copy of each, none nested under another", () => {
    expect(readdirSync(join(projectDir, "node_modules/@haulkit")).sort()).toEqual([
      "client",
      "contract-tests",
      "sandbox",
      "spec",
      "types",
    ]);
    for (const name of ["client", "contract-tests", "sandbox"]) {
      expect(existsSync(join(projectDir, "node_modules/@haulkit", name, "node_modules/@haulkit"))).toBe(false);
    }
  });

  it("compiles an ESM and a CommonJS consumer with tsc --strict --module NodeNext", async () => {
    await run("npx", [...COMPILE_ARGS], { cwd: projectDir });
    expect(existsSync(join(projectDir, "out/esm.js"))).toBe(true);
    expect(existsSync(join(projectDir, "out/cjs.cjs"))).toBe(true);
    expect(existsSync(join(projectDir, "out/contract.js"))).toBe(true);
  });

  it("runs the ESM consumer against npx haulkit-sandbox: token, orders, a typed ApiError, pages, a verified webhook", async () => {
    const { stdout } = await run("node", ["out/esm.js", sandbox?.url ?? ""], {
      cwd: projectDir,
      env: consumerEnv,
    });
    const result = JSON.parse(stdout);
    expect(result.tokenRequested).toBe(true);
    expect(result.secretInLog).toBe(false);
    expect(result.created).toHaveLength(3);
    expect(result.notFound).toEqual({ status: 404, kind: "failure", errorId: expect.stringMatching(/NOT_FOUND/) });
    // Three orders, two a page: pages 0 and 1 were asked for, and every order came back once.
    expect(result.listPages).toEqual(["0", "1"]);
    expect([...result.listed].sort()).toEqual([...result.created].sort());
    expect(result.webhook).toEqual({
      action: "order.created",
      orderGuid: result.created[0],
      verified: true,
      verifiedWithOtherToken: false,
    });
    expect(stdout).not.toContain(credentials.clientSecret);
  });

  it("runs the CommonJS consumer (dynamic import()): an order, then a refused one as a failure ApiError", async () => {
    const { stdout } = await run("node", ["out/cjs.cjs", sandbox?.url ?? ""], {
      cwd: projectDir,
      env: consumerEnv,
    });
    const result = JSON.parse(stdout);
    expect(result).toEqual({
      module: "function",
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 400,
      kind: "failure",
      errorId: "VALIDATION_ERROR",
    });
  });

  it("runs the contract suite's typed export: runContract validates a payload (0) and a broken copy (1)", async () => {
    const { stdout } = await run("node", ["out/contract.js"], { cwd: projectDir });
    expect(JSON.parse(stdout.trim().split("\n").pop() ?? "")).toEqual({
      validCode: 0,
      brokenCode: 1,
      tally: { covered: 0, total: 0 },
    });
  });

  it("runs npx haulkit-contract against that sandbox: every suite, no fact broken", async () => {
    const { stdout } = await run(
      "npx",
      ["haulkit-contract", "--shipper-url", sandbox?.url ?? "", "--pricing-url", sandbox?.url ?? ""],
      {
        cwd: projectDir,
        env: {
          ...consumerEnv,
          HAULKIT_PRICING_API_KEY: credentials.pricingApiKey,
        },
      },
    ).catch((error: unknown) => {
      // The command's last lines list the skips; the failures themselves are in failures.md.
      const failures = join(projectDir, "reports/failures.md");
      if (error instanceof Error && existsSync(failures))
        error.message += `\n--- reports/failures.md ---\n${readFileSync(failures, "utf8").slice(0, 6000)}`;
      throw error;
    });
    step(
      stdout
        .split("\n")
        .filter((line) => /^haulkit contract:|^coverage:|^facts broken:/.test(line))
        .join("; "),
    );
    expect(stdout).toMatch(/haulkit contract: \d+ passed, 0 failed/);
    expect(stdout).toContain("facts broken: none");
    expect(stdout).not.toContain(credentials.clientSecret);
    const junit = readFileSync(join(projectDir, "reports/junit.xml"), "utf8");
    expect(junit).toMatch(/<testsuites [^>]*failures="0"/);
    // The reports match the schemas the installed package ships, checked by the package's own export.
    const script = `import { validateReports } from "@haulkit/contract-tests";
console.log(JSON.stringify(await validateReports("reports")));`;
    const checked = await run("node", ["--input-type=module", "-e", script], { cwd: projectDir });
    const check = JSON.parse(checked.stdout.trim()) as { found: string[]; errors: string[] };
    expect(check.found).toEqual(expect.arrayContaining(["run.json", "drift.json", "coverage.json"]));
    expect(check.errors).toEqual([]);
  });
});
