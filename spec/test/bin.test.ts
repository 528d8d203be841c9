/** `haulkit-spec`: the diff moved to @haulkit/spec-diff; the bin of this package says where, and exits 2. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const bin = join(import.meta.dirname, "..", "bin", "haulkit-spec.js");
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });

describe("the haulkit-spec bin", () => {
  it("says where `diff` moved, on stderr, with exit status 2", () => {
    const result = run("diff", "main", "spec/dist");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("haulkit-spec diff moved to the @haulkit/spec-diff package");
    expect(result.stderr).toContain("pnpm spec:diff <old> <new>");
    expect(result.stdout).toBe("");
  });

  it("says where `overlay` lives (haulkit-contract overlay), with exit status 2", () => {
    const result = run("overlay", "o.yaml", "--out", "x.json");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("haulkit-contract overlay <overlay>... [--api shipper|pricing] --out <file>");
  });

  it("answers --help with the same notice and 0, an unknown command with 2", () => {
    expect(run("--help")).toMatchObject({ status: 0, stdout: expect.stringContaining("@haulkit/spec-diff") });
    expect(run("merge")).toMatchObject({ status: 2, stderr: expect.stringContaining("unknown command merge") });
    expect(run().status).toBe(2);
  });
});
