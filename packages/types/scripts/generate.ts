/**
 * Generates generated/<api>.ts with openapi-typescript for every API of spec/redocly.yaml whose bundle
 * spec/dist/<api>.json exists, plus generated/index.ts exposing each one as a namespace.
 * Usage: tsx scripts/generate.ts [outDir]   (default: generated/)
 * The output is byte-for-byte deterministic: no timestamps, no absolute paths, APIs in redocly.yaml order.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import openapiTS, { astToString, type OpenAPI3, type OpenAPITSOptions } from "openapi-typescript";
import { parse } from "yaml";
import { normalizeDocument } from "./normalize.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const defaultSpecDir = dirname(createRequire(import.meta.url).resolve("@haulkit/spec/package.json"));

/** The APIs the hand-written aliases in src/ are built on: their bundles must exist. */
export const REQUIRED_APIS = ["shipper", "pricing"] as const;

/**
 * openapi-typescript options, chosen for faithful types rather than convenience:
 * - alphabetize false: keep the spec's order, so a diff of generated/ reads like a diff of the spec;
 * - rootTypes: every component also gets a named export (`shipper.SchemaOrder`, `pricing.ResponseBadRequest`);
 * - defaultNonNullable false: a property with a `default` stays optional unless `required` says otherwise
 *   (the default would make request fields such as `is_inoperable` required);
 * - emptyObjectsUnknown: an object schema without properties is `unknown`, not `Record<string, never>`, so
 *   envelopes narrowed with allOf (`ListEnvelope & { data: { objects: Order[] } }`) keep their fields;
 * - no enum, no immutable: enums stay string-literal unions, properties stay writable.
 */
export const OPTIONS: OpenAPITSOptions = {
  alphabetize: false,
  rootTypes: true,
  defaultNonNullable: false,
  emptyObjectsUnknown: true,
  enum: false,
  immutable: false,
  exportType: false,
};

const version = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("openapi-typescript/package.json"), "utf8")) as {
    version: string;
  }
).version;

const SIGNATURE = "by packages/types/scripts/generate.ts.";

function header(origin: string): string {
  return [
    "/**",
    ` * Generated ${origin} ${SIGNATURE}`,
    " * Do not edit: run `pnpm --filter @haulkit/types generate` after `pnpm bundle`.",
    " */",
    "",
  ].join("\n");
}

/** The API names of redocly.yaml, in its order. */
export function apiNames(specDir = defaultSpecDir): string[] {
  const config = parse(readFileSync(join(specDir, "redocly.yaml"), "utf8")) as { apis?: Record<string, unknown> };
  return Object.keys(config.apis ?? {});
}

/** The APIs to generate: named in redocly.yaml and bundled; throws when a required bundle is missing. */
export function bundledApis(specDir = defaultSpecDir): string[] {
  const distDir = join(specDir, "dist");
  const bundled = new Set(existsSync(distDir) ? readdirSync(distDir) : []);
  const names = apiNames(specDir);
  const missing = REQUIRED_APIS.filter((api) => !names.includes(api) || !bundled.has(`${api}.json`));
  if (missing.length > 0)
    throw new Error(`missing bundle(s) ${missing.map((api) => `spec/dist/${api}.json`).join(", ")}: run pnpm bundle`);
  const apis = names.filter((api) => bundled.has(`${api}.json`));
  const invalid = apis.filter((api) => !/^[A-Za-z_$][\w$]*$/.test(api));
  if (invalid.length > 0) throw new Error(`API name(s) not usable as a namespace: ${invalid.join(", ")}`);
  return apis;
}

/** The TypeScript source of one API's types. */
export async function generateApi(api: string, specDir = defaultSpecDir): Promise<string> {
  const document = JSON.parse(readFileSync(join(specDir, "dist", `${api}.json`), "utf8")) as OpenAPI3;
  const nodes = await openapiTS(normalizeDocument(document), OPTIONS);
  return `${header(`from spec/dist/${api}.json with openapi-typescript ${version}`)}\n${astToString(nodes)}`;
}

/** The index: one type-only namespace per API. */
export function indexSource(apis: readonly string[]): string {
  const lines = apis.map((api) => `export type * as ${api} from "./${api}.js";`);
  return `${header("from the APIs of spec/redocly.yaml that have a bundle")}\n${lines.join("\n")}\n`;
}

/** Whether `file` was written by this script (only those are ever removed). */
function isGenerated(file: string): boolean {
  return readFileSync(file, "utf8").split("\n", 3)[1]?.endsWith(SIGNATURE) ?? false;
}

/** Writes <outDir>/<api>.ts and <outDir>/index.ts, removes generated files of APIs now gone; returns the names. */
export async function generate(outDir: string, specDir = defaultSpecDir): Promise<string[]> {
  const apis = bundledApis(specDir);
  const files = new Map<string, string>();
  for (const api of apis) files.set(`${api}.ts`, await generateApi(api, specDir));
  files.set("index.ts", indexSource(apis));
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    const file = join(outDir, name);
    if (name.endsWith(".ts") && !files.has(name) && isGenerated(file)) rmSync(file);
  }
  for (const [name, text] of files) {
    // Unchanged files are left alone and changed ones replaced atomically: a test reading generated/ while a
    // build runs never sees a half-written file.
    const file = join(outDir, name);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  return [...files.keys()];
}

const USAGE = `Usage: tsx scripts/generate.ts [outDir] [--spec-dir <dir>]
Writes the types of every bundled API (default: generated/), from @haulkit/spec or from another spec directory
holding redocly.yaml and dist/<api>.json (an overlaid bundle: haulkit-contract overlay … --out <dir>/dist/shipper.json).`;

/** The output directory and spec directory a command line names; an error message for a bad one. */
export function generateArgs(argv: readonly string[]): { outDir: string; specDir: string } | { error: string } {
  try {
    const { values, positionals } = parseArgs({
      // `pnpm … generate -- <args>` passes the `--` on.
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      allowPositionals: true,
      options: { "spec-dir": { type: "string" } },
    });
    if (positionals.length > 1) return { error: `one output directory at most, got ${positionals.length}` };
    return {
      outDir: resolve(positionals[0] ?? join(packageDir, "generated")),
      specDir: values["spec-dir"] ? resolve(values["spec-dir"]) : defaultSpecDir,
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const args = generateArgs(argv);
  if ("error" in args) {
    console.error(`generate: ${args.error}\n${USAGE}`);
    process.exit(2);
  }
  try {
    const files = await generate(args.outDir, args.specDir);
    console.log(`generated ${files.join(", ")} in ${args.outDir}`);
  } catch (error) {
    console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main(process.argv.slice(2));
