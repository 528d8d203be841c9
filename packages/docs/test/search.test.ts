/** The site's search page: the guides' and the gaps list's sections indexed, and the page that searches them. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { guidePage, readGuides } from "../src/guides.js";
import { renderSearch, type SearchEntry, searchEntries } from "../src/search.js";

const siteDir = inject("siteDir");

const PAGE = `<html><body><header><nav aria-label="Site"><a href="x.html">Navigation</a></nav></header><main>
<h1 id="guide">Guide</h1>
<nav aria-label="Contents"><ul><li><a href="#one">One</a></li></ul></nav>
<p>Intro &amp; more.</p>
<h2 id="one">One <code>flag</code></h2>
<p>First   section,
two lines.</p>
<h2 id="two">Two</h2>
<pre><code>npx haulkit-contract --strict</code></pre>
</main><footer>Footer</footer></body></html>`;

/** The index a built search page holds. */
const indexOf = (html: string): SearchEntry[] =>
  JSON.parse(/<script type="application\/json" id="search-index">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "[]");

describe("searchEntries", () => {
  it("cuts the page's main at each h2, without the contents list, navigation or footer, as plain text", () => {
    expect(searchEntries("guide-x.html", "Guide", PAGE)).toEqual([
      { page: "guide-x.html", id: "", title: "Guide", text: "Guide Intro & more." },
      { page: "guide-x.html", id: "one", title: "Guide › One flag", text: "First section, two lines." },
      { page: "guide-x.html", id: "two", title: "Guide › Two", text: "npx haulkit-contract --strict" },
    ]);
  });
});

describe("renderSearch", () => {
  it("holds the index in the page (a </script> in a text cannot end it), a form and an inline script", () => {
    const entries = [{ page: "a.html", id: "", title: "A", text: "ends </script> here" }];
    const html = renderSearch(entries, [{ href: "search.html", label: "Search" }]);
    expect(indexOf(html)).toEqual(entries);
    expect(html).toContain('<form role="search" action="search.html">');
    expect(html).toContain('<a href="search.html" aria-current="page">Search</a>');
    expect(html).not.toMatch(/<script[^>]* src=/);
  });

  it("the built page indexes every section of every guide and of the gaps list", async () => {
    const index = indexOf(await readFile(join(siteDir, "search.html"), "utf8"));
    for (const guide of readGuides()) {
      const sections = [...guide.markdown.matchAll(/^## /gm)].length;
      expect(index.filter((entry) => entry.page === guidePage(guide.name))).toHaveLength(sections + 1);
    }
    expect(index.filter((entry) => entry.page === "gaps.html").length).toBeGreaterThan(5);
  });
});
