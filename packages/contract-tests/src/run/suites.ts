/** The suite files of the package (`suites/<name>.contract.ts`) and the selection of a run. */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
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

/** The suite a suite file holds (`.../order-fields.contract.ts` -> `order-fields`, also once compiled). */
export function suiteName(moduleId: string): string {
  return basename(moduleId).replace(/\.contract\.[cm]?[jt]s$/, "");
}

/** Former suites whose tests now live in the suites of the behaviour they check: where they went. */
export const MOVED_SUITES: Readonly<Record<string, readonly string[]>> = {
  "mutation-kills": ["conventions", "counter-offers", "carrier-ach", "order-fields"],
  "order-status-kills": ["order-activities", "order-lifecycle", "loadboard", "attachments", "event-pairs", "payments"],
};

/** An unknown suite's name, with where its tests went if it is a former suite. */
function unknownName(name: string): string {
  const moved = Object.hasOwn(MOVED_SUITES, name) ? MOVED_SUITES[name] : undefined;
  return moved ? `'${name}' (its tests moved to ${moved.join(", ")})` : `'${name}'`;
}

/** The requested suites (all when none is named); an unknown name is an error listing the known ones. */
export function selectSuites(requested: readonly string[], available: readonly string[] = availableSuites()): string[] {
  const unknown = requested.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    throw new RangeError(
      `unknown suite ${unknown.map(unknownName).join(", ")}: known suites are ${available.join(", ")}`,
    );
  }
  return requested.length === 0 ? [...available] : [...new Set(requested)];
}
