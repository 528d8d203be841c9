import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const REPO_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const CONFIG = fileURLToPath(new URL("../../mutation/stryker.config.mjs", import.meta.url));

interface StrykerConfig {
  mutate: string[];
  concurrency: number;
  incremental: boolean;
  incrementalFile: string;
  coverageAnalysis: string;
  vitest: { configFile: string };
  plugins: string[];
  ignorers: string[];
  jsonReporter: { fileName: string };
  htmlReporter: { fileName: string };
  tempDirName: string;
}

// A variable specifier: the config is plain JavaScript that Stryker loads itself.
const configModule: { default: StrykerConfig; RULE_FILES: string[] } = await import(pathToFileURL(CONFIG).href);
const config = configModule.default;

describe("the Stryker config (pnpm mutation)", () => {
  it("mutates the rule-bearing files, each an existing file of the sandbox's source, none twice", () => {
    expect(config.mutate).toBe(configModule.RULE_FILES);
    expect(config.mutate.length).toBeGreaterThanOrEqual(14);
    expect(new Set(config.mutate).size).toBe(config.mutate.length);
    const missing = config.mutate.filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing, "mutate entries that name no file").toEqual([]);
    for (const path of config.mutate) expect(path).toMatch(/^packages\/sandbox\/src\/.+\.ts$/);
  });

  it("runs the contract suites in the vitest runner with per-test coverage, one runner, incrementally", () => {
    expect(existsSync(config.plugins[0] as string)).toBe(true);
    expect(existsSync(join(REPO_ROOT, config.vitest.configFile))).toBe(true);
    expect(config.coverageAnalysis).toBe("perTest");
    expect(config.concurrency).toBeLessThanOrEqual(2);
    expect(config.incremental).toBe(true);
  });

  it("leaves out the mutants of mutation/ignored.json through the ignorer plugin it loads", async () => {
    const declared: { kind: string; name: string }[] = [];
    for (const plugin of config.plugins.slice(1)) {
      const module = (await import(pathToFileURL(plugin).href)) as {
        strykerPlugins?: { kind: string; name: string }[];
      };
      declared.push(...(module.strykerPlugins ?? []));
    }
    for (const name of config.ignorers)
      expect(declared).toContainEqual(expect.objectContaining({ kind: "Ignore", name }));
    expect(config.ignorers).toEqual(["haulkit-ignored"]);
  });

  it("writes its reports and incremental file under reports/mutation/, and its sandbox copy where git ignores it", () => {
    for (const file of [config.jsonReporter.fileName, config.htmlReporter.fileName, config.incrementalFile]) {
      expect(file.startsWith("reports/mutation/")).toBe(true);
    }
    const ignored = readFileSync(join(REPO_ROOT, ".gitignore"), "utf8").split("\n");
    expect(ignored).toContain("reports/");
    expect(ignored).toContain(`${config.tempDirName}/`);
  });

  it("makes the suites load the sandbox from its source, the files Stryker instruments", async () => {
    const vitestConfig = (await import(pathToFileURL(join(REPO_ROOT, config.vitest.configFile)).href)) as {
      default: { resolve: { alias: Record<string, string> } };
    };
    const entry = vitestConfig.default.resolve.alias["@haulkit/sandbox"] as string;
    expect(entry).toBe(join(REPO_ROOT, "packages/sandbox/src/index.ts"));
    expect(existsSync(entry)).toBe(true);
  });
});
