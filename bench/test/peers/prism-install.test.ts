import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/paths.js";
import { type InstallPrism, installedBin, locatePrism, prismDir } from "../../src/peers/prism-install.js";
import { PRISM_VERSION } from "../../src/peers/prism-version.js";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "haulkit-bench-prism-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** An install that writes an executable `node_modules/.bin/prism` into the directory, and records its calls. */
function fakeInstall(calls: string[]): InstallPrism {
  return async (dir, version) => {
    calls.push(`${dir}@${version}`);
    await mkdir(join(dir, "node_modules", ".bin"), { recursive: true });
    await writeFile(installedBin(dir), "#!/bin/sh\n");
    await chmod(installedBin(dir), 0o755);
  };
}

describe("prismDir", () => {
  it("is a versioned cache directory at the repository root unless HAULKIT_PRISM_DIR names one", () => {
    expect(prismDir({})).toBe(join(REPO_ROOT, "node_modules", ".cache", "haulkit-bench", `prism-${PRISM_VERSION}`));
    expect(prismDir({ HAULKIT_PRISM_DIR: "/scratch/prism" })).toBe("/scratch/prism");
  });
});

describe("locatePrism", () => {
  it("installs the pinned version once, saying so, then finds the install", async () => {
    const dir = join(root, "once");
    const calls: string[] = [];
    const lines: string[] = [];
    const first = await locatePrism({ dir, install: fakeInstall(calls), log: (line) => lines.push(line) });
    expect(first).toEqual({ bin: installedBin(dir) });
    expect(calls).toEqual([`${dir}@${PRISM_VERSION}`]);
    expect(lines).toEqual([`installing Prism ${PRISM_VERSION} into ${dir} (once)`]);
    const second = await locatePrism({ dir, install: fakeInstall(calls), log: (line) => lines.push(line) });
    expect(second).toEqual({ bin: installedBin(dir) });
    expect(calls).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it("a failed install is a skip that says why", async () => {
    const install: InstallPrism = () => Promise.reject(new Error("npm install exited (code 1): ENOTFOUND"));
    const located = await locatePrism({ dir: join(root, "offline"), install, log: () => {} });
    expect(located).toEqual({
      skip: `installing Prism ${PRISM_VERSION} failed: npm install exited (code 1): ENOTFOUND`,
    });
  });

  it("an install that leaves no CLI is a skip too", async () => {
    const dir = join(root, "empty");
    const located = await locatePrism({ dir, install: async () => {}, log: () => {} });
    expect(located).toEqual({ skip: `installing Prism ${PRISM_VERSION} left no ${installedBin(dir)}` });
  });

  it("a given CLI is used as it is and never installed; a missing one is a skip", async () => {
    const calls: string[] = [];
    const dir = join(root, "given");
    await fakeInstall([])(dir, "any");
    const bin = installedBin(dir);
    const install = fakeInstall(calls);
    expect(await locatePrism({ bin, dir: join(root, "unused"), install, log: () => {} })).toEqual({ bin });
    const missing = join(root, "nowhere", "prism");
    expect(await locatePrism({ bin: missing, dir: join(root, "unused"), install, log: () => {} })).toEqual({
      skip: `${missing} is not an executable file`,
    });
    expect(calls).toEqual([]);
  });
});
