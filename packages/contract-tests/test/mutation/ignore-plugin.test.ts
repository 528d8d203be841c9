import { describe, expect, it } from "vitest";
import {
  currentSources,
  differences,
  idleEntries,
  misplacedEntries,
  mutantsOf,
  strykerComments,
} from "../../mutation/check-ignores.js";
import { IGNORED, type IgnoreEntry, locate } from "../../mutation/ignore-plugin.mjs";

const FILE = "packages/sandbox/src/domain/price.ts";

/** A small module with a repeated line, a range and a line with mutants of several mutators. */
const PLAIN = [
  "export function pick(value: number, label: string): string {",
  '  if (value > 1) return "big";',
  '  if (value > 1) return "big";',
  '  const text = label === "" ? "none" : label;',
  "  return text;",
  "}",
  "",
  "export function logged(value: number): number {",
  '  console.log("value", value > 0);',
  "  return value + 1;",
  "}",
  "",
  "export const last = (n: number) => n > 2;",
  "",
].join("\n");

/** The same module annotated as the sandbox's source was before issue 30. */
const ANNOTATED = [
  "export function pick(value: number, label: string): string {",
  '  if (value > 1) return "big";',
  "  // Stryker disable next-line ConditionalExpression: equivalent: the line above returned already",
  '  if (value > 1) return "big";',
  "  // Stryker disable next-line StringLiteral: message wording",
  '  const text = label === "" ? "none" : label;',
  "  return text;",
  "}",
  "",
  "// Stryker disable all: the module's own log",
  "export function logged(value: number): number {",
  '  console.log("value", value > 0);',
  "  return value + 1;",
  "}",
  "// Stryker restore all",
  "",
  "export const last = (n: number) => n > 2;",
  "",
].join("\n");

const ENTRIES: IgnoreEntry[] = [
  {
    file: FILE,
    line: 'if (value > 1) return "big";',
    above: 'if (value > 1) return "big";',
    mutators: ["ConditionalExpression"],
    reason: "equivalent: the line above returned already",
  },
  {
    file: FILE,
    line: 'const text = label === "" ? "none" : label;',
    mutators: ["StringLiteral"],
    reason: "message wording",
  },
  {
    file: FILE,
    line: "export function logged(value: number): number {",
    through: "export function logged(value: number): number {",
    mutators: ["all"],
    reason: "the module's own log",
  },
];

describe("the ignore list (mutation/ignored.json)", () => {
  it("names, for every entry, exactly one line of its rule file", () => {
    expect(IGNORED.length).toBeGreaterThan(0);
    expect(misplacedEntries()).toEqual([]);
  });

  it("is where the reasons are: no Stryker comment in any package's src/", () => {
    expect(strykerComments()).toEqual([]);
  });

  it("leaves out at least one mutant of every entry's line in the rule files, and nothing without it", async () => {
    const sources = currentSources();
    const rows = await mutantsOf(sources, true);
    expect(idleEntries(rows, IGNORED, sources)).toEqual([]);
    const reasons = new Set(IGNORED.map((entry) => entry.reason));
    expect(rows.filter((row) => row.ignored !== undefined && !reasons.has(row.ignored))).toEqual([]);
    expect((await mutantsOf(sources, false)).filter((row) => row.ignored !== undefined)).toEqual([]);
  });
});

describe("finding an entry's line", () => {
  it("by its text, the code line above telling repeated lines apart", () => {
    expect(locate(ENTRIES[0] as IgnoreEntry, PLAIN)).toEqual([{ line: 3, through: 3 }]);
    expect(locate({ ...(ENTRIES[0] as IgnoreEntry), above: undefined }, PLAIN)).toHaveLength(2);
    expect(locate(ENTRIES[2] as IgnoreEntry, PLAIN)).toEqual([{ line: 8, through: 8 }]);
  });

  it("reports an entry whose line was edited, moved away or repeated", () => {
    const edited = PLAIN.replace('label === ""', "label.length === 0");
    const sources = new Map([[FILE, edited]]);
    expect(misplacedEntries(ENTRIES, sources)).toEqual([
      `${FILE}: "const text = label === "" ? "none" : label;": matches 0 lines, not one`,
    ]);
    const repeated = new Map([[FILE, `${PLAIN}export function logged(value: number): number {\n  return 0;\n}\n`]]);
    expect(misplacedEntries(ENTRIES, repeated)).toHaveLength(1);
    const elsewhere: IgnoreEntry = { ...(ENTRIES[1] as IgnoreEntry), file: "packages/sandbox/src/other.ts" };
    expect(misplacedEntries([elsewhere], new Map([[FILE, PLAIN]]))[0]).toContain("not a rule file");
  });
});

describe("the ignorer under Stryker's instrumenter", () => {
  it("ignores exactly what the same directives in the source ignored: per mutator, per line, and a range", async () => {
    const before = await mutantsOf(new Map([[FILE, ANNOTATED]]), false);
    const after = await mutantsOf(new Map([[FILE, PLAIN]]), true, ENTRIES);
    expect(before.filter((row) => row.ignored !== undefined).length).toBeGreaterThan(3);
    expect(differences(before, after, ENTRIES)).toEqual([]);
    const third = after.filter((row) => row.line === 3);
    expect(third.filter((row) => row.mutator === "ConditionalExpression").every((row) => row.ignored)).toBe(true);
    expect(third.filter((row) => row.mutator !== "ConditionalExpression").every((row) => !row.ignored)).toBe(true);
    expect(after.filter((row) => row.line === 2).every((row) => !row.ignored)).toBe(true);
    expect(after.filter((row) => row.line >= 8 && row.line <= 10).every((row) => row.ignored)).toBe(true);
    expect(after.filter((row) => row.line === 13).every((row) => !row.ignored)).toBe(true);
  });

  it("tells a changed ignore list from the directives it replaces", async () => {
    const before = await mutantsOf(new Map([[FILE, ANNOTATED]]), false);
    const after = await mutantsOf(new Map([[FILE, PLAIN]]), true, ENTRIES.slice(1));
    expect(differences(before, after, ENTRIES).length).toBeGreaterThan(0);
  });
});
