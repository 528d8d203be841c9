/** Where the two sides of a diff come from: a bundle file, a directory of bundles, or a git ref of this repository. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { parse } from "yaml";
import type { JsonObject } from "./schema-view.js";

export const API_NAMES = ["shipper", "pricing", "sandbox"] as const;

/** A usage or input problem: the CLI prints its message on one line and exits 2. */
export class UsageError extends Error {}

export type Source =
  | { kind: "file"; label: string; path: string; api: string }
  | { kind: "dir"; label: string; path: string }
  | { kind: "ref"; label: string; ref: string; root: string };

function git(args: string[], cwd: string): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** A file, a directory or a git ref; anything else is a usage error. */
export function sourceOf(arg: string, cwd = process.cwd()): Source {
  const path = join(cwd, arg);
  if (existsSync(arg) || existsSync(path)) {
    const found = existsSync(arg) ? arg : path;
    if (statSync(found).isDirectory()) return { kind: "dir", label: arg, path: found };
    return { kind: "file", label: arg, path: found, api: basename(found).replace(/\.(json|ya?ml)$/, "") };
  }
  let root: string;
  try {
    root = git(["rev-parse", "--show-toplevel"], cwd).trim();
    git(["rev-parse", "--verify", "--quiet", `${arg}^{commit}`], cwd);
  } catch {
    throw new UsageError(`${arg} is neither a bundle file, a directory of bundles nor a git ref of this repository`);
  }
  return { kind: "ref", label: arg, ref: arg, root };
}

export function parseBundle(text: string, name: string): JsonObject {
  try {
    const doc = name.endsWith(".json") ? JSON.parse(text) : parse(text, { maxAliasCount: -1 });
    if (doc === null || typeof doc !== "object" || Array.isArray(doc)) throw new Error("not an object");
    return doc as JsonObject;
  } catch (error) {
    throw new UsageError(`${name} is not an OpenAPI bundle: ${(error as Error).message.split("\n")[0]}`);
  }
}

/** Unpacked sources and parsed bundles per commit (not per ref name: a ref can move). */
const refCache = new Map<string, string>();
const bundleCache = new Map<string, JsonObject | undefined>();

function commitOf(source: Extract<Source, { kind: "ref" }>): string {
  return `${source.root}\u0000${git(["rev-parse", "--verify", `${source.ref}^{commit}`], source.root).trim()}`;
}

/** The sources of `spec/` at a ref, unpacked once per commit into a temporary directory. */
function specAt(source: Extract<Source, { kind: "ref" }>, commit: string): string {
  const known = refCache.get(commit);
  if (known) return known;
  const dir = mkdtempSync(join(tmpdir(), "haulkit-spec-diff-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  refCache.set(commit, join(dir, "spec"));
  // A commit from before the specs existed has no spec/: every API is then new.
  if (git(["ls-tree", "--full-tree", "--name-only", source.ref, "spec"], source.root).trim() === "")
    return join(dir, "spec");
  const archive = execFileSync("git", ["archive", "--format=tar", source.ref, "spec"], {
    cwd: source.root,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  return join(dir, "spec");
}

/** Redocly CLI's entry script, wherever the package manager put it; undefined when it is not installed. */
function redoclyCli(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin", "cli.js");
  } catch {
    return undefined;
  }
}

/** The bundle of one API on one side; undefined when that side has no such API. */
export function loadApi(source: Source, api: string): JsonObject | undefined {
  if (source.kind === "file") return parseBundle(readFileSync(source.path, "utf8"), source.path);
  if (source.kind === "dir") {
    for (const ext of ["json", "yaml", "yml"]) {
      const file = join(source.path, `${api}.${ext}`);
      if (existsSync(file)) return parseBundle(readFileSync(file, "utf8"), file);
    }
    return undefined;
  }
  const commit = commitOf(source);
  const key = `${commit}\u0000${api}`;
  if (!bundleCache.has(key)) bundleCache.set(key, bundleAt(source, commit, api));
  return bundleCache.get(key);
}

function bundleAt(source: Extract<Source, { kind: "ref" }>, commit: string, api: string): JsonObject | undefined {
  try {
    return parseBundle(
      git(["show", `${source.ref}:spec/dist/${api}.json`], source.root),
      `${source.ref}:spec/dist/${api}.json`,
    );
  } catch {
    // Bundles are not committed: bundle the sources of that ref with the Redocly CLI of @haulkit/spec-diff.
  }
  const spec = specAt(source, commit);
  if (!existsSync(join(spec, "redocly.yaml"))) return undefined;
  const config = parse(readFileSync(join(spec, "redocly.yaml"), "utf8")) as { apis?: Record<string, unknown> };
  if (!config.apis || !(api in config.apis)) return undefined;
  const redocly = redoclyCli();
  if (!redocly)
    throw new UsageError(
      `reading git ref ${source.ref} needs Redocly CLI (@redocly/cli, a devDependency of @haulkit/spec-diff): install it`,
    );
  const output = join(spec, "dist", `${api}.json`);
  try {
    execFileSync(process.execPath, [redocly, "bundle", api, "--output", output], {
      cwd: spec,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split("\n").pop() ?? "";
    throw new UsageError(`bundling ${api} at ${source.ref} failed: ${stderr}`);
  }
  return parseBundle(readFileSync(output, "utf8"), output);
}
