/**
 * What a published tarball must not hold: test files and test reports, secrets (key blocks, registry and cloud
 * tokens, the value of any secret-looking variable of this environment), and `workspace:` ranges that only pnpm
 * inside this repository understands.
 */
import type { TarEntry } from "./tarball.js";
import type { Manifest } from "./workspace.js";

const TEST_PATHS: ReadonlyArray<[RegExp, string]> = [
  [/(^|\/)(test|tests|__tests__)\//, "a test directory"],
  [/\.(test|spec)(-d)?\.[cm]?[jt]sx?$/, "a test file"],
  [/(^|\/)vitest\.config\.[cm]?[jt]s$/, "a test runner config"],
  [/^(reports|coverage)\/|(^|\/)\.turbo\//, "a report or cache directory"],
  [/(^|\/)\.env(\..*)?$|(^|\/)\.npmrc$/, "an environment or registry config file"],
];

const SECRET_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/-----BEGIN (RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----/, "a private key"],
  [/\bnpm_[A-Za-z0-9]{36}\b/, "an npm token"],
  [/\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/, "a GitHub token"],
  [/\bAKIA[0-9A-Z]{16}\b/, "an AWS access key id"],
  [/\bxox[abpr]-[A-Za-z0-9-]{10,}/, "a Slack token"],
  [/_authToken\s*=/, "a registry auth token"],
];

const SECRET_VARIABLE = /SECRET|TOKEN|PASSWORD|API_KEY|APIKEY|PRIVATE_KEY|AUTH/i;

/** Values of this environment's secret-looking variables long enough to be a real secret. */
export function environmentSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(env)
    .filter(([name, value]) => SECRET_VARIABLE.test(name) && value !== undefined && value.length >= 12)
    .map(([, value]) => value as string);
}

const DEPENDENCY_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"] as const;

/** Every problem of one tarball, one line each naming the file (never the secret itself). */
export function tarballProblems(entries: readonly TarEntry[], secrets: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    for (const [pattern, what] of TEST_PATHS) {
      if (pattern.test(entry.path)) problems.push(`${entry.path}: ${what}`);
    }
    const content = entry.content.toString("utf8");
    for (const [pattern, what] of SECRET_PATTERNS) {
      if (pattern.test(content)) problems.push(`${entry.path}: holds ${what}`);
    }
    if (secrets.some((secret) => content.includes(secret))) {
      problems.push(`${entry.path}: holds the value of a secret variable of this environment`);
    }
  }
  const manifestEntry = entries.find((entry) => entry.path === "package.json");
  if (!manifestEntry) return [...problems, "package.json: missing"];
  const manifest = JSON.parse(manifestEntry.content.toString("utf8")) as Manifest;
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith("workspace:")) problems.push(`package.json: ${field}.${name} is still "${range}"`);
    }
  }
  return problems;
}
