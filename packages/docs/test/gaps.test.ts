import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSpecDir } from "../src/apis.js";
import { renderGaps, renderMarkdown, slug, splitContents } from "../src/gaps.js";
import { publicMarkdown, relativeDates, repositoryPaths } from "../src/public-text.js";

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
  const nav = html.slice(html.indexOf('<nav aria-label="Contents">'), html.indexOf("</nav>", html.indexOf("Contents")));

  it("renders every section of spec/GAPS.md, each linked from the page's contents (GAPS.md's own table)", () => {
    const titles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? "").filter((t) => t !== "Contents");
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) {
      const id = slug(title);
      expect(nav).toContain(`<a href="#${id}">`);
      expect(html).toContain(`<h2 id="${id}">`);
    }
    expect(nav).toContain("<table>");
    expect(html).not.toContain('<h2 id="contents">');
    expect(html).toContain("Gaps and inconsistencies in the source documents</h1>");
  });

  it("keeps every bullet of spec/GAPS.md", () => {
    const bullets = markdown.split("\n").filter((line) => line.startsWith("- ")).length;
    expect(bullets).toBeGreaterThan(50);
    expect(html.match(/<li>/g)).toHaveLength(bullets);
  });

  it("lists the sections when the text has no contents table of its own", () => {
    const page = renderGaps("# Gaps\n\n## One\n\n- a gap\n\n## Two\n", []);
    expect(page).toContain('<li><a href="#one">One</a></li>\n<li><a href="#two">Two</a></li>');
  });
});

describe("splitContents", () => {
  it("takes the `## Contents` section out, up to the next heading", () => {
    expect(splitContents("# T\n\nintro\n\n## Contents\n\n| a | b |\n\n## One\n\n- x\n")).toEqual({
      contents: "| a | b |",
      rest: "# T\n\nintro\n\n## One\n\n- x\n",
    });
    expect(splitContents("# T\n\n## One\n")).toEqual({ contents: undefined, rest: "# T\n\n## One\n" });
  });
});

describe("the gaps page speaks to a public reader", () => {
  const markdown = readFileSync(join(defaultSpecDir, "GAPS.md"), "utf8");
  const visible = (html: string) =>
    html
      .replace(/<style>[\s\S]*?<\/style>/, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z]+;|&#\d+;/g, " ");
  const html = renderGaps(markdown, [{ href: "gaps.html", label: "Gaps" }]);

  it("names no repository path and no date relative to its writing", () => {
    expect(repositoryPaths(visible(html))).toEqual([]);
    expect(relativeDates(visible(html))).toEqual([]);
  });

  it("links only within the page, to the site, or to the repository on GitHub", () => {
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs)
      expect(href).toMatch(/^(#[a-z0-9-]+|[a-z]+\.html|https:\/\/github\.com\/haulkit\/haulkit\b.*)$/);
  });

  it("links each entry's notes to its section of spec/GAPS-NOTES.md on GitHub (GitHub's heading anchors)", () => {
    const notes = readFileSync(join(defaultSpecDir, "GAPS-NOTES.md"), "utf8");
    const githubAnchor = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
        .replace(/ /g, "-");
    const anchors = new Set([...notes.matchAll(/^## (.+)$/gm)].map((match) => githubAnchor(match[1] ?? "")));
    const linked = [
      ...html.matchAll(/href="https:\/\/github\.com\/haulkit\/haulkit\/blob\/main\/spec\/GAPS-NOTES\.md#([^"]+)"/g),
    ];
    expect(linked.length).toBeGreaterThan(10);
    for (const [, anchor] of linked) expect(anchors, anchor).toContain(anchor);
    expect(linked.length).toBe(anchors.size);
  });

  it.each([
    [
      "(see spec/README.md, Extensions)",
      "(see [the spec's README](https://github.com/haulkit/haulkit/blob/main/spec/README.md), Extensions)",
    ],
    ["`test/assumptions.test.ts` keeps", "a test of the spec keeps"],
    ["(`spec/sandbox/`, all ours)", "(the description of the sandbox's own test helpers, all ours)"],
    [
      "rule (`packages/sandbox/INSURANCE.md`):",
      "rule ([the sandbox's insurance rules](https://github.com/haulkit/haulkit/blob/main/packages/sandbox/INSURANCE.md)):",
    ],
    [
      "Sandbox (`INSURANCE.md`):",
      "Sandbox ([the sandbox's insurance rules](https://github.com/haulkit/haulkit/blob/main/packages/sandbox/INSURANCE.md)):",
    ],
    ["(`shipper` = `../shared/seeds/000_*`)", "(`shipper` = the shipper API's source document)"],
    [
      "([sandbox details](../packages/sandbox/BEHAVIOUR.md#g-040))",
      "([sandbox details](https://github.com/haulkit/haulkit/blob/main/packages/sandbox/BEHAVIOUR.md#g-040))",
    ],
    [
      "are in [the notes on the gaps](GAPS-NOTES.md) under",
      "are in [the notes on the gaps](https://github.com/haulkit/haulkit/blob/main/spec/GAPS-NOTES.md) under",
    ],
    [
      "starting July 8, 2026 (a dated change of the documents, in the past).",
      "starting July 8, 2026 (a dated change of the documents).",
    ],
  ])("rewrites %j", (input, output) => {
    expect(publicMarkdown(input)).toBe(output);
    expect(repositoryPaths(input).length + relativeDates(input).length).toBeGreaterThan(0);
    expect(repositoryPaths(visible(renderMarkdown(output).html))).toEqual([]);
  });
});

describe("repositoryPaths and relativeDates", () => {
  it.each([
    ["see spec/README.md", ["spec/README.md"]],
    ["rules in `packages/sandbox/PRICING.md`.", ["packages/sandbox/PRICING.md"]],
    ["documents ../shared/seeds/000_*", ["../shared/seeds/000_*"]],
    ["checked by assumptions.test.ts, see GAPS.md.", ["assumptions.test.ts", "GAPS.md"]],
    ["the spec's README and a test of the spec", []],
    ["a response/request spec, Node.js 20, e.g. and 1.5 USD", []],
  ])("repositoryPaths(%j) = %j", (text, found) => {
    expect(repositoryPaths(text)).toEqual(found);
  });

  it.each([
    ["removed, in the past", ["in the past"]],
    ["Today the service", ["today"]],
    ["it is now rejected", ["now"]],
    ["currently accepted", ["currently"]],
    ["payment update (pay now, schedule)", []],
    ["at most 30 x 24 h before now on the sandbox clock", []],
    ["known, nowhere shown; snow", []],
    ["starting July 8, 2026", []],
  ])("relativeDates(%j) = %j", (text, found) => {
    expect(relativeDates(text)).toEqual(found);
  });
});
