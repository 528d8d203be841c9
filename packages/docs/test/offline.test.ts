import { describe, expect, it } from "vitest";
import { favicon, inlineRemoteAssets, remoteAssets, remoteReferences } from "../src/offline.js";

describe("inlineRemoteAssets", () => {
  it("replaces every occurrence of Redoc's CDN logos with inline SVGs", () => {
    const html =
      "src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`;x=`https://cdn.redoc.ly/redoc/logo-mini.svg`";
    const out = inlineRemoteAssets(html);
    expect(out.replaced).toBe(3);
    expect(out.html).not.toContain("cdn.redoc.ly");
    expect(out.html.match(/data:image\/svg\+xml;base64,/g)).toHaveLength(3);
  });

  it("leaves a page without them unchanged", () => {
    expect(inlineRemoteAssets("<p>hi</p>")).toEqual({ html: "<p>hi</p>", replaced: 0 });
  });

  it("produces inline images that cannot break a JS template literal or an attribute", () => {
    for (const uri of [...Object.values(remoteAssets), favicon])
      expect(uri).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
  });
});

describe("remoteReferences", () => {
  it.each([
    ['<script src="https://cdn.example/redoc.js"></script>', ["https://cdn.example/redoc.js"]],
    ['<script type="module" src="//cdn.example/a.js"></script>', ["//cdn.example/a.js"]],
    [
      '<link rel="modulepreload" href="https://cdn.redocly.com/redoc/v3/redoc.standalone.js">',
      ["https://cdn.redocly.com/redoc/v3/redoc.standalone.js"],
    ],
    [
      "<link rel=stylesheet href=https://fonts.googleapis.com/css?family=Roboto>",
      ["https://fonts.googleapis.com/css?family=Roboto"],
    ],
    ['<img alt="x" src="http://img.example/a.png">', ["http://img.example/a.png"]],
    [
      "<style>@import url('https://fonts.googleapis.com/css2?family=Inter');</style>",
      ["https://fonts.googleapis.com/css2?family=Inter"],
    ],
    ["<style>@font-face{src:url(https://fonts.gstatic.com/a.woff2)}</style>", ["https://fonts.gstatic.com/a.woff2"]],
  ])("finds the remote load in %s", (html, expected) => {
    expect(remoteReferences(html)).toEqual(expected);
  });

  it.each([
    '<a href="https://redocly.com/redoc/">API docs by Redocly</a>',
    '<link rel="icon" href="data:image/svg+xml;base64,AAAA">',
    '<script type="module">hydrate()</script>',
    "<style>@font-face{src:url('data:application/font-woff;base64,d09G')}</style>",
    '<img src="logo.svg">',
  ])("finds nothing in %s", (html) => {
    expect(remoteReferences(html)).toEqual([]);
  });
});
