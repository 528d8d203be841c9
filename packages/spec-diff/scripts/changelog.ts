/**
 * Writes spec/CHANGELOG.md from the diff between released versions of the API descriptions.
 * Usage: tsx scripts/changelog.ts [--release <version>] [--baseline <ref>] [--check]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateChangelog } from "../src/changelog.js";

const specDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "spec");
const target = join(specDir, "CHANGELOG.md");
const USAGE = `Usage: pnpm --filter @haulkit/spec-diff changelog [--release <version>] [--baseline <ref>] [--check]
  --release <version>  title the unreleased changes as <version> (then tag that commit spec-v<version>)
  --baseline <ref>     compare the first release with <ref> (default: the commit that added the shipper spec)
  --check              exit 1 when spec/CHANGELOG.md differs from what would be written`;

function main(argv: string[]): number {
  const options: { release?: string; baseline?: string; check: boolean } = { check: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      return 0;
    }
    if (arg === "--check") options.check = true;
    else if (arg === "--release" || arg === "--baseline") {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) {
        console.error(`changelog: ${arg} needs a value\n${USAGE}`);
        return 2;
      }
      if (arg === "--release" && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(value)) {
        console.error(`changelog: --release ${value} is not a semver version`);
        return 2;
      }
      options[arg === "--release" ? "release" : "baseline"] = value;
    } else {
      console.error(`changelog: unknown argument ${arg}\n${USAGE}`);
      return 2;
    }
  }
  const text = generateChangelog({ cwd: specDir, baseline: options.baseline, release: options.release });
  if (options.check) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current === text) return 0;
    console.error("spec/CHANGELOG.md is out of date: run pnpm --filter @haulkit/spec-diff changelog");
    return 1;
  }
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
