import { describe, expect, it } from "vitest";
import { escapeHtml, renderShell } from "../src/layout.js";

describe("escapeHtml", () => {
  it.each([
    ["<b>&</b>", "&lt;b&gt;&amp;&lt;/b&gt;"],
    [`"quoted" 'single'`, "&quot;quoted&quot; &#39;single&#39;"],
    ["plain", "plain"],
  ])("escapes %s", (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});

describe("renderShell", () => {
  const html = renderShell({
    title: "T <1>",
    description: 'D "2"',
    nav: [
      { href: "a.html", label: "A" },
      { href: "b.html", label: "B & C" },
    ],
    current: "b.html",
    body: "<p>body</p>",
  });

  it("escapes the title, description and labels and marks the current page", () => {
    expect(html).toContain("<title>T &lt;1&gt;</title>");
    expect(html).toContain('content="D &quot;2&quot;"');
    expect(html).toContain('<a href="a.html">A</a>');
    expect(html).toContain('<a href="b.html" aria-current="page">B &amp; C</a>');
    expect(html).toContain("<p>body</p>");
  });

  it("has an inline icon and no script", () => {
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml;base64,/);
    expect(html).not.toContain("<script");
  });
});
