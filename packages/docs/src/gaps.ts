/**
 * spec/GAPS.md as a page (gaps.html) for a public reader (src/public-text.ts): headings get anchors, its contents
 * table becomes the page's contents, raw HTML is shown as text.
 */
import { Marked, type Tokens } from "marked";
import { escapeHtml, type NavLink, renderShell } from "./layout.js";
import { publicMarkdown } from "./public-text.js";

/** A heading's anchor: lower case, words joined by dashes. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, "")
      .replace(/&[a-z0-9#]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Renders markdown to HTML; returns the HTML and the second-level headings (for the contents). */
export function renderMarkdown(markdown: string): { html: string; sections: { id: string; title: string }[] } {
  const sections: { id: string; title: string }[] = [];
  const used = new Set<string>();
  const marked = new Marked({ async: false, gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        let id = slug(inner);
        for (let n = 2; used.has(id); n++) id = `${slug(inner)}-${n}`;
        used.add(id);
        if (token.depth === 2) sections.push({ id, title: inner });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, sections };
}

/** The text's own `## Contents` section (its markdown, without the heading) and the text without it. */
export function splitContents(markdown: string): { contents: string | undefined; rest: string } {
  const start = markdown.search(/^## Contents[ \t]*$/m);
  if (start < 0) return { contents: undefined, rest: markdown };
  const after = markdown.indexOf("\n", start) + 1;
  const next = markdown.slice(after).search(/^## /m);
  const end = next < 0 ? markdown.length : after + next;
  return { contents: markdown.slice(after, end).trim(), rest: markdown.slice(0, start) + markdown.slice(end) };
}

/** The gaps page's HTML: GAPS.md's contents table as the page's contents, else a list of its sections. */
export function renderGaps(markdown: string, nav: NavLink[]): string {
  const { contents, rest } = splitContents(publicMarkdown(markdown));
  const { html, sections } = renderMarkdown(rest);
  const list = sections.map((section) => `<li><a href="#${section.id}">${section.title}</a></li>`).join("\n");
  const inner = contents === undefined ? `<ul>\n${list}\n</ul>` : renderMarkdown(contents).html;
  const toc = `<nav aria-label="Contents"><p><strong>Contents</strong></p>\n${inner}\n</nav>\n`;
  const afterTitle = html.indexOf("</h1>") + "</h1>".length;
  const body = afterTitle > 4 ? `${html.slice(0, afterTitle)}\n${toc}${html.slice(afterTitle)}` : `${toc}${html}`;
  return renderShell({
    title: "Gaps and inconsistencies — haulkit API reference",
    description: "What the source documents leave open, every inconsistency inside them, and the behaviour chosen.",
    nav,
    current: "gaps.html",
    body,
  });
}
