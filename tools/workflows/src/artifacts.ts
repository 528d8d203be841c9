/**
 * actions/upload-artifact and actions/download-artifact between the jobs of one local run: an upload copies its
 * paths into a store directory, a download copies them back into the workspace the way GitHub lays them out
 * (`name:` into `path`; `pattern:` or nothing into `path/<artifact>/`, or into `path` with `merge-multiple`).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";

function lines(value: unknown): string[] {
  return String(value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Copies the upload's paths into `store/<name>`; returns what it did, for the step's note. */
export function uploadArtifact(store: string, workspace: string, inputs: Record<string, string>): string {
  const name = inputs.name || "artifact";
  const paths = lines(inputs.path);
  if (paths.length === 0) throw new Error("upload-artifact without a path");
  const target = join(store, name);
  if (existsSync(target)) throw new Error(`an artifact named '${name}' was already uploaded in this run`);
  const found = paths.map((path) => resolve(workspace, path)).filter((path) => existsSync(path));
  if (found.length === 0) return `artifact '${name}': no files found at ${paths.join(", ")} (nothing uploaded)`;
  mkdirSync(target, { recursive: true });
  for (const path of found) {
    // One directory uploads its contents; files (or several paths) keep their names.
    const into = found.length === 1 && statSync(path).isDirectory() ? target : join(target, basename(path));
    cpSync(path, into, { recursive: true });
  }
  return `artifact '${name}' stored (${found.length} path${found.length === 1 ? "" : "s"})`;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replaceAll("*", ".*")
    .replaceAll("?", ".");
  return new RegExp(`^${escaped}$`);
}

/** Copies stored artifacts into the workspace; a named artifact that was never uploaded is an error. */
export function downloadArtifact(store: string, workspace: string, inputs: Record<string, string>): string {
  const destination = resolve(workspace, inputs.path || ".");
  const stored = existsSync(store) ? readdirSync(store).sort() : [];
  if (inputs.name) {
    if (!stored.includes(inputs.name)) throw new Error(`no artifact named '${inputs.name}' was uploaded earlier`);
    mkdirSync(destination, { recursive: true });
    cpSync(join(store, inputs.name), destination, { recursive: true });
    return `artifact '${inputs.name}' copied into ${inputs.path || "."}`;
  }
  const pattern = inputs.pattern ? globToRegExp(inputs.pattern) : /.*/;
  const chosen = stored.filter((name) => pattern.test(name));
  for (const name of chosen) {
    const into = inputs["merge-multiple"] === "true" ? destination : join(destination, name);
    mkdirSync(into, { recursive: true });
    cpSync(join(store, name), into, { recursive: true });
  }
  return `${chosen.length} artifact(s) copied into ${inputs.path || "."}: ${chosen.join(", ") || "none"}`;
}
