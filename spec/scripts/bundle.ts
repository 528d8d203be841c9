/**
 * Bundles every API named in redocly.yaml into dist/<api>.json and dist/<api>.yaml with Redocly CLI, then writes
 * the validators of each profile of src/precompiled.ts to dist/validators/<api>.<profile>.cjs.
 * Usage: tsx scripts/bundle.ts [api ...]   (no argument: all APIs)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type ApiName, bundleDigest } from "../src/documents.js";
import { PRECOMPILED_PROFILES, precompiledFile } from "../src/precompiled.js";
import { precompiledModule } from "../src/write-validators.js";

const specDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const redocly = join(specDir, "node_modules", ".bin", "redocly");

export function apiNames(): string[] {
  const config = parse(readFileSync(join(specDir, "redocly.yaml"), "utf8")) as { apis: Record<string, unknown> };
  return Object.keys(config.apis);
}

export function bundle(api: string, outDir = join(specDir, "dist")): string[] {
  mkdirSync(outDir, { recursive: true });
  const files = ["json", "yaml"].map((ext) => {
    const output = join(outDir, `${api}.${ext}`);
    execFileSync(redocly, ["bundle", api, "--output", output], {
      cwd: specDir,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    return output;
  });
  return [...files, ...writeValidators(api as ApiName, outDir)];
}

/** The validators of every profile, over the bundle just written (`outDir/<api>.json`). */
function writeValidators(api: ApiName, outDir: string): string[] {
  const text = readFileSync(join(outDir, `${api}.json`), "utf8");
  const doc = JSON.parse(text);
  mkdirSync(join(outDir, "validators"), { recursive: true });
  return Object.keys(PRECOMPILED_PROFILES).map((profile) => {
    const output = join(outDir, "validators", precompiledFile(api, profile));
    writeFileSync(output, precompiledModule(api, profile, doc, bundleDigest(text)));
    return output;
  });
}

function main(argv: string[]): void {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(
      "Usage: pnpm bundle [api ...]\nBundles the APIs of spec/redocly.yaml into spec/dist/<api>.{json,yaml}.",
    );
    console.log(`APIs: ${apiNames().join(", ")}`);
    return;
  }
  const known = apiNames();
  const wanted = argv.length > 0 ? argv : known;
  const unknown = wanted.filter((api) => !known.includes(api));
  if (unknown.length > 0) {
    console.error(`Unknown API: ${unknown.join(", ")}. Known: ${known.join(", ")}`);
    process.exit(2);
  }
  for (const api of wanted) {
    try {
      const files = bundle(api);
      console.log(`bundled ${api} -> ${files.map((file) => file.slice(specDir.length + 1)).join(", ")}`);
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      console.error(`bundling ${api} failed:\n${stderr}`);
      process.exit(1);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
