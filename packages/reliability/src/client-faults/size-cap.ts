/** A body far past the client's `maxResponseBytes`: the call fails with ResponseTooLargeError and reading stops. */
import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createShipperClient } from "@haulkit/client";
import { attempt, type ClientScenario, expect, getOrder, nameOf, type ScenarioOutcome } from "./harness.js";

const MIB = 1024 * 1024;
const BODY = 256 * MIB;

/** Writes `BODY` bytes in 64 KiB chunks, honouring back-pressure, until done or the client hangs up. */
async function stream(response: ServerResponse, sent: { bytes: number; finished: boolean }): Promise<void> {
  response.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(64 * 1024, "a");
  let closed = false;
  response.on("close", () => {
    closed = true;
  });
  while (!closed && sent.bytes < BODY) {
    sent.bytes += chunk.length;
    if (!response.write(chunk)) await Promise.race([once(response, "drain"), once(response, "close")]);
  }
  if (!closed) {
    sent.finished = true;
    response.end();
  }
}

export const SIZE_CAP_SCENARIOS: ClientScenario[] = [
  {
    name: "a 256 MiB body past a 1 MiB cap",
    run: async () => {
      const sent = { bytes: 0, finished: false };
      let done: Promise<void> = Promise.resolve();
      const server = createServer((request, response) => {
        request.resume();
        if (request.url?.startsWith("/oauth/token")) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ access_token: "size-cap-token", expires_in: 3600 }));
          return;
        }
        done = stream(response, sent);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const outcome: ScenarioOutcome = { faults: 1, failures: [], errors: [], secrets: [], logs: [] };
      try {
        const { port } = server.address() as AddressInfo;
        const client = createShipperClient({
          baseUrl: `http://127.0.0.1:${port}`,
          clientId: "size-cap",
          clientSecret: "size-cap-secret",
          maxResponseBytes: MIB,
        });
        const error = await attempt(outcome, () => getOrder(client));
        await done;
        const kind = (error as { kind?: unknown } | undefined)?.kind;
        expect(outcome, kind === "response_too_large", `expected kind response_too_large, got ${nameOf(error)}`);
        expect(outcome, !sent.finished, "the client read the whole 256 MiB body");
        expect(outcome, sent.bytes < 32 * MIB, `the server sent ${sent.bytes} bytes before the client hung up`);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      return outcome;
    },
  },
];
