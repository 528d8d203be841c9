import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readKeyValues, readPathFile } from "../src/github-files.js";

const dir = mkdtempSync(join(tmpdir(), "haulkit-github-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

describe("readKeyValues", () => {
  it("reads name=value lines (the value may hold '='), heredoc blocks, and skips blank lines", () => {
    const text = "run=true\n\nurl=http://x/?a=b\nbody<<EOF\nline 1\nline 2\nEOF\nlast=\n";
    expect(readKeyValues(file("output", text))).toEqual({
      run: "true",
      url: "http://x/?a=b",
      body: "line 1\nline 2",
      last: "",
    });
  });

  it("gives nothing for a missing file", () => {
    expect(readKeyValues(join(dir, "absent"))).toEqual({});
  });

  it.each([
    ["a block without its end", "body<<EOF\nline\n", /has no closing 'EOF'/],
    ["a line without '='", "just words\n", /name=value expected/],
    ["a line starting with '='", "=value\n", /name=value expected/],
  ])("refuses %s", (_, text, message) => {
    expect(() => readKeyValues(file("bad", text))).toThrow(message);
  });
});

describe("readPathFile", () => {
  it("gives the directories in order, trimmed, without blank lines", () => {
    expect(readPathFile(file("path", "/a/bin\n\n  /b/bin  \n"))).toEqual(["/a/bin", "/b/bin"]);
    expect(readPathFile(join(dir, "absent"))).toEqual([]);
  });
});
