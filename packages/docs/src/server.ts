/**
 * The static file server of the site: GET/HEAD of the files under one root directory, nothing else.
 * Used by `pnpm docs:serve` and by the browser test (on port 0).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...extra });
  res.end(`${message}\n`);
}

/** Maps a request path to a file under root, or undefined when it is malformed or escapes root. */
export function resolveRequestPath(root: string, rawUrl: string): string | undefined {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  return decoded.endsWith("/") ? join(file, "index.html") : file;
}

/** `haulkit`, `/haulkit`, `/haulkit/` → `/haulkit/`; empty or `/` → `/`. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, "");
  if (!/^[A-Za-z0-9._~/-]*$/.test(trimmed) || trimmed.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`base path must be plain path segments, got ${basePath}`);
  }
  return trimmed ? `/${trimmed}/` : "/";
}

async function handle(root: string, basePath: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
    return;
  }
  const url = req.url ?? "/";
  // Like GitHub Pages for a project site: the site lives under its base path, `/base` redirects to `/base/`.
  if (basePath !== "/" && url.split(/[?#]/, 1)[0] === basePath.slice(0, -1)) {
    send(res, 301, "Moved Permanently", { location: basePath });
    return;
  }
  if (!url.startsWith(basePath)) {
    send(res, 404, "Not Found");
    return;
  }
  const file = resolveRequestPath(root, `/${url.slice(basePath.length)}`);
  if (file === undefined) {
    send(res, 400, "Bad Request");
    return;
  }
  let target = file;
  let info = await stat(target).catch(() => undefined);
  if (info?.isDirectory()) {
    target = join(target, "index.html");
    info = await stat(target).catch(() => undefined);
  }
  if (!info?.isFile()) {
    send(res, 404, "Not Found");
    return;
  }
  res.writeHead(200, {
    "content-type": contentTypes[extname(target).toLowerCase()] ?? "application/octet-stream",
    "content-length": String(info.size),
    "cache-control": "no-cache",
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(target)
    .on("error", () => res.destroy())
    .pipe(res);
}

/**
 * Starts serving root on host:port (port 0 picks a free port) under basePath (`/haulkit/`: the site is at
 * `http://host:port/haulkit/`, as on a GitHub Pages project site); resolves once it listens.
 */
export async function startStaticServer(
  root: string,
  port = 0,
  host = "127.0.0.1",
  basePath = "/",
): Promise<StaticServer> {
  const base = normalizeBasePath(basePath);
  const server = createServer((req, res) => {
    handle(root, base, req, res).catch(() => {
      if (!res.headersSent) send(res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      done();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    server,
    url: `http://${shownHost}:${address.port}${base}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}
