/** Runs once before the tests: makes sure /usr/bin/chromium exists, then builds the site into a temporary dir. */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { packageDir } from "../../src/apis.js";
import { type BuiltPage, buildSite } from "../../src/build.js";

export interface ChromiumStatus {
  ready: boolean;
  reason: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    siteDir: string;
    builtPages: BuiltPage[];
    chromium: ChromiumStatus;
  }
}

/** Runs scripts/setup-chromium.sh (it prints what it does); a failure is reported, not thrown. */
function setupChromium(): ChromiumStatus {
  const result = spawnSync("sh", [join(packageDir, "scripts", "setup-chromium.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
  });
  if (result.stderr) process.stderr.write(result.stderr);
  if (result.status === 0) return { ready: true, reason: "" };
  const why = result.stderr?.trim().split("\n").at(-1) ?? result.error?.message ?? `exit ${result.status}`;
  return { ready: false, reason: `chromium is not available: ${why}` };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide("chromium", setupChromium());
  const siteDir = await mkdtemp(join(tmpdir(), "haulkit-docs-site-"));
  project.provide("siteDir", siteDir);
  project.provide("builtPages", await buildSite({ outDir: siteDir }));
  return () => rm(siteDir, { recursive: true, force: true });
}
