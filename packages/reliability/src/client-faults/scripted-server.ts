/**
 * A real HTTP server on 127.0.0.1, port 0, that plays a shipper API by script: per path, each request gets an
 * answer, a hang (until the client gives up), or a reset connection. For the faults a real service rarely shows
 * on demand.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  apiKey: string | undefined;
}

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** A raw JSON text, for bodies whose escapes matter (`\u003d` where JSON.stringify writes `=`). */
  | { status: number; text: string; headers?: Record<string, string> }
  | { hang: true }
  | { reset: true };

/** Answers request number `index` (0-based, per path) of `path`. */
export type Script = (request: Received, index: number) => Reply;

export interface ScriptedServer {
  url: string;
  received: Received[];
  on(path: string): Received[];
  close(): Promise<void>;
}

function reply(response: ServerResponse, request: IncomingMessage, answer: Reply, hung: Set<ServerResponse>): void {
  if ("reset" in answer) {
    request.socket.destroy();
    return;
  }
  if ("hang" in answer) {
    hung.add(response);
    return;
  }
  const text = "text" in answer ? answer.text : answer.body === undefined ? "" : JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    ...(text ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) } : {}),
    ...answer.headers,
  });
  response.end(text);
}

export async function startScriptedServer(routes: Record<string, Script>): Promise<ScriptedServer> {
  const received: Received[] = [];
  const counts = new Map<string, number>();
  const hung = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const entry: Received = {
        method: request.method ?? "",
        path,
        authorization: request.headers.authorization,
        apiKey: request.headers["x-api-key"] as string | undefined,
      };
      received.push(entry);
      const index = counts.get(path) ?? 0;
      counts.set(path, index + 1);
      const script = routes[path];
      const answer: Reply = script
        ? script(entry, index)
        : {
            status: 404,
            body: { status: "fail", data: { error_id: "NOT_FOUND", message: "No route", details: null } },
          };
      reply(response, request, answer, hung);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (path) => received.filter((entry) => entry.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const ORDER_GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
export const ORDER_PATH = `/v1/public/orders/${ORDER_GUID}`;

export function orderEnvelope() {
  return { status: "success", data: { object: { guid: ORDER_GUID, number: "FAULT-1" } } };
}

/** A token endpoint issuing `<prefix>-1`, `<prefix>-2`... valid `expiresIn` seconds. */
export function tokenScript(prefix: string, expiresIn = 3600): Script {
  return (_request, index) => ({
    status: 200,
    body: { access_token: `${prefix}-${index + 1}`, token_type: "bearer", expires_in: expiresIn, scope: "read write" },
  });
}
