/**
 * The actors' address during a run: a local HTTP server (port 0) that answers the sandbox helpers' paths by calling
 * the loaded actions, so the suites' helper calls stay checked calls whoever plays the part. An action that throws
 * answers 502 `ACTOR_FAILURE` naming it: the harness reports an actor failure, not a broken fact of the target.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { operation } from "../spec/operations.js";
import { ACTOR_FAILURE } from "./acting.js";
import { type ActionName, operationOf } from "./actions.js";
import type { ActionTable } from "./load-actors.js";

interface Route {
  action: ActionName;
  method: string;
  pattern: RegExp;
  names: string[];
}

function routes(table: ActionTable): Route[] {
  return [...table.keys()].map((action) => {
    const op = operation(operationOf(action));
    const names: string[] = [];
    const source = op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { action, method: op.method, pattern: new RegExp(`^${source}$`), names };
  });
}

async function bodyOf(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ActorsServer {
  url: string;
  close(): Promise<void>;
}

export async function startActorsServer(table: ActionTable): Promise<ActorsServer> {
  const known = routes(table);
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://actors");
    const send = (status: number, body: unknown) => {
      const text = body === undefined ? "" : JSON.stringify(body);
      outgoing.writeHead(status, text ? { "content-type": "application/json" } : {}).end(text);
    };
    const route = known.find((r) => r.method === incoming.method && r.pattern.test(url.pathname));
    const body = await bodyOf(incoming);
    if (!route) {
      send(404, { status: "fail", data: { error_id: "NOT_FOUND", message: "no actor plays this helper" } });
      return;
    }
    const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    const path = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i] ?? "")]));
    const token = incoming.headers.authorization?.replace(/^Bearer /, "");
    try {
      const action = table.get(route.action);
      const answer = await action?.({
        action: route.action,
        path,
        query: Object.fromEntries(url.searchParams),
        body,
        token,
      });
      if (!answer || typeof answer.status !== "number") throw new Error("it answered no { status, body }");
      send(answer.status, answer.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(502, { status: "error", data: { error_id: ACTOR_FAILURE, action: route.action, message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
