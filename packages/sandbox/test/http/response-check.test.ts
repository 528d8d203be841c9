import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULTS } from "../../src/config.js";
import { buildApp } from "../../src/http/app.js";
import { checkResponse } from "../../src/http/response-check.js";
import type { RouteTable } from "../../src/http/route.js";
import { allRoutes } from "../../src/http/routes/index.js";
import { closeServer, listen, serverFor } from "../../src/http/shared-app.js";
import { createContext } from "../../src/sandbox.js";
import { serviceValidators } from "../../src/spec/validators.js";
import { call, type LogEntry, tokenFor } from "../support/sandbox.js";

const GUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

/** Routes that answer wrongly on purpose. */
const broken: RouteTable = {
  ...allRoutes(),
  getOrder: { handle: () => ({ status: 200, body: { status: "success", data: { object: { guid: "not-a-guid" } } } }) },
  listOrders: {
    handle: () => ({ status: 418, body: { status: "fail", data: { error_id: "TEAPOT", message: "", details: null } } }),
  },
  findOrdersByVin: { handle: () => ({ status: 200, body: { status: "success", data: {} } }) },
  getOrderBol: {
    handle: () => {
      throw new Error("boom: a bug inside a handler");
    },
  },
  getSandboxClock: {
    handle: () => ({
      status: 200,
      body: { status: "success", data: { object: { kind: "manual", now: "yesterday", pending_timers: 0 } } },
    }),
  },
};

/** A token from the sandbox `ctx` listening at `url` (its default client). */
function tokenAt(url: string, ctx: ReturnType<typeof createContext>["ctx"]): Promise<string> {
  return tokenFor({
    url,
    credentials: {
      clientId: "sandbox-client-id",
      clientSecret: "sandbox-client-secret",
      clients: [],
      pricingApiKey: "",
    },
    clock: ctx.clock,
    clockOf: (orgGuid) => ctx.clock.of(orgGuid),
    organisations: {},
    events: ctx.events,
    webhooks: {
      deliveries: () => [],
      counts: () => ({ generated: 0, pending: 0, succeeded: 0, failed: 0, canceled: 0 }),
      idle: async () => {},
    },
    close: async () => {},
  });
}

/** A context whose log lines go to `logs`. */
function loggedContext(validateResponses: boolean, logs: LogEntry[]) {
  return createContext({
    clock: "manual",
    validateResponses,
    logger: (level, message, fields) => logs.push({ level, message, fields }),
  });
}

async function serve(validateResponses: boolean) {
  const logs: LogEntry[] = [];
  const { ctx, setBaseUrl } = loggedContext(validateResponses, logs);
  const app = buildApp(ctx, broken);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  setBaseUrl(url);
  const token = await tokenAt(url, ctx);
  return { app, url, logs, headers: { authorization: `Bearer ${token}` } };
}

let checked: Awaited<ReturnType<typeof serve>>;
let unchecked: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  checked = await serve(true);
  unchecked = await serve(false);
});

afterAll(async () => {
  await (checked.app as FastifyInstance).close();
  await (unchecked.app as FastifyInstance).close();
});

describe("validateResponses: true", () => {
  it.each([
    ["a body that breaks the schema", `/v1/public/orders/${GUID}`, "getOrder", 200, "/data/object/guid"],
    ["an undocumented status", "/v1/public/orders", "listOrders", 418, ""],
    ["a missing required field", "/v1/public/orders/find_by_vin/X", "findOrdersByVin", 200, "/data"],
    ["a test-helper body that breaks the sandbox spec", "/_sandbox/clock", "getSandboxClock", 200, "/data/object/now"],
  ])("turns %s into a loud 500 SANDBOX_RESPONSE_INVALID", async (_, path, operation, status, pointer) => {
    const before = checked.logs.length;
    const response = await call(`${checked.url}${path}`, "GET", { headers: checked.headers });
    expect(response.status).toBe(500);
    expect(response.body.status).toBe("fail");
    expect(response.body.data.error_id).toBe("SANDBOX_RESPONSE_INVALID");
    expect(response.body.data.details).toMatchObject({ operation, status, pointer });
    expect(response.body.data.message).toContain(`${operation} ${status} at '${pointer}'`);
    const logged = checked.logs.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", fields: { operation, status, pointer } });
  });

  it("lets correct answers through untouched", async () => {
    const response = await call(`${checked.url}/v1/public/orders/${GUID}/activities`, "GET", {
      headers: checked.headers,
    });
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });
});

describe("a handler that throws", () => {
  it.each([
    ["checked", () => checked],
    ["unchecked", () => unchecked],
  ])("answers 500 SANDBOX_INTERNAL_ERROR without internals and logs the stack (%s)", async (_, server) => {
    const { url, headers, logs } = server();
    const before = logs.length;
    const response = await call(`${url}/v1/public/orders/${GUID}/bol`, "GET", { headers });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "SANDBOX_INTERNAL_ERROR", message: "The sandbox failed unexpectedly", details: null },
    });
    expect(response.text).not.toContain("boom");
    expect(logs.slice(before)).toEqual([
      expect.objectContaining({
        level: "error",
        fields: expect.objectContaining({ path: `/v1/public/orders/${GUID}/bol` }),
      }),
    ]);
    expect(String(logs.at(-1)?.fields?.error)).toContain("boom");
  });
});

describe("a handler that throws, on another sandbox's server (one app, several sandboxes)", () => {
  it("logs the stack in the log of the sandbox that answered, not the app's", async () => {
    const appLogs: LogEntry[] = [];
    const own = loggedContext(false, appLogs);
    const app = buildApp(own.ctx, broken);
    const otherLogs: LogEntry[] = [];
    const other = loggedContext(false, otherLogs);
    const server = serverFor(app, other.ctx, DEFAULTS.timeouts);
    try {
      await app.ready();
      await listen(server, 0, "127.0.0.1");
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      other.setBaseUrl(url);
      const headers = { authorization: `Bearer ${await tokenAt(url, other.ctx)}` };
      const response = await call(`${url}/v1/public/orders/${GUID}/bol`, "GET", { headers });
      expect(response.status).toBe(500);
      expect(response.body.data.error_id).toBe("SANDBOX_INTERNAL_ERROR");
      expect(otherLogs).toEqual([
        expect.objectContaining({
          level: "error",
          message: "unexpected error while handling a request",
          fields: expect.objectContaining({ path: `/v1/public/orders/${GUID}/bol` }),
        }),
      ]);
      expect(String(otherLogs[0]?.fields?.error)).toContain("boom");
      expect(appLogs).toEqual([]);
    } finally {
      await closeServer(server);
      await app.close();
      await Promise.all([own.webhooks.close(), other.webhooks.close()]);
      own.ctx.clock.dispose();
      other.ctx.clock.dispose();
    }
  });
});

describe("validateResponses: false", () => {
  it("sends what the handler produced", async () => {
    const response = await call(`${unchecked.url}/v1/public/orders/${GUID}`, "GET", { headers: unchecked.headers });
    expect(response.status).toBe(200);
    expect(response.body.data.object.guid).toBe("not-a-guid");
    expect(unchecked.logs.filter((entry) => entry.message === "response does not match the spec")).toEqual([]);
  });
});

describe("checkResponse", () => {
  const shipper = serviceValidators("shipper");
  const pricing = serviceValidators("pricing");
  const getOrder = shipper.byId.get("getOrder");
  const base = { service: "shipper" as const, entry: getOrder, generic: false, genericFailure: shipper.failure };

  it.each([
    ["a 401 without a body (x-empty-body-allowed)", { status: 401, payload: "" }, undefined],
    [
      "a 401 AUTH_ERROR envelope",
      {
        status: 401,
        payload: JSON.stringify({ status: "fail", data: { error_id: "AUTH_ERROR", message: "m", details: null } }),
      },
      undefined,
    ],
    [
      "a 401 with another error id",
      {
        status: 401,
        payload: JSON.stringify({ status: "fail", data: { error_id: "NOPE", message: "m", details: null } }),
      },
      "/data/error_id",
    ],
    ["a 200 without a body", { status: 200, payload: "" }, ""],
    ["a body that is not JSON", { status: 404, payload: "<html>" }, ""],
    [
      "a generic 405 envelope",
      {
        status: 405,
        generic: true,
        payload: JSON.stringify({
          status: "fail",
          data: { error_id: "METHOD_NOT_ALLOWED", message: "m", details: null },
        }),
      },
      undefined,
    ],
    [
      "a generic answer that is no envelope",
      { status: 415, generic: true, payload: JSON.stringify({ error: "x" }) },
      "",
    ],
  ])("judges %s", (_, overrides, pointer) => {
    const mismatch = checkResponse({ ...base, ...overrides });
    if (pointer === undefined) expect(mismatch).toBeUndefined();
    else expect(mismatch?.pointer).toBe(pointer);
  });

  it("checks generic pricing answers against the pricing error shape", () => {
    const input = {
      service: "pricing" as const,
      entry: undefined,
      generic: true,
      genericFailure: pricing.failure,
      status: 404,
    };
    expect(
      checkResponse({ ...input, payload: JSON.stringify({ meta: { status: "fail" }, data: { message: "m" } }) }),
    ).toBeUndefined();
    expect(
      checkResponse({
        ...input,
        payload: JSON.stringify({ status: "fail", data: { error_id: "X", message: "m", details: null } }),
      }),
    ).toBeDefined();
  });
});
