import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { downloadArtifact, uploadArtifact } from "../src/artifacts.js";

let dir: string;
let store: string;
let workspace: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "haulkit-artifacts-"));
  store = join(dir, "store");
  workspace = join(dir, "workspace");
  mkdirSync(join(workspace, "reports", "contract"), { recursive: true });
  writeFileSync(join(workspace, "reports", "contract", "junit.xml"), "<testsuites/>");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (...path: string[]) => readFileSync(join(workspace, ...path), "utf8");

describe("artifacts between jobs", () => {
  it("uploads a directory's contents and downloads it by name into path", () => {
    uploadArtifact(store, workspace, { name: "shard-0", path: "reports/contract" });
    expect(downloadArtifact(store, workspace, { name: "shard-0", path: "in" })).toMatch(/'shard-0' copied/);
    expect(read("in", "junit.xml")).toBe("<testsuites/>");
  });

  it("downloads by pattern into one directory per artifact, or all into path with merge-multiple", () => {
    uploadArtifact(store, workspace, { name: "shard-node20-0", path: "reports/contract" });
    uploadArtifact(store, workspace, { name: "shard-node22-1", path: "reports/contract/junit.xml" });
    downloadArtifact(store, workspace, { pattern: "shard-node20-*", path: "per" });
    expect(existsSync(join(workspace, "per", "shard-node20-0", "junit.xml"))).toBe(true);
    expect(existsSync(join(workspace, "per", "shard-node22-1"))).toBe(false);
    downloadArtifact(store, workspace, { pattern: "shard-*", path: "merged", "merge-multiple": "true" });
    expect(read("merged", "junit.xml")).toBe("<testsuites/>");
  });

  it("uploads nothing, and says so, when the path does not exist", () => {
    expect(uploadArtifact(store, workspace, { name: "empty", path: "reports/missing" })).toMatch(/no files found/);
    expect(() => downloadArtifact(store, workspace, { name: "empty" })).toThrow(/no artifact named 'empty'/);
  });

  it("refuses a second upload under the same name and an upload without a path", () => {
    uploadArtifact(store, workspace, { name: "once", path: "reports/contract" });
    expect(() => uploadArtifact(store, workspace, { name: "once", path: "reports/contract" })).toThrow(/already/);
    expect(() => uploadArtifact(store, workspace, { name: "no-path", path: "" })).toThrow(/without a path/);
  });
});
