/**
 * Drives Debian's Chromium over the built site, served on port 0 by the server of `pnpm docs:serve`.
 * Every check is derived from the bundles, so a new API (the sandbox) is covered as soon as it is bundled.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, type TestContext } from "vitest";
import { bundledApis, type OperationEntry, operationsOf, packageDir } from "../src/apis.js";
import { guidePage, readGuides } from "../src/guides.js";
import { relativeDates, repositoryPaths } from "../src/public-text.js";
import { plainText } from "../src/reference-spec.js";
import { samplesOf } from "../src/samples.js";
import { searchPage } from "../src/search.js";
import { type StaticServer, startStaticServer } from "../src/server.js";

const chromiumPath = "/usr/bin/chromium";
const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const resultsDir = join(packageDir, "test-results");
/** How long a rendering (hydration, search index) may take before a check fails: generous, so only a page that
 * never shows it fails, not a busy machine. */
const pollTimeout = 180_000;
const status = inject("chromium");
const siteDir = inject("siteDir");
const builtPages = inject("builtPages");
/** The site is served as on a GitHub Pages project site: under a path, so a root-absolute href breaks. */
const basePath = "/haulkit/";
/** The only places off the site a page may link to (they load nothing: plain links). */
const externalLinks = [/^https:\/\/github\.com\/haulkit\/haulkit(\/|$)/, /^https:\/\/redocly\.com\/redoc\/$/];
const sitePages = builtPages.map((page) => page.file);

let site: StaticServer;
let context: BrowserContext | undefined;
let userDataDir: string | undefined;

beforeAll(async () => {
  site = await startStaticServer(siteDir, 0, "127.0.0.1", basePath);
  if (!status.ready) return;
  await mkdir(resultsDir, { recursive: true });
  userDataDir = await mkdtemp(join(tmpdir(), "haulkit-docs-chromium-"));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    viewport: { width: 1400, height: 900 },
  });
});

afterAll(async () => {
  await context?.close();
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

/** The browser, or a skip that says why there is none. */
function browser(ctx: TestContext): BrowserContext {
  if (!context) {
    console.warn(`browser test skipped: ${status.reason}`);
    ctx.skip(status.reason);
  }
  return context as BrowserContext;
}

interface Visit {
  page: Page;
  problems: string[];
}

/** Opens a page of the site, recording console errors, page errors, failed and non-local requests. */
async function visit(browserContext: BrowserContext, file: string): Promise<Visit> {
  const page = await browserContext.newPage();
  const problems: string[] = [];
  const origin = new URL(site.url).origin;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      problems.push(`external request: ${url}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const response = await page.goto(new URL(file, site.url).href, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  return { page, problems };
}

/**
 * Every link of the page as a reader would follow it, opened in a new tab too: on the site (under the base path)
 * and answered 200, or one of the allowed external pages. Returns what is wrong.
 */
async function brokenLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  const problems: string[] = [];
  const checked = new Map<string, number>();
  for (const href of new Set(hrefs)) {
    const target = new URL(href, page.url());
    if (target.origin !== new URL(site.url).origin) {
      if (!externalLinks.some((allowed) => allowed.test(target.href))) problems.push(`external link ${href}`);
      continue;
    }
    if (!target.pathname.startsWith(basePath)) {
      problems.push(`${href} leaves the site's path (${target.pathname})`);
      continue;
    }
    const document = `${target.origin}${target.pathname}`;
    if (!checked.has(document)) checked.set(document, (await page.request.get(document)).status());
    if (checked.get(document) !== 200) problems.push(`${href}: HTTP ${checked.get(document)}`);
  }
  return problems;
}

/**
 * Every link of the page to a section (`#id`, `page.html#id`; not Redoc's `#/…` routes) whose page has no element
 * with that id: the link would open the page but not the section.
 */
async function brokenAnchors(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href*='#']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const problems: string[] = [];
  const documents = new Map<string, string>();
  for (const href of new Set(hrefs)) {
    const target = new URL(href, page.url());
    const id = decodeURIComponent(target.hash.slice(1));
    if (target.origin !== new URL(site.url).origin || id === "" || id.startsWith("/")) continue;
    const document = `${target.origin}${target.pathname}`;
    if (!documents.has(document)) documents.set(document, await (await page.request.get(document)).text());
    if (!documents.get(document)?.includes(` id="${id}"`)) problems.push(`${href}: no element with id ${id}`);
  }
  return problems;
}

/** The site's own navigation: the landing page, then every page. */
async function siteNavigation(page: Page): Promise<string[]> {
  return page
    .locator('nav[aria-label="Site"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

const menuLabel = (page: Page, text: string) =>
  page.locator('[data-testid="menu-item-label"]', { has: page.locator(`span[data-text=${JSON.stringify(text)}]`) });

/** The labels of the navigation entries currently visible. */
const visibleMenuLabels = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid="menu-item-label"] span[data-text]')
    .evaluateAll((spans) =>
      spans.filter((span) => span.checkVisibility()).map((span) => span.getAttribute("data-text") ?? ""),
    );

/** The search box says "Loading..." until its index is built. */
async function searchIndexBuilt(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId("search-trigger").textContent(), { timeout: pollTimeout }).toMatch(/Search/);
}

/** Opens the search dialog if it is closed, and types the term afresh. */
async function typeSearch(page: Page, input: Locator, term: string): Promise<void> {
  if (!(await input.isVisible())) await page.getByTestId("search-trigger").click();
  await input.fill("");
  await input.fill(term);
}

/** Expands a tag of the navigation (clicking an expanded tag would fold it). */
async function expandTag(page: Page, tag: string): Promise<void> {
  const label = menuLabel(page, tag).first();
  const expanded = await label.locator('[data-component-name="icons/ChevronDownIcon/ChevronDownIcon"]').count();
  if (expanded === 0) await label.click();
}

/**
 * Expands a tag until the navigation shows each of `summaries`. Under CI load one click has left a tag folded (likely
 * it landed while the group above was still animating), so a tag left folded is clicked again; the poll names what
 * never showed.
 */
async function showTag(page: Page, tag: string, summaries: string[]): Promise<void> {
  expect(summaries.length).toBeGreaterThan(0);
  const first = menuLabel(page, summaries[0] ?? "").first();
  await expect
    .poll(
      async () => {
        const shown = await visibleMenuLabels(page);
        const missing = summaries.filter((summary) => !shown.includes(summary));
        if (missing.length > 0) {
          await expandTag(page, tag);
          // Let the click take effect before the next look, so a slow render is not clicked shut again.
          await first.waitFor({ state: "visible", timeout: 5_000 }).catch(() => undefined);
        }
        return missing;
      },
      { timeout: pollTimeout, interval: 250, message: `operations of tag ${tag} missing from the navigation` },
    )
    .toEqual([]);
}

/** Goes to an operation through the navigation; returns its section. */
async function openOperation(page: Page, entry: OperationEntry) {
  await showTag(page, entry.tags[0] ?? "", [entry.summary]);
  const label = menuLabel(page, entry.summary).first();
  const href = await page.locator("a", { has: label }).first().getAttribute("href");
  expect(href).toMatch(/^#\//);
  // Clicking an operation again only opens it again, so a click that missed is simply repeated.
  await expect
    .poll(
      async () => {
        if (new URL(page.url()).hash !== href) await label.click();
        return new URL(page.url()).hash;
      },
      { timeout: pollTimeout, interval: 250, message: `the navigation did not open "${entry.summary}"` },
    )
    .toBe(href);
  const section = page.locator(`[data-section-id=${JSON.stringify(href?.slice(1))}]`);
  await section.waitFor({ state: "visible" });
  return section;
}

/** "counter" where the API has counter-offer operations, else the longest word of its first operation. */
function searchTerm(entries: OperationEntry[]): string {
  if (entries.some((entry) => /counter/i.test(entry.summary))) return "counter";
  const words = (entries[0]?.summary ?? "").match(/[A-Za-z]+/g) ?? [];
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), "").toLowerCase();
}

const references = builtPages
  .filter((page) => page.kind === "reference")
  .map((page) => {
    const api = bundledApis().find((candidate) => `${candidate.name}.html` === page.file);
    if (!api) throw new Error(`no bundle for ${page.file}`);
    return { file: page.file, name: api.name, title: api.spec.info.title, entries: operationsOf(api.spec) };
  });

describe.each(references)("reference page $file", ({ file, name, title, entries }) => {
  let opened: Visit | undefined;
  const open = async (ctx: TestContext): Promise<Visit> => {
    const browserContext = browser(ctx);
    if (!opened) {
      opened = await visit(browserContext, file);
      await opened.page.locator('[data-component-name="Menu/MenuItem"]').first().waitFor({ state: "visible" });
    }
    return opened;
  };
  afterAll(async () => {
    await opened?.page.close();
  });

  it("loads with no console error and no failed request, and renders (screenshot)", async (ctx) => {
    const { page, problems } = await open(ctx);
    await page.waitForLoadState("networkidle");
    await searchIndexBuilt(page);
    await page.screenshot({ path: join(resultsDir, `${name}.png`) });
    expect(await page.locator("h1").first().textContent()).toContain(title);
    expect(problems).toEqual([]);
  });

  const tags = [...new Set(entries.flatMap((entry) => entry.tags))];
  it.for(tags)("the navigation lists every operation of the tag %s", async (tag, ctx) => {
    const { page } = await open(ctx);
    await showTag(
      page,
      tag,
      entries.filter((entry) => entry.tags.includes(tag)).map((entry) => entry.summary),
    );
  });

  const term = searchTerm(entries);
  const found = entries.filter((entry) => entry.summary.toLowerCase().includes(term)).map((entry) => entry.summary);
  it(`searching "${term}" finds ${found.join(", ")}`, async (ctx) => {
    const { page } = await open(ctx);
    expect(found.length).toBeGreaterThan(0);
    // Typing before the index is built may never show results.
    await searchIndexBuilt(page);
    const input = page.locator('[data-component-name="Search/SearchInput"] input');
    const items = page.locator('[data-component-name="Search/SearchItem"]');
    let typed = 0;
    await expect
      .poll(
        async () => {
          const texts = await items.allInnerTexts();
          const missing = found.filter((summary) => !texts.some((text) => text.includes(summary)));
          // On a loaded machine a keystroke can land before the dialog listens: type the term again, every 2 s.
          if (missing.length > 0 && typed++ % 8 === 0) await typeSearch(page, input, term);
          return missing;
        },
        { timeout: pollTimeout, interval: 250, message: `searching "${term}" did not list every match` },
      )
      .toEqual([]);
    await page.keyboard.press("Escape");
    await items.first().waitFor({ state: "detached" });
  });

  const webhooks = entries.filter((entry) => entry.kind === "webhook");
  const created = webhooks.find((entry) => entry.name === "order.created");
  if (webhooks.length > 0) {
    it(`the webhooks section lists all ${webhooks.length} actions`, async (ctx) => {
      const { page } = await open(ctx);
      expect(webhooks.filter((entry) => entry.tags.length === 0).map((entry) => entry.name)).toEqual([]);
      for (const tag of [...new Set(webhooks.flatMap((entry) => entry.tags))]) {
        await showTag(
          page,
          tag,
          webhooks.filter((entry) => entry.tags.includes(tag)).map((entry) => entry.summary),
        );
      }
    });
  }

  if (created) {
    it("the webhooks section shows order.created with its payload", async (ctx) => {
      const { page } = await open(ctx);
      const section = await openOperation(page, created);
      const text = () => section.textContent();
      await expect.poll(text, { timeout: pollTimeout }).toMatch(/order\.created/);
      await expect.poll(text, { timeout: pollTimeout }).toMatch(/"action":\s*"order\.created"/);
      await expect.poll(text, { timeout: pollTimeout }).toMatch(/"order_guid":/);
    });
  }

  for (const provenance of new Set(entries.map((entry) => entry.provenance))) {
    const entry = entries.find((candidate) => candidate.provenance === provenance) as OperationEntry;
    it(`shows provenance ${provenance} on "${entry.summary}"`, async (ctx) => {
      const { page } = await open(ctx);
      expect(provenance).toMatch(/^(seed|public-docs|sandbox)$/);
      const section = await openOperation(page, entry);
      await expect
        .poll(() => section.textContent(), { timeout: pollTimeout })
        .toMatch(new RegExp(`provenance:\\s*${provenance}(?![a-z-])`));
    });
  }

  const api = bundledApis().find((candidate) => candidate.name === name);
  const firstOperation = entries.find(
    (entry) => entry.kind === "operation" && entry.name !== "/oauth/token",
  ) as OperationEntry;
  const samples = samplesOf(name, api?.spec as unknown as Record<string, unknown>).find(
    (candidate) => candidate.path === firstOperation.name && candidate.method === firstOperation.method,
  );
  const curlLine = samples?.curl.split("\n").find((line) => line.startsWith("curl -i")) ?? "";
  const typeScriptLine = samples?.typescript.split("\n").find((line) => line.startsWith("const answer")) ?? "";
  it(`shows the curl and TypeScript samples of "${firstOperation.summary}"`, async (ctx) => {
    const { page } = await open(ctx);
    expect(curlLine).toContain(firstOperation.method.toUpperCase());
    expect(typeScriptLine).toContain(`"${firstOperation.name}"`);
    const section = await openOperation(page, firstOperation);
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (rendered text), not hidden nodes
    const text = () => section.innerText();
    // The language menu of this operation's sample panel (the last choice is remembered across pages).
    const menu = section.locator('[data-component-name="Dropdown/Dropdown"]', {
      hasText: /^(curl|TypeScript|Payload)$/,
    });
    for (const [language, line] of [
      ["curl", curlLine],
      ["TypeScript", typeScriptLine],
    ]) {
      await menu.first().click();
      // The menu opens in a layer of its own, outside the section.
      await page.locator('[data-component-name="Dropdown/DropdownMenuItem"]', { hasText: language }).first().click();
      await expect.poll(text, { timeout: pollTimeout }).toContain(line);
    }
    await expect.poll(text, { timeout: pollTimeout }).toMatch(/import \{ create\w+Client \} from "@haulkit\/client"/);
  });

  const server = (api?.spec as { servers?: { description?: string }[] } | undefined)?.servers?.[0];
  if (server?.description) {
    const shown = plainText(server.description);
    it(`shows the server description as text: "${shown}"`, async (ctx) => {
      const { page } = await open(ctx);
      const section = await openOperation(page, firstOperation);
      await section.getByText(firstOperation.name, { exact: true }).first().click();
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (rendered text), not hidden nodes
      const body = () => page.locator("body").innerText();
      await expect.poll(body, { timeout: pollTimeout }).toContain(shown);
      const around = (await body()).split(shown);
      expect(around.length).toBeGreaterThan(1);
      for (const [index, part] of around.entries()) {
        if (index > 0) expect(part.slice(0, 1)).not.toBe("`");
        if (index < around.length - 1) expect(part.slice(-1)).not.toBe("`");
      }
      await page.keyboard.press("Escape");
    });
  }

  it("links to the landing page and every other page of the site", async (ctx) => {
    const { page } = await open(ctx);
    expect(await siteNavigation(page)).toEqual(["index.html", ...sitePages.filter((file) => file !== "index.html")]);
  });

  it(`every link works under ${basePath} and in a new tab (after the checks above opened the navigation)`, async (ctx) => {
    const { page } = await open(ctx);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => href.startsWith("/"))).toEqual([]);
    expect(await brokenLinks(page)).toEqual([]);
    // A tag of the navigation and an operation, opened in a new tab, show their section.
    const tagHref = hrefs.find((href) => /^#\/[a-z0-9-]+$/.test(href));
    const operationHref = hrefs.find((href) => /^#\/[a-z0-9-]+\/[a-z0-9-]+$/.test(href));
    for (const href of [tagHref, operationHref]) {
      expect(href).toBeDefined();
      const tab = await page.context().newPage();
      try {
        const response = await tab.goto(new URL(href ?? "", page.url()).href);
        expect(response?.status()).toBe(200);
        const section = tab.locator(`[data-section-id=${JSON.stringify(href?.slice(1))}]`);
        await section.waitFor({ state: "visible", timeout: pollTimeout });
        await expect
          .poll(() =>
            section.evaluate((element) => {
              const box = element.getBoundingClientRect();
              return box.top < (globalThis as unknown as { innerHeight: number }).innerHeight && box.bottom > 0;
            }),
          )
          .toBe(true);
      } finally {
        await tab.close();
      }
    }
  });

  it("had no console error and no failed request during the checks", async (ctx) => {
    const { problems } = await open(ctx);
    expect(problems).toEqual([]);
  });
});

describe("landing page", () => {
  it("loads with no error, links to every reference and the gaps page, all reachable (screenshot)", async (ctx) => {
    const { page, problems } = await visit(browser(ctx), "index.html");
    try {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: join(resultsDir, "index.png"), fullPage: true });
      const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      const expected = [...references.map((ref) => ref.file), "gaps.html"];
      expect(hrefs).toEqual(expect.arrayContaining(expected));
      for (const href of new Set(hrefs)) {
        const res = await page.request.get(new URL(href ?? "", site.url).href);
        expect(res.status(), href ?? "").toBe(200);
      }
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("haulkit API reference");
      expect(await siteNavigation(page)).toEqual(["index.html", ...sitePages.filter((file) => file !== "index.html")]);
      expect(await brokenLinks(page)).toEqual([]);
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (rendered text), not hidden nodes
      expect(repositoryPaths(await page.locator("main").innerText())).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("gaps page", () => {
  it("renders spec/GAPS.md for a public reader, with working contents links (screenshot)", async (ctx) => {
    const { page, problems } = await visit(browser(ctx), "gaps.html");
    try {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: join(resultsDir, "gaps.png") });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Gaps and inconsistencies in the source documents",
      );
      const targets = await page
        .locator('nav[aria-label="Contents"] a')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.slice(1) ?? ""));
      expect(targets.length).toBeGreaterThan(5);
      for (const id of targets) expect(await page.locator(`h2[id=${JSON.stringify(id)}]`).count(), id).toBe(1);
      expect(await siteNavigation(page)).toEqual(["index.html", ...sitePages.filter((file) => file !== "index.html")]);
      expect(await brokenLinks(page)).toEqual([]);
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (rendered text), not hidden nodes
      const text = await page.locator("body").innerText();
      expect(repositoryPaths(text)).toEqual([]);
      expect(relativeDates(text)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("guide pages", () => {
  const guides = builtPages.filter((page) => page.kind === "guide").map((page) => page.file);

  it("the site has the guides, getting started first", () => {
    expect(guides).toEqual([
      "guide-getting-started.html",
      "guide-ci-gate.html",
      "guide-vendor-sandbox.html",
      "guide-sandbox.html",
      "guide-client.html",
      "guide-mutation-testing.html",
    ]);
  });

  it.for(guides)(
    "%s loads with no error, with working contents links, the navigation and no repository path",
    async (file, ctx) => {
      const { page, problems } = await visit(browser(ctx), file);
      try {
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: join(resultsDir, file.replace(/\.html$/, ".png")), fullPage: true });
        expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
        const targets = await page
          .locator('nav[aria-label="Contents"] a')
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.slice(1) ?? ""));
        expect(targets.length).toBeGreaterThan(1);
        for (const id of targets) expect(await page.locator(`h2[id=${JSON.stringify(id)}]`).count(), id).toBe(1);
        expect(await siteNavigation(page)).toEqual([
          "index.html",
          ...sitePages.filter((other) => other !== "index.html"),
        ]);
        expect(await page.locator(`nav[aria-label="Site"] a[aria-current="page"]`).getAttribute("href")).toBe(file);
        expect(await brokenLinks(page)).toEqual([]);
        expect(await brokenAnchors(page)).toEqual([]);
        // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (rendered text), not hidden nodes
        const paths = repositoryPaths(await page.locator("main").innerText());
        // The reports a run writes are named by their files, which are no repository paths.
        expect(paths.filter((path) => !["failures.md", "drift.md", "coverage.md"].includes(path))).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

/** Per guide, a word of it that no reference page, no gaps entry and no other guide holds (at least 7 letters). */
function guideOnlyWords(): { file: string; word: string }[] {
  const guides = readGuides();
  const elsewhere = [...bundledApis().map((api) => JSON.stringify(api.spec)), builtGaps()].join("\n").toLowerCase();
  return guides.map((guide) => {
    const others = guides.filter((other) => other !== guide).map((other) => other.markdown.toLowerCase());
    const words = guide.markdown.toLowerCase().match(/\b[a-z]{7,}\b/g) ?? [];
    const word = words.find((w) => !elsewhere.includes(w) && !others.some((other) => other.includes(w)));
    if (!word) throw new Error(`${guide.file}: no word only it holds`);
    return { file: guidePage(guide.name), word };
  });
}

function builtGaps(): string {
  return readFileSync(join(siteDir, "gaps.html"), "utf8");
}

describe("search page", () => {
  const words = guideOnlyWords();

  it.for(words)(
    "finds $word, a word only the guide $file holds, and its link opens that section",
    async ({ file, word }, ctx) => {
      const { page, problems } = await visit(browser(ctx), `${searchPage}?q=${word}`);
      try {
        const results = page.locator("#results a");
        await expect.poll(() => results.count(), { timeout: pollTimeout }).toBeGreaterThan(0);
        const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        expect(
          hrefs.every((href) => href === file || href.startsWith(`${file}#`)),
          hrefs.join(", "),
        ).toBe(true);
        expect(await brokenAnchors(page)).toEqual([]);
        // Typing another word lists other sections, and the address keeps the words typed.
        await page.locator("#q").fill("sandbox");
        await expect.poll(() => results.count(), { timeout: pollTimeout }).toBeGreaterThan(hrefs.length);
        expect(new URL(page.url()).search).toBe("?q=sandbox");
        await results.first().click();
        await page.waitForLoadState("load");
        expect(new URL(page.url()).pathname).not.toMatch(/search\.html$/);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("is in the navigation of every page, and has no broken link", async (ctx) => {
    const { page, problems } = await visit(browser(ctx), searchPage);
    try {
      expect(await siteNavigation(page)).toEqual(["index.html", ...sitePages.filter((file) => file !== "index.html")]);
      expect(sitePages).toContain(searchPage);
      expect(await brokenLinks(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
