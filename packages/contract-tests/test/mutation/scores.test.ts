import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { explainedLines, type Mutant, mergeReports, type Report, scores, unexplained } from "../../mutation/scores.js";

function mutant(status: string, line: number): Mutant {
  return { status, mutatorName: "ConditionalExpression", replacement: "true", location: { start: { line } } };
}

const PAGINATION = "packages/sandbox/src/domain/pagination.ts";
const PRICE = "packages/sandbox/src/domain/price.ts";
const first: Report = {
  schemaVersion: "1",
  files: {
    [PAGINATION]: { mutants: [mutant("Killed", 1), mutant("Survived", 2)] },
    [PRICE]: { mutants: [mutant("Survived", 5)] },
  },
};
const second: Report = {
  schemaVersion: "1",
  files: {
    [PRICE]: {
      mutants: [
        mutant("Killed", 5),
        mutant("Timeout", 6),
        mutant("NoCoverage", 7),
        mutant("Ignored", 8),
        mutant("CompileError", 9),
      ],
    },
  },
};

describe("mutation scores", () => {
  const merged = mergeReports([first, second]);

  it("a later report's file replaces an earlier one's; other files are kept", () => {
    expect(Object.keys(merged.files).sort()).toEqual([PAGINATION, PRICE]);
    expect(merged.files[PRICE]).toBe(second.files[PRICE]);
  });

  it("scores each file and all of them as Stryker does: ignored and errors left out", () => {
    expect(scores(merged)).toEqual([
      { file: PAGINATION, killed: 1, timeout: 0, survived: 1, noCoverage: 0, ignored: 0, score: 50 },
      { file: PRICE, killed: 1, timeout: 1, survived: 0, noCoverage: 1, ignored: 1, score: 66.7 },
      { file: "all files", killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, score: 60 },
    ]);
  });

  it("a file without a valid mutant has no score", () => {
    expect(scores({ files: { [PRICE]: { mutants: [mutant("Ignored", 1)] } } })[0]?.score).toBeNull();
  });

  it("reads the explained lines of a survivors table: single, listed and ranges; not the header", () => {
    const table =
      "| line | mutants | why |\n| --- | --- | --- |\n| 12 | a | b |\n| 20, 22 | a | b |\n| 30-31 | x | y |\n| 40–41 | x | y |";
    expect([...explainedLines(table)].sort((a, b) => a - b)).toEqual([12, 20, 22, 30, 31, 40, 41]);
  });

  const dir = mkdtempSync(join(tmpdir(), "survivors-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names each survivor or uncovered mutant whose line is not explained, file by file", () => {
    writeFileSync(
      join(dir, "price.md"),
      "| line | mutants | why |\n| --- | --- | --- |\n| 7 | NoCoverage | unreachable |\n",
    );
    expect(unexplained(merged, dir)).toEqual([`${PAGINATION}:2 ConditionalExpression → true (Survived)`]);
    writeFileSync(join(dir, "pagination.md"), "| 2 | x | equivalent |\n");
    expect(unexplained(merged, dir)).toEqual([]);
  });
});
