/** The suite files of the package (`suites/<name>.contract.ts`) and the selection of a run. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE_DIR = fileURLToPath(new URL("../..", import.meta.url));
export const SUITES_DIR = join(PACKAGE_DIR, "suites");
const SUFFIX = ".contract.ts";

export function availableSuites(dir: string = SUITES_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();
}

export function suiteFile(name: string): string {
  return `suites/${name}${SUFFIX}`;
}

/** The requested suites (all when none is named); an unknown name is an error listing the known ones. */
export function selectSuites(requested: readonly string[], available: readonly string[] = availableSuites()): string[] {
  const unknown = requested.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    throw new RangeError(
      `unknown suite ${unknown.map((n) => `'${n}'`).join(", ")}: known suites are ${available.join(", ")}`,
    );
  }
  return requested.length === 0 ? [...available] : [...new Set(requested)];
}
