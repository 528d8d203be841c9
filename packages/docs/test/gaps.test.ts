import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSpecDir } from "../src/apis.js";
import { renderGaps, renderMarkdown, slug } from "../src/gaps.js";

describe("slug", () => {
  it.each([
    ["Offers, load requests, counter offers", "offers-load-requests-counter-offers"],
    ["Insurance and <code>payment</code> service", "insurance-and-payment-service"],
    ["A &amp; B", "a-b"],
    ["!!!", "section"],
  ])("%s -> %s", (text, expected) => {
    expect(slug(text)).toBe(expected);
  });
});

describe("renderMarkdown", () => {
  it("gives headings unique ids and collects the second-level ones", () => {
    const { html, sections } = renderMarkdown(
      "# Title\n\n## Orders\n\ntext\n\n## Orders\n\n## `x-provenance` values\n",
    );
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<h2 id="orders">Orders</h2>');
    expect(html).toContain('<h2 id="orders-2">Orders</h2>');
    expect(sections).toEqual([
      { id: "orders", title: "Orders" },
      { id: "orders-2", title: "Orders" },
      { id: "x-provenance-values", title: "<code>x-provenance</code> values" },
    ]);
  });

  it("renders lists, emphasis and code", () => {
    const { html } = renderMarkdown("- **Bold**: `code` and text\n- second\n");
    expect(html).toContain("<li><strong>Bold</strong>: <code>code</code> and text</li>");
  });

  it("shows raw HTML as text instead of running it", () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nInline <img src="x" onerror="y"> here\n');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("renderGaps", () => {
  const markdown = readFileSync(join(defaultSpecDir, "GAPS.md"), "utf8");
  const html = renderGaps(markdown, [{ href: "gaps.html", label: "Gaps" }]);

  it("renders every section of spec/GAPS.md with a contents entry", () => {
    const titles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? "");
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) {
      const id = slug(title);
      expect(html).toContain(`<li><a href="#${id}">`);
      expect(html).toContain(`<h2 id="${id}">`);
    }
    expect(html).toContain("Gaps and inconsistencies in the source documents</h1>");
  });

  it("keeps every bullet of spec/GAPS.md", () => {
    const bullets = markdown.split("\n").filter((line) => line.startsWith("- ")).length;
    const sections = markdown.split("\n").filter((line) => line.startsWith("## ")).length;
    expect(bullets).toBeGreaterThan(50);
    expect(html.match(/<li>/g)).toHaveLength(bullets + sections);
  });
});
