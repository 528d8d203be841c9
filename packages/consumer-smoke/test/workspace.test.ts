/** The workspace as the smoke test sees it: which packages are public, engines, and what an unbuilt package lacks. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { missingEntryFiles, publicPackages, REPO_ROOT, readManifest, workspacePackages } from "../src/workspace.js";

const dir = mkdtempSync(join(tmpdir(), "haulkit-workspace-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the workspace", () => {
  it("publishes spec, types, client, sandbox and contract-tests; the rest is private", () => {
    expect(publicPackages().map((pkg) => pkg.manifest.name)).toEqual([
      "@haulkit/spec",
      "@haulkit/client",
      "@haulkit/contract-tests",
      "@haulkit/sandbox",
      "@haulkit/types",
    ]);
    const privateNames = workspacePackages()
      .filter((pkg) => pkg.manifest.private === true)
      .map((pkg) => pkg.manifest.name);
    expect(privateNames).toEqual(
      expect.arrayContaining(["@haulkit/consumer-smoke", "@haulkit/docs", "@haulkit/reliability", "@haulkit/bench"]),
    );
  });

  it("gives every package the root's engines.node range", () => {
    const root = readManifest(REPO_ROOT).engines?.node;
    expect(root).toBe("^20.19.0 || >=22.12.0");
    for (const pkg of workspacePackages()) expect(pkg.manifest.engines?.node, pkg.manifest.name).toBe(root);
  });
});

describe("missingEntryFiles", () => {
  it("lists export and bin targets that are not there, skipping wildcards and files that are", () => {
    mkdirSync(join(dir, "dist"));
    writeFileSync(join(dir, "dist/index.js"), "");
    const manifest = {
      name: "x",
      version: "1.0.0",
      exports: {
        ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
        "./dist/*": "./dist/*",
        "./package.json": "./package.json",
      },
      bin: { x: "./bin/x.js" },
    };
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
    expect(missingEntryFiles({ dir, manifest })).toEqual(["./dist/index.d.ts", "./bin/x.js"]);
  });
});
