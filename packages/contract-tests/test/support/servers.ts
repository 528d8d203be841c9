/** Real servers for the tests: haulkit sandboxes and scripted HTTP servers, on port 0, always closed after. */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { type SandboxHandle, type SandboxOptions, startSandbox } from "@haulkit/sandbox";
import type { Connection } from "../../src/target/target.js";

export interface ScriptedServer {
  url: string;
  /** Every request seen: method, URL, headers and the body bytes (once the request has ended). */
  requests: Array<{ method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer }>;
  close(): Promise<void>;
}

export type Script = (request: IncomingMessage, response: ServerResponse) => void;

export async function scriptedServer(script: Script): Promise<ScriptedServer> {
  const requests: ScriptedServer["requests"] = [];
  const server = createServer((request, response) => {
    const seen = {
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body: Buffer.alloc(0),
    };
    requests.push(seen);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.body = Buffer.concat(chunks);
      script(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `server` listening on a free port of 127.0.0.1; `close` ends its open connections too. */
export async function listening(server: Server): Promise<{ url: string; port: number; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a request a proxy received (its body already read) on to `upstream` with its method, path and headers;
 * `onAnswer` gets the upstream's answer, and no answer at all is a 502.
 */
export function forwardTo(
  upstream: string,
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
  onAnswer: (answer: IncomingMessage) => void,
  headers: IncomingMessage["headers"] = request.headers,
): void {
  const forward = httpRequest(`${upstream}${request.url}`, {
    method: request.method,
    headers: { ...headers, host: new URL(upstream).host },
  });
  forward.on("response", onAnswer);
  forward.on("error", () => response.writeHead(502).end());
  forward.end(body);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** A quiet sandbox (its log goes nowhere) on port 0. */
export function quietSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return startSandbox({ port: 0, logger: () => {}, ...options });
}

export function connectionTo(sandbox: SandboxHandle): Connection {
  return {
    shipperUrl: sandbox.url,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    pricing: { url: sandbox.url, apiKey: sandbox.credentials.pricingApiKey },
  };
}
