import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMutationScore } from "../src/mutation-score.js";
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

describe("mutationFigure", () => {
  it("gives contract.mutation_score and logs its counts", async () => {
    const path = await report({ "a.ts": ["Killed", "Survived"] });
    const lines: string[] = [];
    expect(await mutationFigure((line) => lines.push(line), path)).toEqual({ "contract.mutation_score": 50 });
    expect(lines).toEqual([`contract mutation score: 50 % (1 of 2 mutants detected in 1 file(s), from ${path})`]);
  });

  it("gives no figure and says so when there is no report", async () => {
    const lines: string[] = [];
    const path = join(dir, "mutation.json");
    expect(await mutationFigure((line) => lines.push(line), path)).toEqual({});
    expect(lines).toEqual([`contract mutation score: no mutation report at ${path} (run pnpm mutation)`]);
  });
});
