/**
 * A scripted target that dies during a run: a node:http proxy in front of a haulkit sandbox that, at its n-th token
 * request, drops the connection and stops listening (later requests are refused); `revive()` listens on the same
 * port again.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { readAll } from "./read-all.js";

export interface DyingTarget {
  url: string;
  /** Resolves when the target has stopped listening. */
  died: Promise<void>;
  revive(): Promise<void>;
  close(): Promise<void>;
}

export async function dyingTarget(upstream: string, dieAtTokenRequest: number): Promise<DyingTarget> {
  let tokens = 0;
  let markDied: () => void = () => {};
  const died = new Promise<void>((resolve) => (markDied = resolve));
  const server = createServer(async (request, response) => {
    const sent = await readAll(request);
    if (request.url?.startsWith("/oauth/token") && ++tokens === dieAtTokenRequest) {
      server.close(() => markDied());
      server.closeAllConnections();
      request.socket.destroy();
      return;
    }
    const forward = httpRequest(`${upstream}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, host: new URL(upstream).host },
    });
    forward.on("response", (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on("error", () => response.writeHead(502).end());
    forward.end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    died,
    revive: () => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
