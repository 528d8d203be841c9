import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { bundledApis, defaultSpecDir } from "../src/apis.js";
import { type BuiltPage, buildSite, formatSize, landingBudgetBytes, sizeReport } from "../src/build.js";
import { guidePage, readGuides } from "../src/guides.js";
import { remoteReferences } from "../src/offline.js";

const siteDir = inject("siteDir");
const pages = inject("builtPages");
const guides = readGuides().map((guide) => guidePage(guide.name));

describe("the built site", () => {
  it("has the landing page, one reference page per bundled API, the gaps page, one page per guide and search", async () => {
    const apis = bundledApis().map((api) => `${api.name}.html`);
    const expected = ["index.html", ...apis, "gaps.html", ...guides, "search.html"];
    expect(guides).toContain("guide-ci-gate.html");
    expect(pages.map((page) => page.file)).toEqual(expected);
    expect((await readdir(siteDir)).sort()).toEqual([...expected].sort());
    expect(expected).toContain("shipper.html");
    expect(expected).toContain("pricing.html");
  });

  it("reports each page's real size", async () => {
    for (const page of pages) expect(page.bytes).toBe((await readFile(join(siteDir, page.file))).length);
  });

  it(`keeps the landing page under ${landingBudgetBytes / 1000} kB`, () => {
    const landing = pages.find((page) => page.kind === "landing");
    expect(landing?.bytes).toBeGreaterThan(1000);
    expect(landing?.bytes).toBeLessThan(landingBudgetBytes);
  });

  it.each(pages.map((page) => [page.file]))("%s loads nothing remote", async (file) => {
    expect(remoteReferences(await readFile(join(siteDir, file), "utf8"))).toEqual([]);
  });
});

describe("sizeReport", () => {
  it("prints one aligned line per page", () => {
    const report: BuiltPage[] = [
      { file: "index.html", kind: "landing", bytes: 6283 },
      { file: "shipper.html", kind: "reference", bytes: 2_954_402 },
    ];
    expect(sizeReport(report)).toBe(
      ["  index.html       6.3 kB  landing", "  shipper.html    2.95 MB  reference"].join("\n"),
    );
  });

  it.each([
    [0, "0.0 kB"],
    [49_999, "50.0 kB"],
    [999_999, "1000.0 kB"],
    [1_000_000, "1.00 MB"],
  ])("formats %i bytes as %s", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe("buildSite with a spec directory", () => {
  let specDir: string;
  let outDir: string;
  beforeEach(async () => {
    specDir = await mkdtemp(join(tmpdir(), "haulkit-docs-spec-"));
    outDir = join(specDir, "out");
    await mkdir(join(specDir, "dist"));
    await writeFile(
      join(specDir, "redocly.yaml"),
      "apis:\n  pricing:\n    root: pricing/openapi.yaml\n  sandbox:\n    root: sandbox/openapi.yaml\n",
    );
    await writeFile(join(specDir, "GAPS.md"), "# Gaps\n\n## One\n\n- a gap\n");
    await copyFile(join(defaultSpecDir, "dist", "pricing.json"), join(specDir, "dist", "pricing.json"));
  });
  afterEach(() => rm(specDir, { recursive: true, force: true }));

  it("adds the sandbox page once dist/sandbox.json exists, and removes stale pages", async () => {
    await mkdir(outDir);
    await writeFile(join(outDir, "stale.html"), "old");
    await writeFile(join(outDir, "keep.txt"), "not a page");
    const first = await buildSite({ specDir, outDir });
    expect(first.map((page) => page.file)).toEqual([
      "index.html",
      "pricing.html",
      "gaps.html",
      ...guides,
      "search.html",
    ]);
    expect((await readdir(outDir)).sort()).toEqual(
      ["gaps.html", "index.html", "keep.txt", "pricing.html", ...guides, "search.html"].sort(),
    );
    expect(await readFile(join(outDir, "index.html"), "utf8")).not.toContain('href="sandbox.html"');

    const sandbox = JSON.parse(await readFile(join(specDir, "dist", "pricing.json"), "utf8"));
    sandbox.info.title = "Sandbox test helpers";
    await writeFile(join(specDir, "dist", "sandbox.json"), JSON.stringify(sandbox));
    const second = await buildSite({ specDir, outDir });
    expect(second.map((page) => page.file)).toEqual([
      "index.html",
      "pricing.html",
      "sandbox.html",
      "gaps.html",
      ...guides,
      "search.html",
    ]);
    expect(await readFile(join(outDir, "index.html"), "utf8")).toContain(
      '<a href="sandbox.html">Sandbox test helpers</a>',
    );
    expect(await readFile(join(outDir, "sandbox.html"), "utf8")).toContain("<title>Sandbox test helpers");
  });

  it("fails with a hint when no bundle exists", async () => {
    await rm(join(specDir, "dist", "pricing.json"));
    await expect(buildSite({ specDir, outDir })).rejects.toThrow("run `pnpm bundle` first");
  });
});
