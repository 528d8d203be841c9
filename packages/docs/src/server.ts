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

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
    return;
  }
  const file = resolveRequestPath(root, req.url ?? "/");
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

/** Starts serving root on host:port (port 0 picks a free port); resolves once it listens. */
export async function startStaticServer(root: string, port = 0, host = "127.0.0.1"): Promise<StaticServer> {
  const server = createServer((req, res) => {
    handle(root, req, res).catch(() => {
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
    url: `http://${shownHost}:${address.port}/`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}
