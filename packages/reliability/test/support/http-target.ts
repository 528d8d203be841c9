/** A plain node:http server on 127.0.0.1 port 0 for the broken targets the checks must notice; close it after. */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

export interface HttpTarget {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function httpTarget(handler: RequestListener, configure?: (server: Server) => void): Promise<HttpTarget> {
  // Node checks its header and request timeouts this often (30 s by default): a target given small ones keeps them.
  const server = createServer({ connectionsCheckingInterval: 100 }, handler);
  configure?.(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads the whole request body, then answers `status` with a JSON body. */
export function answering(
  status: number,
  body: unknown = { status: "success", data: { objects: [] } },
): RequestListener {
  return (request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  };
}

/** Registers an after-each that closes the target; returns how to start it (as `httpTarget` does). */
export function useHttpTarget(): typeof httpTarget {
  let target: HttpTarget | undefined;
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });
  return async (handler, configure) => {
    target = await httpTarget(handler, configure);
    return target;
  };
}
