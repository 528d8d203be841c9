/** Real servers for the tests: haulkit sandboxes and scripted HTTP servers, on port 0, always closed after. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
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
