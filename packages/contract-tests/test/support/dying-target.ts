/**
 * A scripted target that dies during a run: a node:http proxy in front of a haulkit sandbox that, at its n-th token
 * request, drops the connection and stops listening (later requests are refused); `revive()` listens on the same
 * port again.
 */
import { createServer } from "node:http";
import { readAll } from "./read-all.js";
import { forwardTo, listening } from "./servers.js";

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
    forwardTo(upstream, request, sent, response, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
  });
  const { url, port, close } = await listening(server);
  return {
    url,
    died,
    revive: () => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close,
  };
}
