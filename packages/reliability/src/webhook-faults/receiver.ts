/**
 * A scripted webhook receiver on 127.0.0.1, port 0: for each delivery (keyed by the payload's `order_guid`) and
 * each try, it answers 200, 500, 404, a 302 (to a path that must never be hit), resets the connection or hangs
 * until the sender gives up; it can also stop listening (down) and come back on the same port.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Behaviour = "ok" | "status-500" | "status-404" | "redirect-302" | "reset" | "hang" | "down";

export interface ReceivedHook {
  key: string;
  /** 1-based number of the request for this key, as the receiver counted them. */
  attempt: number;
  behaviour: Behaviour;
  verificationToken: string | undefined;
  body: Record<string, unknown>;
}

export interface Receiver {
  url: string;
  received: ReceivedHook[];
  /** Requests that reached the redirect target (a sender that follows redirects). */
  redirectHits: number;
  /** Hung requests still open. */
  hanging(): number;
  /** Stops listening (the receiver is down: connections are refused) or listens again on the same port. */
  setListening(on: boolean): Promise<void>;
  close(): Promise<void>;
}

/** What to do with request `attempt` (1-based, as the receiver counts them) of delivery `key`. */
export type Script = (key: string, attempt: number) => Behaviour;

export async function startReceiver(script: Script): Promise<Receiver> {
  const received: ReceivedHook[] = [];
  const tries = new Map<string, number>();
  const hung = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let redirectHits = 0;
  let listening = true;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.url?.startsWith("/redirected")) {
        redirectHits++;
        response.writeHead(200).end("ok");
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const key = String(body.order_guid ?? "?");
      const attempt = (tries.get(key) ?? 0) + 1;
      tries.set(key, attempt);
      const behaviour = script(key, attempt);
      const token = request.headers["x-verification-token"];
      received.push({ key, attempt, behaviour, verificationToken: Array.isArray(token) ? token[0] : token, body });
      switch (behaviour) {
        case "ok":
          response.writeHead(200, { "content-type": "text/plain" }).end("ok");
          break;
        case "status-500":
          response.writeHead(500, { "content-type": "text/plain" }).end("receiver error");
          break;
        case "status-404":
          response.writeHead(404, { "content-type": "text/plain" }).end("no such hook");
          break;
        case "redirect-302":
          response.writeHead(302, { location: `${url}/redirected` }).end();
          break;
        case "reset":
          request.socket.destroy();
          break;
        default:
          hung.add(response);
          response.on("close", () => hung.delete(response));
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/hooks`;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url,
    received,
    get redirectHits() {
      return redirectHits;
    },
    hanging: () => hung.size,
    async setListening(on) {
      if (on === listening) return;
      listening = on;
      if (on) await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      else await stop();
    },
    close: async () => {
      if (listening) await stop();
      listening = false;
    },
  };
}
