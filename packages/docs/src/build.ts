/**
 * Builds the static site: index.html, one Redoc page per bundled API, gaps.html, one page per guide (guides/) and
 * search.html (the guides and the gaps list, indexed).
 * Usage: tsx src/build.ts [--out <dir>] [--spec-dir <dir>]   (default: packages/docs/dist, from spec/)
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundledApis, defaultSpecDir, operationsOf, packageDir } from "./apis.js";
import { renderGaps } from "./gaps.js";
import { guidePage, readGuides, renderGuide } from "./guides.js";
import { type ReferenceLink, renderLanding } from "./landing.js";
import type { NavLink } from "./layout.js";
import { buildReferencePage } from "./redoc.js";
import { referenceSpec } from "./reference-spec.js";
import { renderSearch, type SearchEntry, searchEntries, searchPage } from "./search.js";

/** The landing page must stay under this size (bytes). */
export const landingBudgetBytes = 50_000;
export const gapsFile = "gaps.html";

export interface BuiltPage {
  file: string;
  kind: "landing" | "reference" | "gaps" | "guide" | "search";
  bytes: number;
}

export interface BuildOptions {
  specDir?: string;
  outDir?: string;
}

/** Builds every page into outDir (stale *.html files there are removed first); returns the pages with sizes. */
export async function buildSite(options: BuildOptions = {}): Promise<BuiltPage[]> {
  const specDir = options.specDir ?? defaultSpecDir;
  const outDir = options.outDir ?? join(packageDir, "dist");
  const apis = bundledApis(specDir);
  if (apis.length === 0) throw new Error(`no bundle in ${join(specDir, "dist")}: run \`pnpm bundle\` first`);

  await mkdir(outDir, { recursive: true });
  for (const entry of await readdir(outDir)) {
    if (entry.endsWith(".html")) await rm(join(outDir, entry));
  }

  const references: ReferenceLink[] = apis.map(({ name, spec }) => {
    const entries = operationsOf(spec);
    return {
      file: `${name}.html`,
      name,
      title: spec.info.title,
      summary: spec.info.summary ?? "",
      operations: entries.filter((entry) => entry.kind === "operation").length,
      webhooks: entries.filter((entry) => entry.kind === "webhook").length,
    };
  });
  const guides = readGuides();
  const nav: NavLink[] = [
    ...references.map((ref) => ({ href: ref.file, label: ref.title })),
    { href: gapsFile, label: "Gaps" },
    ...guides.map((guide) => ({ href: guidePage(guide.name), label: guide.title })),
    { href: searchPage, label: "Search" },
  ];

  await Promise.all(
    apis.map((api) =>
      buildReferencePage(
        referenceSpec(api.name, api.spec),
        api.spec.info.summary ?? api.spec.info.title,
        join(outDir, `${api.name}.html`),
        { links: nav, current: `${api.name}.html` },
      ),
    ),
  );
  await writeFile(join(outDir, "index.html"), renderLanding(references, gapsFile, nav));
  const gaps = renderGaps(await readFile(join(specDir, "GAPS.md"), "utf8"), nav);
  await writeFile(join(outDir, gapsFile), gaps);
  const entries: SearchEntry[] = [];
  for (const guide of guides) {
    const html = renderGuide(guide, nav);
    await writeFile(join(outDir, guidePage(guide.name)), html);
    entries.push(...searchEntries(guidePage(guide.name), guide.title, html));
  }
  entries.push(...searchEntries(gapsFile, "Gaps", gaps));
  await writeFile(join(outDir, searchPage), renderSearch(entries, nav));

  const pages: { file: string; kind: BuiltPage["kind"] }[] = [
    { file: "index.html", kind: "landing" },
    ...references.map((ref) => ({ file: ref.file, kind: "reference" as const })),
    { file: gapsFile, kind: "gaps" },
    ...guides.map((guide) => ({ file: guidePage(guide.name), kind: "guide" as const })),
    { file: searchPage, kind: "search" },
  ];
  return Promise.all(pages.map(async (page) => ({ ...page, bytes: (await stat(join(outDir, page.file))).size })));
}

/** "12.3 kB" (1 kB = 1000 bytes). */
export function formatSize(bytes: number): string {
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** The size report printed by the build, one line per page. */
export function sizeReport(pages: BuiltPage[]): string {
  const width = Math.max(...pages.map((page) => page.file.length));
  return pages
    .map((page) => `  ${page.file.padEnd(width)}  ${formatSize(page.bytes).padStart(9)}  ${page.kind}`)
    .join("\n");
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(
      "Usage: pnpm docs:build [--out <dir>] [--spec-dir <dir>]\nBuilds the API reference site (default: packages/docs/dist)" +
        " from spec/ (--spec-dir: a directory with redocly.yaml, GAPS.md and dist/<api>.json).",
    );
    return 0;
  }
  const outIndex = argv.indexOf("--out");
  const outArg = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  if (outIndex >= 0 && !outArg) {
    console.error("--out needs a directory");
    return 2;
  }
  const outDir = outArg ? resolve(outArg) : join(packageDir, "dist");
  // --spec-dir: a copy of spec/ whose dist/ holds other bundles (an overlaid one: haulkit-contract overlay).
  const specIndex = argv.indexOf("--spec-dir");
  const specArg = specIndex >= 0 ? argv[specIndex + 1] : undefined;
  if (specIndex >= 0 && !specArg) {
    console.error("--spec-dir needs a directory");
    return 2;
  }
  const pages = await buildSite({ outDir, ...(specArg ? { specDir: resolve(specArg) } : {}) });
  console.log(`built ${pages.length} pages in ${outDir}\n${sizeReport(pages)}`);
  const landing = pages.find((page) => page.kind === "landing");
  if (landing && landing.bytes >= landingBudgetBytes) {
    console.error(`index.html is ${formatSize(landing.bytes)}: over the ${formatSize(landingBudgetBytes)} budget`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
