/** A local webhook receiver on port 0 that answers 200 to everything and counts what it got. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface WebhookSink {
  url: string;
  received: number;
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const state = { received: 0 };
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      state.received++;
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get received() {
      return state.received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
