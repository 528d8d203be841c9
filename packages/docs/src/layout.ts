/** The shell of the site's own pages (landing and gaps): inline CSS, inline icon, a top navigation. */
import { favicon } from "./offline.js";

export interface NavLink {
  href: string;
  label: string;
}

export interface PageShell {
  title: string;
  description: string;
  nav: NavLink[];
  current: string;
  body: string;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const css = `
:root { color-scheme: light; --ink: #1c2430; --muted: #5a6472; --line: #dde3ea; --accent: #1f4e79; --code: #f3f5f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); }
header { border-bottom: 1px solid var(--line); background: #f8fafc; }
header nav { max-width: 960px; margin: 0 auto; padding: 0.75rem 1.25rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; align-items: center; }
header nav a { color: var(--accent); text-decoration: none; }
header nav a[aria-current="page"] { font-weight: 600; color: var(--ink); }
header nav .brand { font-weight: 700; margin-right: auto; }
main { max-width: 960px; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.35rem; margin: 2.25rem 0 0.75rem; padding-top: 0.5rem; border-top: 1px solid var(--line); }
a { color: var(--accent); }
code { font: 0.875em/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--code); padding: 0.1em 0.3em; border-radius: 3px; }
pre { background: var(--code); padding: 0.9rem 1rem; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; }
li { margin: 0.35rem 0; }
.lead { font-size: 1.125rem; color: var(--muted); }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 1rem; padding: 0; list-style: none; }
.cards li { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 0; }
.cards a { font-weight: 600; font-size: 1.1rem; }
.cards p { margin: 0.4rem 0 0; color: var(--muted); }
.badge { display: inline-block; font-size: 0.75rem; font-weight: 600; padding: 0 0.45em; border-radius: 4px; background: #fff4d6; color: #7a5200; vertical-align: middle; }
footer { max-width: 960px; margin: 0 auto; padding: 1rem 1.25rem 2rem; color: var(--muted); font-size: 0.875rem; border-top: 1px solid var(--line); }
`;

/** A complete HTML page: no script, no remote asset. */
export function renderShell(page: PageShell): string {
  const links = page.nav
    .map((link) => {
      const current = link.href === page.current ? ' aria-current="page"' : "";
      return `<a href="${escapeHtml(link.href)}"${current}>${escapeHtml(link.label)}</a>`;
    })
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="icon" href="${favicon}">
<style>${css}</style>
</head>
<body>
<header><nav aria-label="Site">
<a class="brand" href="index.html">haulkit</a>
${links}
</nav></header>
<main>
${page.body}
</main>
<footer>Generated from the OpenAPI 3.1 descriptions of <a href="https://github.com/haulkit/haulkit">haulkit</a>. Apache-2.0.</footer>
</body>
</html>
`;
}
