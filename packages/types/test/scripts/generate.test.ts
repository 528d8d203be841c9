import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { apiNames, bundledApis, generate, generateArgs } from "../../scripts/generate.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const committedDir = join(packageDir, "generated");
const specDir = dirname(createRequire(import.meta.url).resolve("@haulkit/spec/package.json"));
const temps: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "haulkit-types-"));
  temps.push(dir);
  return dir;
}

/** Every .ts file of a directory, by name. */
function tsFiles(dir: string): Map<string, Buffer> {
  const names = readdirSync(dir).filter((name) => name.endsWith(".ts"));
  return new Map(names.sort().map((name) => [name, readFileSync(join(dir, name))]));
}

/** A spec directory whose redocly.yaml names `apis` and whose dist/ holds `bundles` (name -> JSON text). */
function fakeSpec(apis: string[], bundles: Record<string, string>): string {
  const dir = tempDir();
  mkdirSync(join(dir, "dist"));
  writeFileSync(
    join(dir, "redocly.yaml"),
    `apis:\n${apis.map((api) => `  ${api}:\n    root: ${api}.yaml\n`).join("")}`,
  );
  for (const [api, text] of Object.entries(bundles)) writeFileSync(join(dir, "dist", `${api}.json`), text);
  return dir;
}

const realBundles = (): Record<string, string> =>
  Object.fromEntries(
    ["shipper", "pricing"].map((api) => [api, readFileSync(join(specDir, "dist", `${api}.json`), "utf8")]),
  );

const sandboxBundle = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "sandbox", version: "1" },
  paths: {
    "/_sandbox/clock": {
      get: {
        operationId: "getClock",
        responses: {
          "200": {
            description: "now",
            content: { "application/json": { schema: { type: "object", properties: { now: { type: "string" } } } } },
          },
        },
      },
    },
  },
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("generate", () => {
  it("the committed generated/ files equal a fresh generation byte for byte (run `pnpm build` and commit if not)", async () => {
    const outDir = tempDir();
    await generate(outDir);
    const fresh = tsFiles(outDir);
    const committed = tsFiles(committedDir);
    expect([...committed.keys()]).toEqual([...fresh.keys()]);
    for (const [name, bytes] of fresh)
      expect(committed.get(name)?.equals(bytes), `generated/${name} is stale`).toBe(true);
  });

  it("two generations give the same bytes", async () => {
    const [first, second] = [tempDir(), tempDir()];
    await generate(first);
    await generate(second);
    expect(tsFiles(second)).toEqual(tsFiles(first));
  });

  it("regenerating leaves unchanged files untouched and replaces changed ones", async () => {
    const outDir = tempDir();
    await generate(outDir);
    const inode = (name: string) => statSync(join(outDir, name)).ino;
    const before = { shipper: inode("shipper.ts"), pricing: inode("pricing.ts") };
    writeFileSync(join(outDir, "pricing.ts"), "// edited by hand\n");
    await generate(outDir);
    expect(inode("shipper.ts")).toBe(before.shipper);
    expect(inode("pricing.ts")).not.toBe(before.pricing);
    expect(readFileSync(join(outDir, "pricing.ts"), "utf8")).toContain("export interface paths");
    expect(readdirSync(outDir).sort()).toEqual([...bundledApis().map((api) => `${api}.ts`), "index.ts"].sort());
  });

  it("covers every API of redocly.yaml that has a bundle, in redocly.yaml's order", () => {
    const bundled = new Set(readdirSync(join(specDir, "dist")));
    expect(bundledApis()).toEqual(apiNames().filter((api) => bundled.has(`${api}.json`)));
    expect(bundledApis().slice(0, 2)).toEqual(["shipper", "pricing"]);
  });

  it("picks up a new API as soon as its bundle exists; drops generated files of APIs that are gone, nothing else", async () => {
    const outDir = tempDir();
    const header = readFileSync(join(committedDir, "pricing.ts"), "utf8").split("\n").slice(0, 4).join("\n");
    writeFileSync(join(outDir, "retired.ts"), `${header.replace("pricing", "retired")}\nexport {};\n`);
    writeFileSync(join(outDir, "mine.ts"), "export const handWritten = true;\n");
    const withoutBundle = fakeSpec(["shipper", "pricing", "sandbox"], realBundles());
    expect(await generate(outDir, withoutBundle)).toEqual(["shipper.ts", "pricing.ts", "index.ts"]);
    expect(readdirSync(outDir).sort()).toEqual(["index.ts", "mine.ts", "pricing.ts", "shipper.ts"]);

    const withBundle = fakeSpec(["shipper", "pricing", "sandbox"], { ...realBundles(), sandbox: sandboxBundle });
    expect(await generate(outDir, withBundle)).toEqual(["shipper.ts", "pricing.ts", "sandbox.ts", "index.ts"]);
    const index = readFileSync(join(outDir, "index.ts"), "utf8");
    expect(index).toContain('export type * as sandbox from "./sandbox.js";');
    expect(readFileSync(join(outDir, "sandbox.ts"), "utf8")).toMatch(/"\/_sandbox\/clock": \{/);
  });

  it.each([
    { name: "a required bundle is missing", apis: ["shipper", "pricing"], only: ["shipper"], error: /pricing\.json/ },
    { name: "a required API is not in redocly.yaml", apis: ["shipper"], only: undefined, error: /pricing\.json/ },
    {
      name: "a bundled API's name is not an identifier",
      apis: ["shipper", "pricing", "a-b"],
      only: undefined,
      error: /a-b/,
    },
  ])("refuses to generate when $name, leaving the output untouched", async ({ apis, only, error }) => {
    const all: Record<string, string> = { ...realBundles(), "a-b": sandboxBundle };
    const bundles = Object.fromEntries(Object.entries(all).filter(([api]) => (only ?? Object.keys(all)).includes(api)));
    const outDir = tempDir();
    copyFileSync(join(committedDir, "index.ts"), join(outDir, "index.ts"));
    await expect(generate(outDir, fakeSpec(apis, bundles))).rejects.toThrow(error);
    expect(readdirSync(outDir)).toEqual(["index.ts"]);
  });
});

describe("the command line", () => {
  it("defaults to generated/ from @haulkit/spec", () => {
    expect(generateArgs([])).toEqual({ outDir: committedDir, specDir });
  });

  it("takes an output directory and another spec directory (an overlaid bundle's)", () => {
    expect(generateArgs(["--", "out", "--spec-dir", "vendor-spec"])).toEqual({
      outDir: join(process.cwd(), "out"),
      specDir: join(process.cwd(), "vendor-spec"),
    });
  });

  it.each([
    [["a", "b"], /one output directory at most, got 2/],
    [["--spec"], /Unknown option '--spec'/],
    [["--spec-dir"], /argument missing/],
  ])("refuses %j", (argv, message) => {
    expect(generateArgs(argv)).toEqual({ error: expect.stringMatching(message) });
  });
});
