/**
 * Fails when a published schema (schemas/) changed in a way that breaks a reader since the last release
 * (released-schemas/: the schemas as last published, and `version`, the package version they were published with)
 * and either the release is not major (no pending changeset releases @haulkit/contract-tests as major, and the
 * package's version is not already a new major: the release pull request, its changesets consumed) or the schema's
 * `$id` still carries the released major version. The changesets are read as the spec's own gate reads them.
 * `--update` makes the current schemas and version the released ones (after a release).
 * Usage: pnpm --filter @haulkit/spec-diff check-report-schemas [--update]
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bumps, readChangesets } from "../src/changeset.js";
import { compareSchemas, idMajor, type SchemaChange } from "./report-schema-changes.js";

export const PACKAGE = "@haulkit/contract-tests";
/** The contract-tests package's folder, where its schemas/ and released-schemas/ are. */
const PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));

export interface Dirs {
  /** The schemas as they are now (schemas/). */
  schemas: string;
  /** The schemas as last released (released-schemas/). */
  released: string;
  /** The pending changesets (.changeset/ at the repository's root). */
  changesets: string;
  /** The package's package.json (its version). */
  manifest: string;
}

export const DIRS: Dirs = {
  schemas: join(PACKAGE_DIR, "schemas"),
  released: join(PACKAGE_DIR, "released-schemas"),
  changesets: resolve(fileURLToPath(new URL("../../..", import.meta.url)), ".changeset"),
  manifest: join(PACKAGE_DIR, "package.json"),
};

/** The file in released-schemas/ naming the package version the schemas were released with. */
const VERSION_FILE = "version";
const majorOf = (version: string) => Number(version.split(".")[0]);
const versionOf = (manifest: string) => (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const schemaFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []);

/** The breaking changes of each released schema (a schema removed is one). */
export function breakingChanges(dirs: Dirs): Map<string, SchemaChange[]> {
  const out = new Map<string, SchemaChange[]>();
  for (const file of schemaFiles(dirs.released).sort()) {
    const current = join(dirs.schemas, file);
    const changes = existsSync(current)
      ? compareSchemas(readJson(join(dirs.released, file)), readJson(current)).filter((c) => c.breaking)
      : [{ at: "/", what: "the schema was removed", breaking: true }];
    if (changes.length > 0) out.set(file, changes);
  }
  return out;
}

/** The verdict: exit code 0 (no breaking change, or one released as major under a new `$id`) or 1, and why. */
export function checkSchemaChanges(dirs: Dirs = DIRS): { code: 0 | 1; text: string } {
  const breaking = breakingChanges(dirs);
  if (breaking.size === 0) return { code: 0, text: "No breaking change to the report schemas since the last release." };
  const lines: string[] = [];
  for (const [file, changes] of breaking) {
    lines.push(`${file}:`, ...changes.map((change) => `  ${change.at}: ${change.what}`));
  }
  const problems: string[] = [];
  for (const file of breaking.keys()) {
    const current = join(dirs.schemas, file);
    if (!existsSync(current)) continue;
    const was = idMajor(readJson(join(dirs.released, file)));
    const is = idMajor(readJson(current));
    if (was === undefined || is === undefined || is <= was)
      problems.push(`${file}: its $id must carry a new major version (released v${was}, now v${is})`);
  }
  const release = bumps(readChangesets(dirs.changesets)).get(PACKAGE);
  const released = readFileSync(join(dirs.released, VERSION_FILE), "utf8").trim();
  const version = versionOf(dirs.manifest);
  const bumped = majorOf(version) > majorOf(released);
  if (release?.bump !== "major" && !bumped) {
    const found = release ? `it is ${release.bump} in ${release.file}` : "no changeset releases it";
    problems.push(
      `a major changeset for ${PACKAGE} is required (${found}): add one with \`pnpm changeset\`, choosing major, and say in it what changes for readers of the reports`,
    );
  }
  const how = bumped ? `version ${version} after ${released}` : release?.file;
  const head = `${breaking.size} report schema(s) changed in a way that breaks their readers since the last release:`;
  if (problems.length === 0)
    return {
      code: 0,
      text: [head, ...lines, `released as major (${how}), under new $id versions.`].join("\n"),
    };
  return { code: 1, text: [head, ...lines, ...problems].join("\n") };
}

/** After a release: the current schemas become the released ones. */
export function updateReleased(dirs: Dirs = DIRS): string {
  rmSync(dirs.released, { recursive: true, force: true });
  mkdirSync(dirs.released, { recursive: true });
  for (const file of schemaFiles(dirs.schemas)) cpSync(join(dirs.schemas, file), join(dirs.released, file));
  const version = versionOf(dirs.manifest);
  writeFileSync(join(dirs.released, VERSION_FILE), `${version}\n`);
  return `released-schemas/ now holds ${schemaFiles(dirs.released).length} schema(s) of version ${version}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const update = process.argv.includes("--update");
  const { code, text } = update ? { code: 0, text: updateReleased() } : checkSchemaChanges();
  if (code === 1 && process.env.GITHUB_ACTIONS === "true")
    console.log(`::error title=Major changeset required::${text.replaceAll("\n", "%0A")}`);
  (code === 0 ? console.log : console.error)(text);
  process.exitCode = code;
}
