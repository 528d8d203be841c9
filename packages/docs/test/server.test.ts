import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeBasePath, resolveRequestPath, type StaticServer, startStaticServer } from "../src/server.js";

describe("resolveRequestPath", () => {
  const root = "/srv/site";
  it.each([
    ["/", "/srv/site/index.html"],
    ["/shipper.html", "/srv/site/shipper.html"],
    ["/shipper.html?x=1#top", "/srv/site/shipper.html"],
    ["/sub/", "/srv/site/sub/index.html"],
    ["/a%20b.html", "/srv/site/a b.html"],
    ["/sub/../gaps.html", "/srv/site/gaps.html"],
  ])("maps %s to %s", (url, file) => {
    expect(resolveRequestPath(root, url)).toBe(file);
  });

  it.each([
    ["a parent directory", "/../etc/passwd"],
    ["an encoded parent directory", "/..%2f..%2fetc%2fpasswd"],
    ["a malformed escape", "/%E0%A4%A"],
    ["a NUL byte", "/index.html%00.png"],
    ["a path without a leading slash", "index.html"],
    ["an absolute URL", "http://evil.example/index.html"],
  ])("refuses %s", (_why, url) => {
    expect(resolveRequestPath(root, url)).toBeUndefined();
  });
});

/** A raw request, so that paths are sent exactly as written (fetch would normalise `..`). */
function raw(
  url: string,
  path: string,
  method = "GET",
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((done, fail) => {
    const req = request(new URL(url), { method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("startStaticServer", () => {
  let root: string;
  let outside: string;
  let site: StaticServer;

  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), "haulkit-docs-server-"));
    root = join(outside, "site");
    await mkdir(join(root, "sub"), { recursive: true });
    await writeFile(join(root, "index.html"), "<h1>home</h1>");
    await writeFile(join(root, "sub", "index.html"), "<h1>sub</h1>");
    await writeFile(join(root, "data.json"), '{"ok":true}');
    await writeFile(join(outside, "secret.txt"), "not served");
    site = await startStaticServer(root, 0);
  });

  afterAll(async () => {
    await site.close();
    await rm(outside, { recursive: true, force: true });
  });

  it("listens on a free port of 127.0.0.1 when given port 0", () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(site.url).not.toBe("http://127.0.0.1:0/");
  });

  it.each([
    ["/", 200, "text/html; charset=utf-8", "<h1>home</h1>"],
    ["/index.html", 200, "text/html; charset=utf-8", "<h1>home</h1>"],
    ["/sub", 200, "text/html; charset=utf-8", "<h1>sub</h1>"],
    ["/sub/", 200, "text/html; charset=utf-8", "<h1>sub</h1>"],
    ["/data.json", 200, "application/json; charset=utf-8", '{"ok":true}'],
    ["/missing.html", 404, "text/plain; charset=utf-8", "Not Found\n"],
    ["/../secret.txt", 400, "text/plain; charset=utf-8", "Bad Request\n"],
    ["/%2e%2e/secret.txt", 400, "text/plain; charset=utf-8", "Bad Request\n"],
    ["/%E0%A4%A", 400, "text/plain; charset=utf-8", "Bad Request\n"],
  ])("GET %s answers %i", async (path, status, type, body) => {
    const res = await raw(site.url, path);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toBe(type);
    expect(res.body).toBe(body);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await raw(site.url, "/index.html", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe(String("<h1>home</h1>".length));
    expect(res.body).toBe("");
  });

  it.each(["POST", "PUT", "DELETE"])("refuses %s with 405 and Allow", async (method) => {
    const res = await raw(site.url, "/index.html", method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});

describe("normalizeBasePath", () => {
  it.each([
    ["", "/"],
    ["/", "/"],
    ["haulkit", "/haulkit/"],
    ["/haulkit", "/haulkit/"],
    ["/haulkit/", "/haulkit/"],
    ["a/b", "/a/b/"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it.each(["/a/../b", "/./a", "a?b", "a b", "/a#b"])("refuses %j", (input) => {
    expect(() => normalizeBasePath(input)).toThrow("base path must be plain path segments");
  });
});

describe("startStaticServer under a base path", () => {
  let root: string;
  let site: StaticServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "haulkit-docs-base-"));
    await writeFile(join(root, "index.html"), "<h1>home</h1>");
    await writeFile(join(root, "page.html"), "<h1>page</h1>");
    site = await startStaticServer(root, 0, "127.0.0.1", "haulkit");
  });

  afterAll(async () => {
    await site.close();
    await rm(root, { recursive: true, force: true });
  });

  it("gives the site's URL with the base path", () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/haulkit\/$/);
  });

  it.each([
    ["/haulkit/", 200, "<h1>home</h1>"],
    ["/haulkit/page.html", 200, "<h1>page</h1>"],
    ["/haulkit/page.html?x=1", 200, "<h1>page</h1>"],
    ["/haulkit", 301, "Moved Permanently\n"],
    ["/page.html", 404, "Not Found\n"],
    ["/", 404, "Not Found\n"],
    ["/haulkitx/page.html", 404, "Not Found\n"],
    ["/haulkit/../page.html", 400, "Bad Request\n"],
  ])("GET %s answers %i", async (path, status, body) => {
    const res = await raw(site.url, path);
    expect(res.status).toBe(status);
    expect(res.body).toBe(body);
    if (status === 301) expect(res.headers.location).toBe("/haulkit/");
  });
});
