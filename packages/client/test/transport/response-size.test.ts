/**
 * `maxResponseBytes`: a body longer than the cap throws `ResponseTooLargeError` and the client stops reading it (the
 * server sees the connection close long before its body ends); a body at the cap is read.
 */
import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  createShipperClient,
  DEFAULTS,
  isClientError,
  ResponseTooLargeError,
  type ShipperClientOptions,
} from "../../src/index.js";
import { json, type ScriptedServer, startScriptedServer, tokenScript } from "../support/scripted-server.js";

const ORDERS = "/v1/public/orders";
const MIB = 1024 * 1024;

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(url: string, options: Partial<ShipperClientOptions> = {}) {
  return createShipperClient({ baseUrl: url, clientId: "client-a", clientSecret: "s3cr3t-value", ...options });
}

/** What a streaming server managed to send before the client hung up. */
interface Streamed {
  written: number;
  finished: boolean;
}

/** Streams `total` bytes of a JSON string in 64 KiB chunks, honouring back-pressure, until done or the socket closes. */
function stream(response: ServerResponse, status: number, total: number, declare: boolean, into: Streamed) {
  response.writeHead(status, {
    "content-type": "application/json",
    ...(declare ? { "content-length": String(total) } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, "a");
  let closed = false;
  response.on("close", () => {
    closed = true;
  });
  void (async () => {
    while (!closed && into.written < total) {
      const size = Math.min(chunk.length, total - into.written);
      into.written += size;
      if (!response.write(chunk.subarray(0, size)))
        await Promise.race([once(response, "drain"), once(response, "close")]);
    }
    if (!closed) {
      into.finished = true;
      response.end();
    }
  })();
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

describe("maxResponseBytes", () => {
  it("defaults to 32 MiB", () => {
    expect(DEFAULTS.maxResponseBytes).toBe(32 * MIB);
  });

  it.each([
    { name: "chunked, exactly at the cap", size: 1024, declare: false, tooLarge: false },
    { name: "chunked, one byte past the cap", size: 1025, declare: false, tooLarge: true },
    { name: "Content-Length exactly at the cap", size: 1024, declare: true, tooLarge: false },
    { name: "Content-Length one byte past the cap", size: 1025, declare: true, tooLarge: true },
  ])("$name", async ({ size, declare, tooLarge }) => {
    const body = JSON.stringify({ status: "success", data: { objects: [], note: "" } });
    const padded = body.replace('"note":""', `"note":"${"n".repeat(size - body.length)}"`);
    expect(Buffer.byteLength(padded)).toBe(size);
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      [ORDERS]: (_request, response) => {
        response.writeHead(200, {
          "content-type": "application/json",
          ...(declare ? { "content-length": String(size) } : {}),
        });
        // Two writes, so that a chunked body arrives in more than one piece.
        response.write(padded.slice(0, 100));
        response.end(padded.slice(100));
      },
    });
    const call = client(server.url, { maxResponseBytes: 1024 }).GET(ORDERS);
    if (!tooLarge) {
      expect(await call).toMatchObject({ status: "success" });
      return;
    }
    const error = await failure(call);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ kind: "response_too_large", status: 200, limitBytes: 1024 });
    expect((error as Error).message).toBe(
      "GET /v1/public/orders: the HTTP 200 response body is longer than maxResponseBytes (1024 bytes); reading stopped",
    );
  });

  it.each([
    { name: "a streamed body without Content-Length", declare: false },
    { name: "a body that declares its Content-Length", declare: true },
  ])("stops reading $name past the cap: the server's 256 MiB are never all sent", async ({ declare }) => {
    const streamed: Streamed = { written: 0, finished: false };
    let closed: Promise<unknown> = Promise.resolve();
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      [ORDERS]: (_request, response) => {
        closed = once(response, "close");
        stream(response, 200, 256 * MIB, declare, streamed);
      },
    });
    const error = await failure(client(server.url, { maxResponseBytes: MIB }).GET(ORDERS));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(isClientError(error) && error.kind).toBe("response_too_large");
    await closed;
    expect(streamed.finished).toBe(false);
    // The cap plus what the sockets buffer on both sides; far from the 256 MiB the server had to send.
    expect(streamed.written).toBeLessThan(32 * MIB);
  });

  it("counts the inflated bytes of a compressed body, whatever its Content-Length says", async () => {
    const inflated = JSON.stringify({ status: "success", data: { note: "z".repeat(8 * MIB) } });
    const compressed = gzipSync(inflated);
    expect(compressed.length).toBeLessThan(MIB);
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      [ORDERS]: (_request, response) => {
        response.writeHead(200, {
          "content-type": "application/json",
          "content-encoding": "gzip",
          "content-length": String(compressed.length),
        });
        response.end(compressed);
      },
    });
    const error = await failure(client(server.url, { maxResponseBytes: MIB }).GET(ORDERS));
    expect(error).toMatchObject({ kind: "response_too_large", limitBytes: MIB });
    // The same body is read whole under a cap it fits in.
    const read = await client(server.url, { maxResponseBytes: 9 * MIB }).GET(ORDERS);
    expect(JSON.stringify(read)).toBe(inflated);
  });

  it("applies to error answers too, and a too-large 503 is not retried", async () => {
    const streamed: Streamed = { written: 0, finished: false };
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      [ORDERS]: (_request, response) => stream(response, 503, 8 * MIB, false, streamed),
    });
    const error = await failure(client(server.url, { maxResponseBytes: 4096, sleep: async () => {} }).GET(ORDERS));
    expect(error).toMatchObject({ name: "ResponseTooLargeError", kind: "response_too_large", status: 503 });
    expect(server.on(ORDERS)).toHaveLength(1);
  });

  it("an injected fetch's body stream is cancelled once past the cap", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1000;
        controller.enqueue(new Uint8Array(1000));
      },
      cancel() {
        cancelled = true;
      },
    });
    server = await startScriptedServer({ "/oauth/token": tokenScript() });
    const fetchStub = async (request: Request) =>
      request.url.includes("/oauth/token") ? fetch(request) : new Response(endless, { status: 200 });
    const error = await failure(client(server.url, { fetch: fetchStub, maxResponseBytes: 10_000 }).GET(ORDERS));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(10_000 + 3000);
  });

  it("Infinity reads any body", async () => {
    server = await startScriptedServer({
      "/oauth/token": tokenScript(),
      [ORDERS]: (_request, response) => json(response, 200, { status: "success", data: { objects: [] } }),
    });
    expect(await client(server.url, { maxResponseBytes: Number.POSITIVE_INFINITY }).GET(ORDERS)).toMatchObject({
      status: "success",
    });
  });

  it.each([0, -1, 1.5, Number.NaN, "1024"])("refuses maxResponseBytes %j with a TypeError naming it", (value) => {
    expect(() => client("http://127.0.0.1:9", { maxResponseBytes: value as number })).toThrow(
      "createShipperClient: option 'maxResponseBytes' must be an integer > 0",
    );
  });
});

describe("stream helper", () => {
  it("sends the whole body when nobody hangs up (so the checks above can fail)", async () => {
    const streamed: Streamed = { written: 0, finished: false };
    const plain = createServer((_request, response) => stream(response, 200, 2 * MIB, false, streamed));
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = plain.address() as AddressInfo;
      const text = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(text.length).toBe(2 * MIB);
      expect(streamed).toEqual({ written: 2 * MIB, finished: true });
    } finally {
      plain.closeAllConnections();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });
});
