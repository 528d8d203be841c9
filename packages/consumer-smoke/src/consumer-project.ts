/**
 * A fresh project outside the workspace that depends on the tarballs (as `file:` dependencies, the way a registry
 * install resolves them: their own dependencies come from the registry) plus TypeScript and Node's types, installed
 * with plain `npm install`, and the consumer programs copied into its `src/`.
 */
import { cp, mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { run } from "./command.js";
import type { PackedPackage } from "./pack.js";
import { REPO_ROOT, readManifest } from "./workspace.js";

export const PROGRAM_DIR = resolve(import.meta.dirname, "../program");

/** The TypeScript and @types/node ranges the workspace itself uses. */
function toolRanges(): Record<string, string> {
  const root = readManifest(REPO_ROOT).devDependencies ?? {};
  return { typescript: root.typescript ?? "5.9.3", "@types/node": root["@types/node"] ?? "^20.19.0" };
}

export async function createConsumerProject(dir: string, packed: readonly PackedPackage[]): Promise<void> {
  const dependencies = Object.fromEntries(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`]));
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, "package.json"),
    `${JSON.stringify(
      {
        name: "haulkit-consumer",
        private: true,
        type: "module",
        dependencies,
        devDependencies: toolRanges(),
        // A tarball's own @haulkit dependencies resolve to the tarballs too, not to the (empty) registry.
        overrides: dependencies,
      },
      null,
      2,
    )}\n`,
  );
  await cp(PROGRAM_DIR, join(dir, "src"), { recursive: true });
}

export async function npmInstall(dir: string): Promise<void> {
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir });
}

/** The compile a consumer runs: strict, NodeNext, every program (esm.ts → out/esm.js, cjs.cts → out/cjs.cjs...). */
export const COMPILE_ARGS = [
  "tsc",
  "--strict",
  "--module",
  "NodeNext",
  "--moduleResolution",
  "NodeNext",
  "--target",
  "ES2022",
  "--types",
  "node",
  "--outDir",
  "out",
  "src/esm.ts",
  "src/cjs.cts",
  "src/contract.ts",
] as const;
