/** `loadDocument` reads the bundles of dist/, or of the directory HAULKIT_SPEC_DIST names (an overlaid copy). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadDocument, SPEC_DIST_ENV } from "../src/documents.js";

const dirs: string[] = [];
afterEach(() => {
  delete process.env[SPEC_DIST_ENV];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadDocument", () => {
  it("reads HAULKIT_SPEC_DIST's bundle when it is set, dist/ again when it is not", () => {
    const bundled = loadDocument("pricing");
    const dir = mkdtempSync(join(tmpdir(), "haulkit-spec-"));
    dirs.push(dir);
    writeFileSync(join(dir, "pricing.json"), JSON.stringify({ ...bundled, info: { title: "overlaid", version: "1" } }));
    process.env[SPEC_DIST_ENV] = dir;
    expect(loadDocument("pricing").info).toEqual({ title: "overlaid", version: "1" });
    delete process.env[SPEC_DIST_ENV];
    expect(loadDocument("pricing")).toBe(bundled);
  });
});
