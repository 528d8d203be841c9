/**
 * The guides (guides/*.md, in the order of their `NN-` prefix) as pages of the site: `guide-<name>.html`, each with
 * its contents, in the navigation after the reference pages. A link to another guide's `.md` becomes its page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageDir } from "./apis.js";
import { renderMarkdown } from "./gaps.js";
import { type NavLink, renderShell } from "./layout.js";

export const guidesDir = join(packageDir, "guides");

export interface Guide {
  /** `ci-gate` of `20-ci-gate.md`. */
  name: string;
  file: string;
  title: string;
  markdown: string;
}

/** The page of a guide. */
export const guidePage = (name: string) => `guide-${name}.html`;

export function readGuides(dir = guidesDir): Guide[] {
  return readdirSync(dir)
    .filter((file) => /^\d\d-[a-z0-9-]+\.md$/.test(file))
    .sort()
    .map((file) => {
      const markdown = readFileSync(join(dir, file), "utf8");
      const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? file;
      return { name: file.replace(/^\d\d-|\.md$/g, ""), file, title, markdown };
    });
}

/** `(20-ci-gate.md#x)` links as `(guide-ci-gate.html#x)`. */
function linkGuides(markdown: string): string {
  return markdown.replace(/\]\(\d\d-([a-z0-9-]+)\.md(#[^)]*)?\)/g, (_all, name: string, hash = "") => {
    return `](${guidePage(name)}${hash})`;
  });
}

export function renderGuide(guide: Guide, nav: NavLink[]): string {
  const { html, sections } = renderMarkdown(linkGuides(guide.markdown));
  const list = sections.map((section) => `<li><a href="#${section.id}">${section.title}</a></li>`).join("\n");
  const toc = `<nav aria-label="Contents"><p><strong>Contents</strong></p>\n<ul>\n${list}\n</ul>\n</nav>\n`;
  const afterTitle = html.indexOf("</h1>") + "</h1>".length;
  const body = afterTitle > 4 ? `${html.slice(0, afterTitle)}\n${toc}${html.slice(afterTitle)}` : `${toc}${html}`;
  const lead = guide.markdown.split("\n\n")[1]?.replace(/\s+/g, " ").trim() ?? guide.title;
  return renderShell({
    title: `${guide.title} — haulkit guides`,
    description: lead,
    nav,
    current: guidePage(guide.name),
    body,
  });
}
