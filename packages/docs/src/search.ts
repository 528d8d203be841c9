/**
 * The site's own search (Redoc's search box covers only the reference on its page): `search.html`, one page holding
 * a static index of the guides and the gaps list, section by section (built by docs:build), and a small inline
 * script that lists the sections holding every word typed. Offline: nothing is fetched.
 */
import { type NavLink, renderShell } from "./layout.js";

export const searchPage = "search.html";

export interface SearchEntry {
  /** The page (`guide-ci-gate.html`) and the section's id on it (empty: the page's start). */
  page: string;
  id: string;
  /** `<page title> › <section heading>`. */
  title: string;
  /** The section's text, tags removed. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The sections of a built page (its `<main>`, cut at each `<h2 id>`; its contents list left out). */
export function searchEntries(page: string, pageTitle: string, html: string): SearchEntry[] {
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  const body = main.replace(/<nav aria-label="Contents">[\s\S]*?<\/nav>/, "");
  const parts = body.split(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/);
  const entries: SearchEntry[] = [{ page, id: "", title: pageTitle, text: textOf(parts[0] ?? "") }];
  for (let i = 1; i + 2 < parts.length; i += 3) {
    const heading = textOf(parts[i + 1] ?? "");
    entries.push({ page, id: parts[i] ?? "", title: `${pageTitle} › ${heading}`, text: textOf(parts[i + 2] ?? "") });
  }
  return entries;
}

/** Runs in the page: every section whose title or text holds each word typed, linked, with a snippet. */
const script = `
const index = JSON.parse(document.getElementById("search-index").textContent);
const input = document.getElementById("q");
const list = document.getElementById("results");
const status = document.getElementById("status");
function snippet(text, term) {
  const at = Math.max(0, text.toLowerCase().indexOf(term) - 80);
  return (at > 0 ? "… " : "") + text.slice(at, at + 220) + (at + 220 < text.length ? " …" : "");
}
function search() {
  const terms = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
  list.replaceChildren();
  const hits = terms.length === 0 ? [] : index.filter((entry) => {
    const text = (entry.title + " " + entry.text).toLowerCase();
    return terms.every((term) => text.includes(term));
  });
  status.textContent = terms.length === 0 ? "" : hits.length + (hits.length === 1 ? " section" : " sections");
  for (const entry of hits.slice(0, 100)) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = entry.page + (entry.id ? "#" + entry.id : "");
    link.textContent = entry.title;
    const text = document.createElement("p");
    text.textContent = snippet(entry.text, terms[0]);
    item.append(link, text);
    list.append(item);
  }
  const query = input.value ? "?q=" + encodeURIComponent(input.value) : "";
  history.replaceState(null, "", location.pathname + query);
}
input.addEventListener("input", search);
input.value = new URLSearchParams(location.search).get("q") ?? "";
search();
`;

/** The search page: a form (it works as a plain GET without the script too), the index and the script. */
export function renderSearch(entries: SearchEntry[], nav: NavLink[]): string {
  const pages = [...new Set(entries.map((entry) => entry.page))];
  const index = JSON.stringify(entries).replace(/</g, "\\u003c");
  const body = `<h1>Search</h1>
<p class="lead">Search the guides and the gaps list (${pages.length} pages); each API reference page has its own search box for its operations.</p>
<form role="search" action="${searchPage}">
<label for="q">Words to find</label>
<input id="q" name="q" type="search" autocomplete="off" size="40">
</form>
<p id="status" aria-live="polite"></p>
<ol id="results"></ol>
<script type="application/json" id="search-index">${index}</script>
<script>${script}</script>`;
  return renderShell({
    title: "Search — haulkit",
    description: "Search the haulkit guides and the gaps list.",
    nav,
    current: searchPage,
    body,
  });
}
