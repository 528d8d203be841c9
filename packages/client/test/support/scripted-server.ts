/** A real node:http server on 127.0.0.1, port 0, answering by script: for faults the sandbox cannot produce. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

export interface Received {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** Answers one request; `index` counts the requests to this path (from 0). */
export type Script = (request: Received, response: ServerResponse, index: number) => void;

export interface ScriptedServer {
  url: string;
  received: Received[];
  /** Requests received on one path (query ignored). */
  on(path: string): Received[];
  close(): Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** Starts a server; `routes` maps a path (no query) to its script; other paths answer 404. */
export async function startScriptedServer(routes: Record<string, Script>): Promise<ScriptedServer> {
  const received: Received[] = [];
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: Received = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      const path = entry.url.split("?")[0] ?? "";
      const index = counts.get(path) ?? 0;
      counts.set(path, index + 1);
      const script = routes[path];
      if (script) script(entry, response, index);
      else json(response, 404, { status: "fail", data: { error_id: "NOT_FOUND", message: "No route", details: null } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (path) => received.filter((entry) => entry.url.split("?")[0] === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A token endpoint issuing `token-1`, `token-2`... with the given lifetime (seconds). */
export function tokenScript(expiresIn = 3600, prefix = "token"): Script {
  return (_request, response, index) =>
    json(response, 200, { access_token: `${prefix}-${index + 1}`, token_type: "bearer", expires_in: expiresIn });
}

/** The bearer token a request carried. */
export function bearerOf(request: Received): string | undefined {
  return request.headers.authorization?.replace(/^Bearer /, "");
}

/** A sleep that records the requested delays and returns at once (no wall-clock waiting in tests). */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms: number) => {
      delays.push(ms);
    },
  };
}

export const ORDER_PATH = "/v1/public/orders/5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
export const ORDER_GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";

/** A minimal success envelope of one order. */
export function orderEnvelope(number = "ORDER-1") {
  return { status: "success", data: { object: { guid: ORDER_GUID, number } } };
}

/**
 * A test file's scripted server, closed after each test: `serve` starts it (behind a token endpoint unless `token`
 * is false, for files that script `/oauth/token` themselves); `stop` closes it early.
 */
export function useScriptedServer({ token = true }: { token?: boolean } = {}) {
  let server: ScriptedServer | undefined;
  async function stop(): Promise<void> {
    await server?.close();
    server = undefined;
  }
  afterEach(stop);
  return {
    async serve(routes: Record<string, Script>): Promise<ScriptedServer> {
      server = await startScriptedServer(token ? { "/oauth/token": tokenScript(), ...routes } : routes);
      return server;
    },
    stop,
  };
}
