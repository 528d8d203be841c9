import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatReport, mergeReport, readReport, writeAtomically } from "../src/report.js";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-bench-report-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("formatReport", () => {
  it("sorts the keys and ends with a newline", () => {
    expect(formatReport({ "z.last": 1, "a.first": 2, "m.middle": 3 })).toBe(
      '{\n  "a.first": 2,\n  "m.middle": 3,\n  "z.last": 1\n}\n',
    );
  });
});

describe("mergeReport", () => {
  it("creates the report (and its directory) when there is none", async () => {
    const path = join(dir, "reports", "bench.json");
    await mergeReport(path, { "sandbox.b": 2, "sandbox.a": 1 });
    expect(await readFile(path, "utf8")).toBe('{\n  "sandbox.a": 1,\n  "sandbox.b": 2\n}\n');
  });

  it("keeps figures of other suites and replaces re-measured ones", async () => {
    const path = join(dir, "bench.json");
    await writeFile(path, JSON.stringify({ "client.gzip_kb": 7.5, "sandbox.a": 1 }));
    const merged = await mergeReport(path, { "sandbox.a": 9, "sandbox.b": 2 });
    expect(merged).toEqual({ "client.gzip_kb": 7.5, "sandbox.a": 9, "sandbox.b": 2 });
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual(merged);
    expect(Object.keys(JSON.parse(await readFile(path, "utf8")))).toEqual(["client.gzip_kb", "sandbox.a", "sandbox.b"]);
  });

  it.each([
    { name: "invalid JSON", content: "{ not json", warning: /not valid JSON/ },
    { name: "an array", content: "[1, 2]", warning: /not a JSON object/ },
    { name: "null", content: "null", warning: /not a JSON object/ },
  ])("replaces a report that is $name, with a warning", async ({ content, warning }) => {
    const path = join(dir, "bench.json");
    await writeFile(path, content);
    const warnings: string[] = [];
    await mergeReport(path, { "sandbox.a": 1 }, (line) => warnings.push(line));
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({ "sandbox.a": 1 });
    expect(warnings).toEqual([expect.stringMatching(warning)]);
  });

  it("drops entries that are not finite numbers, with a warning each", async () => {
    const path = join(dir, "bench.json");
    await writeFile(path, JSON.stringify({ "client.ok": 1, "client.text": "fast", "client.nested": { a: 1 } }));
    const warnings: string[] = [];
    expect(await readReport(path, (line) => warnings.push(line))).toEqual({ "client.ok": 1 });
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).toMatch(/client\.text/);
    expect(warnings.join("\n")).toMatch(/client\.nested/);
  });
});

describe("writeAtomically", () => {
  it("leaves no temporary file behind", async () => {
    const path = join(dir, "bench.json");
    await writeAtomically(path, "{}\n");
    await writeAtomically(path, '{"a": 1}\n');
    expect(await readdir(dir)).toEqual(["bench.json"]);
    expect(await readFile(path, "utf8")).toBe('{"a": 1}\n');
  });

  it("fails without a trace when the target cannot be replaced", async () => {
    const path = join(dir, "bench.json");
    await mkdir(join(path, "occupied"), { recursive: true });
    await expect(writeAtomically(path, "{}\n")).rejects.toThrow();
    expect(await readdir(dir)).toEqual(["bench.json"]);
  });
});
