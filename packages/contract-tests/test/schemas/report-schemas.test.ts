/**
 * The reports, proposed overlays and baseline files of real runs match the JSON Schemas the package publishes
 * (schemas/, vendor/overlay-1.1.schema.json), and the schemas can refuse.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateReports as exportedValidateReports } from "../../src/index.js";
import {
  baselineErrors,
  REPORTS,
  readSchema,
  reportErrors,
  SCHEMAS,
  SCHEMAS_DIR,
  schemaErrors,
  validateReports,
} from "../../src/schemas/report-schemas.js";
import { assumptionProxy } from "../support/assumption-proxy.js";
import { runCli, targetEnv } from "../support/cli.js";
import { hidingProxy } from "../support/hidden-helpers.js";
import { quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const PACKAGE = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
  files: string[];
  exports: Record<string, unknown>;
};
const readReport = (dir: string, name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8"));

/** Runs docs/reports.md's example (its js block) in `cwd`, from a file inside the package (so the import resolves). */
function runDocsExample(cwd: string): string {
  const docs = readFileSync(new URL("../../docs/reports.md", import.meta.url), "utf8");
  const example = /```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (example === undefined) throw new Error("docs/reports.md has no js example");
  const file = fileURLToPath(new URL(`../.reports-example-${randomUUID()}.mjs`, import.meta.url));
  writeFileSync(file, example);
  try {
    return execFileSync(process.execPath, [file], { cwd, encoding: "utf8" });
  } finally {
    rmSync(file, { force: true });
  }
}

describe("the published report schemas", () => {
  it("are one per JSON report, shipped, and carry the major version of their format in $id", () => {
    expect(readdirSync(SCHEMAS_DIR).sort()).toEqual(SCHEMAS.map((name) => `${name}.schema.json`).sort());
    expect(PACKAGE.files).toEqual(expect.arrayContaining(["schemas", "vendor"]));
    expect(PACKAGE.exports["./schemas/*"]).toBe("./schemas/*");
    expect(PACKAGE.exports["./vendor/*"]).toBe("./vendor/*");
    for (const name of SCHEMAS) expect(readSchema(name).$id).toBe(`urn:haulkit:contract-tests:v1:${name}.schema.json`);
  });

  it("refuse a report that lacks a field or has one of the wrong type", () => {
    expect(reportErrors("drift", { count: 0, gaps: [] })).toEqual([]);
    expect(reportErrors("drift", { count: "0", gaps: [] })).toEqual(["drift.json/count must be integer"]);
    expect(reportErrors("cleanup", { undone: 1 })).toEqual(["cleanup.json must have required property 'left'"]);
    expect(reportErrors("coverage", {})).toHaveLength(6);
    expect(reportErrors("run", { tool: "other" }).length).toBeGreaterThan(1);
    const baseline = { tool: "haulkit-contract", baseline: 1, causes: [{ cause: "x", count: 1, tests: ["a › b"] }] };
    expect(reportErrors("baseline", baseline)).toEqual([]);
    expect(reportErrors("baseline", { ...baseline, causes: [{ cause: "x", tests: [] }] })).toEqual([
      "baseline.json/causes/0 must have required property 'count'",
    ]);
    expect(reportErrors("baseline", { ...baseline, baseline: 2 })).toEqual([
      "baseline.json/baseline must be equal to constant",
    ]);
    const overlay = {
      overlay: "1.1.0",
      info: { title: "t", version: "1" },
      actions: [{ target: "$.info", remove: true }],
    };
    expect(schemaErrors("overlay", overlay, "overlay.yaml")).toEqual([]);
    expect(schemaErrors("overlay", { ...overlay, actions: [] }, "overlay.yaml")).toEqual([
      "overlay.yaml/actions must NOT have fewer than 1 items",
    ]);
  });

  it("validateReports is the package's export, and names a refused file", async () => {
    const dir = tmp();
    writeFileSync(join(dir, "drift.json"), JSON.stringify({ count: 0, gaps: [] }));
    writeFileSync(join(dir, "overlay.yaml"), "overlay: 1.1.0\ninfo: { title: t }\nactions: []\n");
    const check = await exportedValidateReports(dir);
    expect(check.found).toEqual(["drift.json", "overlay.yaml"]);
    expect(check.errors).toEqual([
      "overlay.yaml/info must have required property 'version'",
      "overlay.yaml/actions must NOT have fewer than 1 items",
    ]);
  });
});

describe("every report a run writes matches its schema", () => {
  it("an embedded run: run.json, drift.json and coverage.json", async () => {
    const cwd = tmp();
    const run = await runCli(["--suite", "pricing"], { cwd });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const reports = join(cwd, "reports");
    expect(validateReports(reports)).toEqual({ found: ["run.json", "drift.json", "coverage.json"], errors: [] });
    expect(readReport(reports, "run").version).toBe(PACKAGE.version);
  });

  describe("a foreign target with --allow-writes: drift, failures with causes and objects left behind", () => {
    let sandbox: SandboxHandle;
    beforeAll(async () => {
      sandbox = await quietSandbox({ clock: "manual" });
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it("writes all four reports, the proposed overlay and the baseline, each matching its schema", async () => {
      const hiding = await hidingProxy(sandbox.url);
      const proxy = await assumptionProxy({ upstream: hiding.url, breakPairMessage: true });
      try {
        const cwd = tmp();
        const run = await runCli(["--suite", "order-payments", "--allow-writes", "--write-baseline", "known.json"], {
          cwd,
          env: targetEnv(proxy.url, sandbox),
        });
        const reports = join(cwd, "reports");
        const found = [...REPORTS.map((name) => `${name}.json`), "overlay.yaml"];
        expect(validateReports(reports), run.stdout + run.stderr).toEqual({ found, errors: [] });
        expect(baselineErrors(join(cwd, "known.json"))).toEqual([]);
        expect(JSON.parse(readFileSync(join(cwd, "known.json"), "utf8")).causes.length).toBeGreaterThan(0);
        // The schemas met more than empty lists: drift findings, failures with their causes, objects left.
        expect(readReport(reports, "drift").gaps.length).toBeGreaterThan(0);
        expect(readReport(reports, "cleanup").left.length).toBeGreaterThan(0);
        const records = readReport(reports, "run").records as { causes?: unknown[] }[];
        expect(records.some((record) => record.causes?.some((cause) => cause !== null))).toBe(true);
        // The reference's example reads this drift.json: one line per gap id.
        const gaps = readReport(reports, "drift").gaps as { gap: string; title: string; count: number }[];
        const lines = gaps.map((gap) => `${gap.gap} ${gap.title} ${gap.count}`);
        expect(runDocsExample(cwd)).toBe(`${lines.join("\n")}\n`);
      } finally {
        await proxy.close();
        await hiding.close();
      }
    });
  });
});
