/** tarballProblems: what must not be published is found, and its near misses are not. */
import { describe, expect, it } from "vitest";
import type { TarEntry } from "../src/tarball.js";
import { environmentSecrets, tarballProblems } from "../src/tarball-checks.js";

const MANIFEST = { name: "@haulkit/x", version: "0.1.0", dependencies: { "@haulkit/spec": "0.1.0", ajv: "8.20.0" } };
const entry = (path: string, content = ""): TarEntry => ({ path, content: Buffer.from(content) });
const withManifest = (...entries: TarEntry[]) => [entry("package.json", JSON.stringify(MANIFEST)), ...entries];
/** Built at run time so this file holds no token-shaped string itself. */
const fake = (prefix: string, length: number) => `${prefix}${"A1b2".repeat(20).slice(0, length)}`;

describe("tarballProblems", () => {
  it("finds nothing in a clean package", () => {
    expect(tarballProblems(withManifest(entry("dist/index.js", "export {};"), entry("README.md", "# x")))).toEqual([]);
  });

  it.each([
    ["test/support/server.ts", "a test directory"],
    ["src/__tests__/a.js", "a test directory"],
    ["dist/pagination.test.js", "a test file"],
    ["dist/typed.test-d.ts", "a test file"],
    ["src/a.spec.mjs", "a test file"],
    ["vitest.config.ts", "a test runner config"],
    ["reports/vitest.json", "a report or cache directory"],
    ["coverage/index.html", "a report or cache directory"],
    ["dist/.turbo/turbo-build.log", "a report or cache directory"],
    [".env", "an environment or registry config file"],
    [".env.local", "an environment or registry config file"],
    [".npmrc", "an environment or registry config file"],
  ])("names %s as %s", (path, what) => {
    expect(tarballProblems(withManifest(entry(path)))).toEqual([`${path}: ${what}`]);
  });

  it.each([
    "src/coverage/report.ts",
    "dist/test-clock.js",
    "suites/orders.contract.ts",
    "src/suite/steps.ts",
    "dist/latest.js",
    "docs/environment.md",
  ])("lets %s through (a near miss)", (path) => {
    expect(tarballProblems(withManifest(entry(path)))).toEqual([]);
  });

  it.each([
    ["a private key", "-----BEGIN PRIVATE KEY-----\nMIIE"],
    ["a private key", "-----BEGIN OPENSSH PRIVATE KEY-----"],
    ["an npm token", fake("npm_", 36)],
    ["a GitHub token", fake("ghp_", 36)],
    ["a GitHub token", fake("github_pat_", 60)],
    ["an AWS access key id", `AKIA${"ABCDEFGHIJKLMNOP"}`],
    ["a Slack token", fake("xoxb-", 20)],
    ["a registry auth token", "//registry.npmjs.org/:_authToken=abc"],
  ])("finds %s in a file's content", (what, content) => {
    expect(tarballProblems(withManifest(entry("dist/a.js", `const x = "${content}";`)))).toEqual([
      `dist/a.js: holds ${what}`,
    ]);
  });

  it.each([
    fake("npm_", 35),
    fake("ghp_", 35),
    `AKIA${"ABCDEFGHIJKLMNO"}`,
    "-----BEGIN PUBLIC KEY-----",
    "clientSecret: the OAuth client secret (never printed)",
  ])("lets %s through (a near miss)", (content) => {
    expect(tarballProblems(withManifest(entry("dist/a.js", content)))).toEqual([]);
  });

  it("finds the value of a secret variable of this environment without printing it", () => {
    const secret = "s3cr3t-value-of-the-ci";
    const problems = tarballProblems(withManifest(entry("dist/a.js", `x${secret}x`)), [secret]);
    expect(problems).toEqual(["dist/a.js: holds the value of a secret variable of this environment"]);
    expect(problems.join("\n")).not.toContain(secret);
  });

  it.each(["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"])(
    "finds a workspace: range left in %s",
    (field) => {
      const manifest = { ...MANIFEST, [field]: { "@haulkit/types": "workspace:*" } };
      expect(tarballProblems([entry("package.json", JSON.stringify(manifest))])).toEqual([
        `package.json: ${field}.@haulkit/types is still "workspace:*"`,
      ]);
    },
  );

  it("reports a tarball without package.json", () => {
    expect(tarballProblems([entry("dist/index.js")])).toEqual(["package.json: missing"]);
  });
});

describe("environmentSecrets", () => {
  it("takes secret-looking variables of 12 characters or more, nothing else", () => {
    const env = {
      HAULKIT_CLIENT_SECRET: "abcdefghijkl",
      NPM_TOKEN: "abcdefghijk",
      MY_API_KEY: "0123456789abcdef",
      PATH: "/usr/local/bin:/usr/bin:/bin",
      HOME: "/home/somebody-long",
    };
    expect(environmentSecrets(env).sort()).toEqual(["0123456789abcdef", "abcdefghijkl"]);
  });
});
