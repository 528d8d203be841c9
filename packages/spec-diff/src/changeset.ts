/** The gate's second half: breaking API changes need a major changeset for the generated packages. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type Bump = "major" | "minor" | "patch" | "none";

const BUMPS: readonly Bump[] = ["none", "patch", "minor", "major"];

/** The packages whose public types come from the spec: a breaking API change is a breaking change of theirs. */
export const GENERATED_PACKAGES = ["@haulkit/types", "@haulkit/client"] as const;

export interface Changeset {
  file: string;
  releases: Map<string, Bump>;
}

/** The releases of one changeset file (its front matter: `"<package>": major|minor|patch|none`). */
export function parseChangeset(text: string, file: string): Changeset {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (--- "<package>": major ---)`);
  const front = parse(match[1] ?? "") ?? {};
  if (typeof front !== "object" || Array.isArray(front))
    throw new Error(`${file}: the front matter is not a map of packages`);
  const releases = new Map<string, Bump>();
  for (const [name, bump] of Object.entries(front as Record<string, unknown>)) {
    if (!BUMPS.includes(bump as Bump))
      throw new Error(`${file}: ${name} has bump ${String(bump)}, not major, minor, patch or none`);
    releases.set(name, bump as Bump);
  }
  return { file, releases };
}

/** Every pending changeset of a `.changeset` directory (its README.md and config are not changesets). */
export function readChangesets(dir: string): Changeset[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name.toLowerCase() !== "readme.md")
    .sort()
    .map((name) => parseChangeset(readFileSync(join(dir, name), "utf8"), join(dir, name)));
}

export interface Verdict {
  ok: boolean;
  message: string;
}

/** The highest bump each package gets over all pending changesets. */
export function bumps(changesets: Changeset[]): Map<string, { bump: Bump; file: string }> {
  const out = new Map<string, { bump: Bump; file: string }>();
  for (const changeset of changesets) {
    for (const [name, bump] of changeset.releases) {
      const current = out.get(name);
      if (!current || BUMPS.indexOf(bump) > BUMPS.indexOf(current.bump)) out.set(name, { bump, file: changeset.file });
    }
  }
  return out;
}

/** Whether the pending changesets fit the number of breaking changes of the diff. */
export function checkChangesets(breaking: number, changesets: Changeset[]): Verdict {
  if (breaking === 0)
    return { ok: true, message: "No breaking change to the API description: no major changeset is needed." };
  const released = bumps(changesets);
  const missing = GENERATED_PACKAGES.filter((name) => released.get(name)?.bump !== "major");
  const changes = `${breaking} breaking change${breaking === 1 ? "" : "s"} to the API description`;
  if (missing.length === 0) {
    const files = [...new Set(GENERATED_PACKAGES.map((name) => released.get(name)?.file))].join(", ");
    return { ok: true, message: `${changes}, and ${files} releases ${GENERATED_PACKAGES.join(" and ")} as major.` };
  }
  const found = missing.map((name) => {
    const release = released.get(name);
    return release ? `${name} is ${release.bump} in ${release.file}` : `${name} has no changeset`;
  });
  return {
    ok: false,
    message: `${changes} ${breaking === 1 ? "requires" : "require"} a major changeset for ${GENERATED_PACKAGES.join(" and ")} (${found.join("; ")}). Add one with \`pnpm changeset\`, choosing major for both, and say in it what breaks for clients.`,
  };
}
