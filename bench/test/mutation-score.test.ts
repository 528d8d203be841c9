import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMutationScore, ruleFiles } from "../src/mutation-score.js";
import { REPO_ROOT } from "../src/paths.js";
import { mutationFigure } from "../src/suites/contract.js";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-bench-mutation-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A report of one file per entry, each with mutants of the given statuses. */
async function report(files: Record<string, string[]>): Promise<string> {
  const path = join(dir, "mutation.json");
  const body = Object.fromEntries(
    Object.entries(files).map(([name, statuses]) => [
      name,
      { language: "typescript", source: "", mutants: statuses.map((status, id) => ({ id: String(id), status })) },
    ]),
  );
  await writeFile(path, JSON.stringify({ schemaVersion: "2", thresholds: { high: 80, low: 60 }, files: body }));
  return path;
}

describe("readMutationScore", () => {
  it.each<{ name: string; files: Record<string, string[]>; score: number; detected: number; valid: number }>([
    { name: "all killed", files: { "a.ts": ["Killed", "Killed"] }, score: 100, detected: 2, valid: 2 },
    { name: "a timeout is detected", files: { "a.ts": ["Timeout", "Survived"] }, score: 50, detected: 1, valid: 2 },
    {
      name: "no coverage is undetected",
      files: { "a.ts": ["Killed", "NoCoverage", "Survived"] },
      score: 33.3,
      detected: 1,
      valid: 3,
    },
    {
      name: "ignored, compile and runtime errors are not valid",
      files: { "a.ts": ["Killed", "Ignored", "CompileError", "RuntimeError", "Pending"] },
      score: 100,
      detected: 1,
      valid: 1,
    },
    {
      name: "over every file",
      files: { "a.ts": ["Killed", "Killed", "Killed"], "b.ts": ["Survived"] },
      score: 75,
      detected: 3,
      valid: 4,
    },
  ])("$name: $score %", async ({ files, score, detected, valid }) => {
    const path = await report(files);
    expect(await readMutationScore(path)).toEqual({ score, files: Object.keys(files).length, detected, valid });
  });

  it("counts only the files asked for, ignoring the report's others", async () => {
    const path = await report({ "a.ts": ["Killed", "Survived"], "b.ts": ["Survived", "Survived"], "c.ts": ["Killed"] });
    expect(await readMutationScore(path, ["a.ts", "c.ts"])).toEqual({ score: 66.7, files: 2, detected: 2, valid: 3 });
  });

  it.each<{ name: string; held: string[]; missing: string[] }>([
    { name: "one file of three (a run with --mutate)", held: ["b.ts"], missing: ["a.ts", "c.ts"] },
    { name: "all but one", held: ["a.ts", "b.ts"], missing: ["c.ts"] },
    { name: "other files only", held: ["config.ts"], missing: ["a.ts", "b.ts", "c.ts"] },
  ])("a report missing a file asked for is partial: $name", async ({ held, missing }) => {
    const path = await report(Object.fromEntries(held.map((file) => [file, ["Killed"]])));
    expect(await readMutationScore(path, ["a.ts", "b.ts", "c.ts"])).toEqual({ missing, of: 3 });
  });

  it("is undefined when there is no report", async () => {
    expect(await readMutationScore(join(dir, "missing.json"))).toBeUndefined();
  });

  it("refuses a file that is not a mutation report", async () => {
    const path = join(dir, "other.json");
    await writeFile(path, JSON.stringify({ "contract.suite_s": 9 }));
    await expect(readMutationScore(path)).rejects.toThrow(/is not a Stryker mutation report/);
  });

  it("refuses a report without a tested mutant (no score to give)", async () => {
    const path = await report({ "a.ts": ["Ignored"] });
    await expect(readMutationScore(path)).rejects.toThrow(/holds no tested mutant/);
  });
});

describe("ruleFiles", () => {
  it("reads RULE_FILES of the contract package's Stryker config: files that exist", async () => {
    const files = await ruleFiles();
    expect(files).toContain("packages/sandbox/src/domain/price.ts");
    expect(files.filter((file) => !existsSync(join(REPO_ROOT, file)))).toEqual([]);
  });

  it.each([
    { name: "no list", source: "export default {};" },
    { name: "an empty list", source: "export const RULE_FILES = [];" },
    { name: "a list of other things", source: "export const RULE_FILES = ['a.ts', 1];" },
  ])("refuses a config with $name", async ({ source }) => {
    const config = join(dir, "stryker.config.mjs");
    await writeFile(config, source);
    await expect(ruleFiles(config)).rejects.toThrow(`${config} exports no RULE_FILES list`);
  });
});

describe("mutationFigure", () => {
  it("gives contract.mutation_score over the rule files and logs its counts", async () => {
    const path = await report({ "a.ts": ["Killed", "Survived"], "other.ts": ["Survived"] });
    const lines: string[] = [];
    expect(await mutationFigure((line) => lines.push(line), path, ["a.ts"])).toEqual({ "contract.mutation_score": 50 });
    expect(lines).toEqual([`contract mutation score: 50 % (1 of 2 mutants detected in 1 rule file(s), from ${path})`]);
  });

  it("reads the rule files from the Stryker config by default: a whole run's report gives the figure", async () => {
    const files = await ruleFiles();
    const path = await report(Object.fromEntries(files.map((file, i) => [file, i === 0 ? ["Survived"] : ["Killed"]])));
    const expected = Math.round(((files.length - 1) / files.length) * 1000) / 10;
    expect(await mutationFigure(() => {}, path)).toEqual({ "contract.mutation_score": expected });
  });

  it.each([
    {
      name: "one file (pnpm mutation --mutate)",
      held: ["b.ts"],
      says: "holds 1 of the 3 rule files (a partial run; missing a.ts and 1 more)",
    },
    { name: "all but one", held: ["a.ts", "b.ts"], says: "holds 2 of the 3 rule files (a partial run; missing c.ts)" },
  ])("gives no figure for a partial report and says why: $name", async ({ held, says }) => {
    const path = await report(Object.fromEntries(held.map((file) => [file, ["Killed"]])));
    const lines: string[] = [];
    expect(await mutationFigure((line) => lines.push(line), path, ["a.ts", "b.ts", "c.ts"])).toEqual({});
    expect(lines).toEqual([
      `contract mutation score: none — ${path} ${says}: run pnpm mutation, or merge reports with pnpm mutation:scores <reports…> --out ${path}`,
    ]);
  });

  it("gives no figure and says so when there is no report", async () => {
    const lines: string[] = [];
    const path = join(dir, "mutation.json");
    expect(await mutationFigure((line) => lines.push(line), path)).toEqual({});
    expect(lines).toEqual([`contract mutation score: no mutation report at ${path} (run pnpm mutation)`]);
  });
});
