import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../src/cli-args.js";
import { SUITES_DIR } from "../src/paths.js";
import { loadSuites, suiteNames } from "../src/suite.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-bench-suites-"));
  await writeFile(join(dir, "zeta.ts"), 'export async function run(log) { log("hi"); return { "zeta.x": 1 }; }\n');
  await writeFile(join(dir, "alpha.ts"), 'export async function run() { return { "alpha.y": 2 }; }\n');
  await writeFile(
    join(dir, "asked.ts"),
    'export const onlyWhenAsked = true;\nexport async function run() { return { "asked.z": 3 }; }\n',
  );
  await writeFile(join(dir, "norun.ts"), "export const value = 1;\n");
  await writeFile(join(dir, "broken.ts"), 'throw new Error("cannot start");\n');
  await writeFile(join(dir, "types.d.ts"), "export {};\n");
  await writeFile(join(dir, "alpha.test.ts"), "export {};\n");
  await writeFile(join(dir, "notes.md"), "# not a suite\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("suiteNames", () => {
  it("lists the .ts suites sorted, without declarations, tests or other files", async () => {
    expect(await suiteNames(dir)).toEqual(["alpha", "asked", "broken", "norun", "zeta"]);
  });

  it("finds the sandbox suite in the bench's own suites", async () => {
    expect(await suiteNames(SUITES_DIR)).toContain("sandbox");
  });
});

describe("loadSuites", () => {
  it("imports the selected suites in sorted order", async () => {
    const suites = await loadSuites(dir, ["zeta", "alpha"]);
    expect(suites.map((suite) => suite.name)).toEqual(["alpha", "zeta"]);
    const lines: string[] = [];
    expect(await suites[1]?.run((line) => lines.push(line))).toEqual({ "zeta.x": 1 });
    expect(lines).toEqual(["hi"]);
  });

  it("without --only, every suite but those that run only when asked; --only names them", async () => {
    const all = await loadSuites(dir);
    expect(all.map((suite) => suite.name)).toEqual(["alpha", "broken", "norun", "zeta"]);
    const [asked] = await loadSuites(dir, ["asked"]);
    expect(asked?.onlyWhenAsked).toBe(true);
    expect(await asked?.run(() => {})).toEqual({ "asked.z": 3 });
  });

  it("the peers suite (it may install Prism) runs only when asked", async () => {
    const [peers] = await loadSuites(SUITES_DIR, ["peers"]);
    expect(peers?.onlyWhenAsked).toBe(true);
  });

  it("an unknown suite is a usage error naming the available ones", async () => {
    const failure = loadSuites(dir, ["alpha", "nope"]);
    await expect(failure).rejects.toThrow(UsageError);
    await expect(loadSuites(dir, ["nope"])).rejects.toThrow(
      "unknown suite nope (available: alpha, asked, broken, norun, zeta)",
    );
  });

  it.each([
    { name: "norun", message: /does not export a run\(log\) function/ },
    { name: "broken", message: /cannot load .*broken\.ts: cannot start/ },
  ])("a suite module that is $name becomes a suite that fails", async ({ name, message }) => {
    const [suite] = await loadSuites(dir, [name]);
    expect(suite?.name).toBe(name);
    await expect(suite?.run(() => {})).rejects.toThrow(message);
  });
});
