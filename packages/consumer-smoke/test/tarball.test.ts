/** readTarball against archives made by GNU tar: plain, long names (GNU `L` entries) and pax headers. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTarball } from "../src/tarball.js";

const dir = mkdtempSync(join(tmpdir(), "haulkit-tarball-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  "package.json": '{"name":"x","version":"1.0.0"}',
  "README.md": "",
  // 114 bytes: past the 100 of the name field (GNU: an `L` entry, pax: a header, ustar: the prefix field).
  [`dist/${"dir/".repeat(25)}file.d.ts`]: "export {};\n",
  "bin/run.js": "#!/usr/bin/env node\n".repeat(40),
};

/** Packs FILES under `package/` with GNU tar in the given format, gzipped. */
function pack(format: string): Buffer {
  const root = join(dir, format);
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, "package", path)), { recursive: true });
    writeFileSync(join(root, "package", path), content);
  }
  const archive = join(dir, `${format}.tgz`);
  execFileSync("tar", [`--format=${format}`, "-czf", archive, "-C", root, "package"]);
  return readFileSync(archive);
}

describe("readTarball", () => {
  it.each(["gnu", "pax", "ustar"])("reads every regular file with its path and content (%s format)", (format) => {
    const entries = readTarball(pack(format));
    const read = Object.fromEntries(entries.map((entry) => [entry.path, entry.content.toString("utf8")]));
    expect(read).toEqual(FILES);
  });

  it("reads no entry from an empty archive, and refuses bytes that are not gzip", () => {
    const empty = join(dir, "empty");
    mkdirSync(empty);
    const archive = join(dir, "empty.tgz");
    execFileSync("tar", ["-czf", archive, "-C", empty, "."]);
    expect(readTarball(readFileSync(archive))).toEqual([]);
    expect(() => readTarball(Buffer.from("not a tarball"))).toThrow(/incorrect header check/);
  });
});
