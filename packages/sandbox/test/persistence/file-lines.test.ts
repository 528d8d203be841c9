/** Reading a data dir's file line by line, a chunk at a time. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileLines } from "../../src/persistence/file-lines.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("reading a data dir's file", () => {
  it.each([
    ["lines shorter and longer than the buffer", "ab\nc\n\nlong line!\nd\n"],
    ["a last line without its newline", "ab\ncdefgh"],
    ["one line far longer than the buffer", `${"x".repeat(50)}\n`],
    ["an empty file", ""],
  ])("gives every line with its offset, a chunk at a time (%s)", (_, text) => {
    const dir = mkdtempSync(join(tmpdir(), "haulkit-lines-"));
    dirs.push(dir);
    const path = join(dir, "lines.jsonl");
    writeFileSync(path, text);
    // Each line's bytes are read before the next line is asked for (the buffer is reused).
    const read = Array.from(fileLines(path, 4), ({ line, offset, complete }) => [line.toString(), offset, complete]);
    const expected: Array<[string, number, boolean]> = [];
    let offset = 0;
    for (const [index, line] of text.split("\n").entries()) {
      const complete = index < text.split("\n").length - 1;
      if (complete || line !== "") expected.push([line, offset, complete]);
      offset += line.length + 1;
    }
    expect(read).toEqual(expected);
  });
});
