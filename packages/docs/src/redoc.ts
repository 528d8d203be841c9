/** Builds one self-contained reference page from a bundle with `redocly build-docs --inlineBundle`. */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { escapeHtml, type NavLink } from "./layout.js";
import { favicon, inlineRemoteAssets, remoteReferences } from "./offline.js";

const run = promisify(execFile);
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin", "cli.js");
const template = join(dirname(fileURLToPath(import.meta.url)), "redoc-template.hbs");

/**
 * Redoc options: x-provenance (and a webhook's payload group) shown on every operation; the code-sample languages
 * are the generated samples' (src/samples.ts: an `x-codeSamples` entry shows only when its label is listed here)
 * and Redoc's request payload.
 */
export const redocOptions = {
  showExtensions: ["x-provenance", "x-webhook-group"],
  jsonSamplesExpandLevel: 2,
  codeSamples: { languages: [{ lang: "curl" }, { lang: "Node.js", label: "TypeScript" }, { lang: "Payload" }] },
};

/**
 * Redoc prerenders its navigation with root-absolute hrefs (`/orders`) although the page routes by hash
 * (`#/orders`), and hydration keeps the prerendered attribute: opened in a new tab, or under a GitHub Pages project
 * path, `/orders` is a 404. Its router links (`data-discover`) become hash links.
 */
export function hashRoutes(html: string): string {
  return html.replace(/href="\/([^"]*)"(\s+data-discover="true")/g, 'href="#/$1"$2');
}

/** Where the template puts the site's navigation. */
const navMarker = "<!--haulkit-site-nav-->";

const navStyle =
  "display:flex;flex-wrap:wrap;gap:0.25rem 1.25rem;align-items:center;padding:0.5rem 1.25rem;" +
  "border-bottom:1px solid #dde3ea;background:#f8fafc;font:15px/1.5 system-ui,sans-serif";

/** The site's navigation bar above Redoc (relative links to the other pages). */
export function siteNav(links: NavLink[], current: string): string {
  const items = links.map((link) => {
    const here = link.href === current ? ' aria-current="page" style="color:#1c2430;font-weight:600"' : "";
    return `<a href="${escapeHtml(link.href)}"${here || ' style="color:#1f4e79"'}>${escapeHtml(link.label)}</a>`;
  });
  return `<nav aria-label="Site" class="site-nav" style="${navStyle}">
<a href="index.html" style="color:#1f4e79;font-weight:700;margin-right:auto">haulkit</a>
${items.join("\n")}
</nav>`;
}

export interface ReferencePage {
  html: string;
  /** Remote assets of Redoc's bundle replaced by inline copies. */
  inlined: number;
}

/** Renders a bundle (a file, or a document written to a temporary file) into one HTML page: Redoc inlined, telemetry off, no remote asset. */
export async function renderReferencePage(
  source: string | object,
  description: string,
  nav?: { links: NavLink[]; current: string },
): Promise<ReferencePage> {
  const work = await mkdtemp(join(tmpdir(), "haulkit-docs-"));
  try {
    const output = join(work, "page.html");
    const bundlePath = typeof source === "string" ? source : join(work, "openapi.json");
    if (typeof source !== "string") await writeFile(bundlePath, JSON.stringify(source));
    const args = [
      redoclyCli,
      "build-docs",
      bundlePath,
      "--inlineBundle",
      "--output",
      output,
      "--template",
      template,
      "--templateOptions.description",
      description,
      "--templateOptions.favicon",
      favicon,
      "--openapi",
      JSON.stringify(redocOptions),
      "--lint-config",
      "off",
    ];
    try {
      await run(process.execPath, args, {
        cwd: work,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`redocly build-docs failed for ${bundlePath}${stderr ? `:\n${stderr}` : ""}`);
    }
    const inlined = inlineRemoteAssets(hashRoutes(await readFile(output, "utf8")));
    const replaced = inlined.replaced;
    const html = inlined.html.replace(navMarker, () => (nav ? siteNav(nav.links, nav.current) : ""));
    const remote = remoteReferences(html);
    if (remote.length > 0) throw new Error(`${bundlePath}: the page still loads remote assets: ${remote.join(", ")}`);
    if (!html.includes('"disableTelemetry":true')) throw new Error(`${bundlePath}: Redoc telemetry is not disabled`);
    return { html, inlined: replaced };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes the page of a bundle (file or document) to file. */
export async function buildReferencePage(
  source: string | object,
  description: string,
  file: string,
  nav?: { links: NavLink[]; current: string },
): Promise<void> {
  const { html } = await renderReferencePage(source, description, nav);
  await writeFile(file, html);
}
