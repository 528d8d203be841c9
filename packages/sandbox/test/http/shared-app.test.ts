/**
 * One app, several sandboxes: a server made for another sandbox (`serverFor`) answers as the app's own server does —
 * timeouts, refused HTTP and a missing Host in the failure envelope — and what a request does (its organisation,
 * its log line) is its own sandbox's. Each case runs on the app's own server and on another's.
 */
import { createServer } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/http/app.js";
import { allRoutes } from "../../src/http/routes/index.js";
import { closeServer, listen, serverFor } from "../../src/http/shared-app.js";
import { type SandboxHandle, startSandboxes } from "../../src/index.js";
import { createContext } from "../../src/sandbox.js";
import { call, type LogEntry, Shipper, START, tokenFor } from "../support/sandbox.js";

const TIMEOUTS = { headersMs: 300, requestMs: 600, idleMs: 400 };
const PRICE_REQUEST = {
  pickup: { zip: "60601" },
  delivery: { city: "Houston", state: "TX" },
  vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2022" }],
};

interface Started {
  handle: SandboxHandle;
  logs: LogEntry[];
}

let sandboxes: Started[] = [];

beforeAll(async () => {
  const logs: LogEntry[][] = [[], [], []];
  const handles = await startSandboxes(
    logs.map((entries, index) => ({
      port: 0,
      clock: "manual" as const,
      clockStart: START,
      clients: [{ clientId: `client-${index}`, clientSecret: `secret-${index}` }],
      pricingApiKey: `pricing-key-${index}`,
      timeouts: TIMEOUTS,
      // The check turns the faulty pricing answer into a 500 and logs why: on the sandbox that answered.
      validateResponses: true,
      faults: ["pricing-v2-drops-range"],
      logger: (level, message, fields) => entries.push({ level, message, ...(fields ? { fields } : {}) }),
    })),
  );
  sandboxes = handles.map((handle, index) => ({ handle, logs: logs[index] as LogEntry[] }));
});

afterAll(async () => {
  await Promise.all(sandboxes.map(({ handle }) => handle.close()));
});

/** Everything the server sent on a raw connection after `text`, once it closed the connection. */
function rawExchange(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
    socket.once("error", reject);
    socket.once("connect", () => socket.write(text));
  });
}

const statusOf = (text: string) => Number(text.split(" ")[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

const servers = [
  { server: "the app's own server", index: 0 },
  { server: "another sandbox's server", index: 2 },
];

describe.each(servers)("on $server", ({ index }) => {
  const sandbox = () => (sandboxes[index] as Started).handle;

  it("answers a request whose headers stall 408 in the failure envelope and closes the connection", async () => {
    const text = await rawExchange(sandbox().url, "GET /v1/public/orders HTTP/1.1\r\nHost: a\r\n");
    expect(statusOf(text)).toBe(408);
    expect(bodyOf(text)).toMatchObject({ status: "fail", data: { error_id: "REQUEST_TIMEOUT" } });
  });

  it("answers a request line Node's parser refuses 400 in the failure envelope", async () => {
    const text = await rawExchange(sandbox().url, "GET /v1/public/orders HTTP/1.1\r\nHost a\r\n\r\n");
    expect(statusOf(text)).toBe(400);
    expect(bodyOf(text)).toMatchObject({ status: "fail", data: { error_id: "BAD_REQUEST" } });
  });

  it("answers an HTTP/1.1 request without Host 400 in the envelope of the shipper API", async () => {
    const text = await rawExchange(sandbox().url, "GET /v1/public/orders HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(statusOf(text)).toBe(400);
    expect(bodyOf(text)).toMatchObject({ status: "fail", data: { error_id: expect.any(String) } });
  });

  it("knows only its own sandbox's clients and pricing key", async () => {
    const own = sandbox().credentials;
    const other = (sandboxes[1] as Started).handle.credentials;
    expect(await tokenFor(sandbox())).toEqual(expect.any(String));
    await expect(tokenFor(sandbox(), other.clientId, other.clientSecret)).rejects.toThrow(/token request failed: 401/);
    const price = (key: string) =>
      call(`${sandbox().url}/api/v1/recommended-price`, "POST", { body: PRICE_REQUEST, headers: { "x-api-key": key } });
    expect((await price(own.pricingApiKey)).status).toBe(200);
    expect((await price(other.pricingApiKey)).status).toBe(401);
  });

  it("logs a failed response check on its own sandbox only", async () => {
    const before = sandboxes.map(({ logs }) => logs.length);
    const response = await call(`${sandbox().url}/api/v2/recommended-price`, "POST", {
      body: PRICE_REQUEST,
      headers: { "x-api-key": sandbox().credentials.pricingApiKey },
    });
    expect(response.status).toBe(500);
    const added = sandboxes.map(({ logs }, at) => logs.slice(before[at]));
    expect(added[index]).toEqual([expect.objectContaining({ message: "response does not match the spec" })]);
    expect(added.filter((entries) => entries.length > 0)).toHaveLength(1);
  });
});

describe("serverFor", () => {
  it("sets a server up as Fastify sets up its own: the same limits, Host not required", async () => {
    const { ctx, webhooks } = createContext({ clock: "manual" });
    const app = buildApp(ctx, allRoutes(), TIMEOUTS);
    const server = serverFor(app, ctx, TIMEOUTS);
    try {
      const settings = (from: typeof server) => ({
        keepAliveTimeout: from.keepAliveTimeout,
        requestTimeout: from.requestTimeout,
        headersTimeout: from.headersTimeout,
        timeout: from.timeout,
        requireHostHeader: (from as unknown as { requireHostHeader: boolean }).requireHostHeader,
        connectionsCheckingInterval: (from as unknown as { connectionsCheckingInterval: number })
          .connectionsCheckingInterval,
      });
      expect(settings(server)).toEqual(settings(app.server));
      expect(settings(server)).toEqual({
        keepAliveTimeout: 400,
        requestTimeout: 600,
        headersTimeout: 300,
        timeout: 1000,
        requireHostHeader: false,
        connectionsCheckingInterval: 75,
      });
      expect(server.listenerCount("clientError")).toBe(1);
    } finally {
      await app.close();
      await webhooks.close();
      ctx.clock.dispose();
    }
  });
});

describe("requests to one sandbox", () => {
  it("change only that sandbox's orders and clock", async () => {
    const [first, second, third] = sandboxes.map(({ handle }) => handle) as [
      SandboxHandle,
      SandboxHandle,
      SandboxHandle,
    ];
    const shipper = await Shipper.connect(third);
    const order = await shipper.createOrder();
    expect((await shipper.get(`/orders/${order.guid}`)).status).toBe(200);
    for (const other of [first, second]) {
      expect((await (await Shipper.connect(other)).get("/orders")).body.data.pagination.total_objects).toBe(0);
    }
    expect((await shipper.helper("POST", "/clock/advance", { seconds: 3600 })).status).toBe(200);
    const orgOf = (handle: SandboxHandle) => Object.values(handle.organisations)[0] as string;
    expect(third.clockOf(orgOf(third)).now()).toBe(START + 3_600_000);
    expect(first.clockOf(orgOf(first)).now()).toBe(START);
    expect(second.clockOf(orgOf(second)).now()).toBe(START);
  });
});

describe("listen", () => {
  it("rejects with the listen error for a port in use, and leaves no error listener behind", async () => {
    const holder = createServer();
    await listen(holder, 0, "127.0.0.1");
    const port = (holder.address() as { port: number }).port;
    const second = createServer();
    try {
      await expect(listen(second, port, "127.0.0.1")).rejects.toMatchObject({ code: "EADDRINUSE" });
      expect(second.listening).toBe(false);
      expect(second.listenerCount("error")).toBe(0);
      await listen(second, 0, "127.0.0.1");
      expect(second.listening).toBe(true);
      expect(second.listenerCount("error")).toBe(0);
    } finally {
      await closeServer(second);
      await closeServer(holder);
    }
  });
});
