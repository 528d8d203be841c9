/** The workspace's packages as their manifests describe them, and which of them are published (not private). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../../..");

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  engines?: Record<string, string>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  dir: string;
  manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** The package directories of pnpm-workspace.yaml (`spec`, `packages/*`, `bench`), in that order. */
export function workspacePackages(root = REPO_ROOT): WorkspacePackage[] {
  const globs = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")
    .split("\n")
    .map((line) => /^\s*-\s*["']?([^"'\s]+)["']?\s*$/.exec(line)?.[1])
    .filter((glob): glob is string => glob !== undefined);
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith("/*")) return [join(root, glob)];
    const parent = join(root, glob.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name))
      .sort();
  });
  return dirs
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: readManifest(dir) }));
}

/** What another repository can install: every package not marked private. */
export function publicPackages(root = REPO_ROOT): WorkspacePackage[] {
  return workspacePackages(root).filter((pkg) => pkg.manifest.private !== true);
}

function exportTargets(value: unknown): string[] {
  if (typeof value === "string") return value.includes("*") ? [] : [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(exportTargets);
}

/** Files the manifest points at (exports, bin) that are not there: the package is not built. */
export function missingEntryFiles(pkg: WorkspacePackage): string[] {
  const raw = JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")) as { exports?: unknown };
  const targets = [...exportTargets(raw.exports), ...Object.values(pkg.manifest.bin ?? {})];
  return targets.filter((target) => !existsSync(join(pkg.dir, target)));
}
