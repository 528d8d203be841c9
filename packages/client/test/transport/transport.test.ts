/** Retries, time limits, aborts and transport failures, against scripted local servers (real HTTP on port 0). */
import { describe, expect, it } from "vitest";
import { ApiError, createShipperClient, NetworkError, TimeoutError } from "../../src/index.js";
import type { ShipperClientOptions } from "../../src/options.js";
import {
  json,
  ORDER_GUID,
  ORDER_PATH,
  orderEnvelope,
  recordingSleep,
  type Script,
  useScriptedServer,
} from "../support/scripted-server.js";

const ORDERS = "/v1/public/orders";
const FIXED_NOW = Date.UTC(2026, 2, 14, 9, 30, 0);
const byGuid = { params: { path: { guid: ORDER_GUID } } };

const { serve, stop } = useScriptedServer();

function client(url: string, options: Partial<ShipperClientOptions> = {}) {
  return createShipperClient({ baseUrl: url, clientId: "client-a", clientSecret: "s3cr3t-value", ...options });
}

/** A script answering `failures` in turn, then the order. */
function failThenSucceed(...failures: Array<(response: Parameters<Script>[1]) => void>): Script {
  return (_request, response, index) => {
    const fail = failures[index];
    if (fail) fail(response);
    else json(response, 200, orderEnvelope());
  };
}

const hang: Script = () => {};
const reset: Script = (_request, response) => response.socket?.destroy();
const unavailable =
  (headers: Record<string, string> = {}) =>
  (response: Parameters<Script>[1]) =>
    json(
      response,
      503,
      { status: "fail", data: { error_id: "UNAVAILABLE", message: "Try later", details: null } },
      headers,
    );

describe("Retry-After and backoff", () => {
  it("waits the Retry-After seconds of a 429 before trying again", async () => {
    const { url, on } = await serve({
      [ORDER_PATH]: failThenSucceed((response) => json(response, 429, {}, { "retry-after": "3" })),
    });
    const { sleep, delays } = recordingSleep();
    const body = await client(url, { sleep }).GET("/v1/public/orders/{guid}", byGuid);
    expect(body.data.object.number).toBe("ORDER-1");
    expect(delays).toEqual([3000]);
    expect(on(ORDER_PATH)).toHaveLength(2);
  });

  it("waits until the HTTP date of a Retry-After", async () => {
    const retryAt = new Date(FIXED_NOW + 5000).toUTCString();
    const { url } = await serve({
      [ORDER_PATH]: failThenSucceed((response) => json(response, 429, {}, { "retry-after": retryAt })),
    });
    const { sleep, delays } = recordingSleep();
    await client(url, { sleep, now: () => FIXED_NOW }).GET("/v1/public/orders/{guid}", byGuid);
    expect(delays).toEqual([5000]);
  });

  it("backs off exponentially with jitter when a 503 gives no Retry-After", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: failThenSucceed(unavailable(), unavailable(), unavailable()) });
    const { sleep, delays } = recordingSleep();
    await client(url, { sleep, random: () => 0.5, retryBaseDelay: 100, maxRetries: 3 }).GET(
      "/v1/public/orders/{guid}",
      byGuid,
    );
    expect(delays).toEqual([50, 100, 200]);
    expect(on(ORDER_PATH)).toHaveLength(4);
  });

  it("caps a backoff delay at retryMaxDelay", async () => {
    const { url } = await serve({ [ORDER_PATH]: failThenSucceed(unavailable(), unavailable(), unavailable()) });
    const { sleep, delays } = recordingSleep();
    await client(url, { sleep, random: () => 0.999, retryBaseDelay: 100, retryMaxDelay: 150, maxRetries: 3 }).GET(
      "/v1/public/orders/{guid}",
      byGuid,
    );
    expect(delays).toEqual([99, 149, 149]);
  });

  it("does not wait for a Retry-After longer than maxRetryAfter: the 429 is thrown with the wait asked", async () => {
    const { url, on } = await serve({
      [ORDER_PATH]: failThenSucceed((response) => json(response, 429, {}, { "retry-after": "120" })),
    });
    const { sleep, delays } = recordingSleep();
    const error = await client(url, { sleep, maxRetryAfter: 60_000 })
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(delays).toEqual([]);
    expect(on(ORDER_PATH)).toHaveLength(1);
  });
});

describe("maxRetries", () => {
  it.each([
    { where: "client", clientRetries: 0, callRetries: undefined, attempts: 1 },
    { where: "client", clientRetries: 1, callRetries: undefined, attempts: 2 },
    { where: "client", clientRetries: 4, callRetries: undefined, attempts: 5 },
    { where: "call", clientRetries: 4, callRetries: 0, attempts: 1 },
    { where: "call", clientRetries: 0, callRetries: 2, attempts: 3 },
  ])(
    "maxRetries $clientRetries on the $where ($callRetries per call) makes exactly $attempts attempts",
    async (row) => {
      const { url, on } = await serve({ [ORDER_PATH]: (_request, response) => unavailable()(response) });
      const { sleep, delays } = recordingSleep();
      const shipper = client(url, { sleep, maxRetries: row.clientRetries });
      const error = await shipper
        .GET("/v1/public/orders/{guid}", { ...byGuid, maxRetries: row.callRetries })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, errorId: "UNAVAILABLE" });
      expect(on(ORDER_PATH)).toHaveLength(row.attempts);
      expect(delays).toHaveLength(row.attempts - 1);
    },
  );

  it("rejects a negative or fractional maxRetries, on the client and per call", async () => {
    expect(() => client("http://127.0.0.1:1", { maxRetries: -1 })).toThrow(/option 'maxRetries' must be an integer/);
    const shipper = client("http://127.0.0.1:1");
    await expect(shipper.GET("/v1/public/orders/{guid}", { ...byGuid, maxRetries: 1.5 })).rejects.toThrow(
      /GET \/v1\/public\/orders\/\{guid\}: option 'maxRetries' must be an integer/,
    );
  });
});

describe("which methods are retried", () => {
  it.each([
    { method: "GET", retry: undefined, attempts: 2 },
    { method: "PUT", retry: undefined, attempts: 2 },
    { method: "POST", retry: undefined, attempts: 1 },
    { method: "PATCH", retry: undefined, attempts: 1 },
    { method: "POST", retry: true, attempts: 2 },
    { method: "PATCH", retry: true, attempts: 2 },
    { method: "GET", retry: false, attempts: 1 },
  ])("$method with retry=$retry after a 503 makes $attempts attempt(s)", async ({ method, retry, attempts }) => {
    const { url, on } = await serve({
      [ORDER_PATH]: failThenSucceed(unavailable()),
      [ORDERS]: failThenSucceed(unavailable()),
    });
    const { sleep } = recordingSleep();
    const shipper = client(url, { sleep, maxRetries: 1 });
    const body = { vehicles: [{ type: "sedan" as const }] };
    const call =
      method === "GET"
        ? shipper.GET("/v1/public/orders/{guid}", { ...byGuid, retry })
        : method === "PUT"
          ? shipper.PUT("/v1/public/orders/{guid}", { ...byGuid, body, retry })
          : method === "PATCH"
            ? shipper.PATCH("/v1/public/orders/{guid}", { ...byGuid, body, retry })
            : shipper.POST("/v1/public/orders", { body, retry });
    const outcome = await call.then(
      () => "ok",
      (error: unknown) => error,
    );
    expect(on(method === "POST" ? ORDERS : ORDER_PATH)).toHaveLength(attempts);
    if (attempts === 2) expect(outcome).toBe("ok");
    else expect(outcome).toMatchObject({ name: "ApiError", status: 503 });
  });
});

describe("connection failures", () => {
  it("retries a GET whose connection was reset, then succeeds", async () => {
    const { url, on } = await serve({
      [ORDER_PATH]: (request, response, index) =>
        index === 0 ? reset(request, response, index) : json(response, 200, orderEnvelope()),
    });
    const { sleep, delays } = recordingSleep();
    const body = await client(url, { sleep }).GET("/v1/public/orders/{guid}", byGuid);
    expect(body.data.object.guid).toBe(ORDER_GUID);
    expect(on(ORDER_PATH)).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it("does not retry a POST whose connection was reset: NetworkError after one attempt", async () => {
    const { url, on } = await serve({ [ORDERS]: reset });
    const { sleep } = recordingSleep();
    const error = await client(url, { sleep })
      .POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan" }] } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operation: { method: "POST", path: ORDERS } });
    expect((error as NetworkError).message).toMatch(/^POST \/v1\/public\/orders failed before an HTTP answer: /);
    expect(on(ORDERS)).toHaveLength(1);
  });

  it("retries a POST whose connection was reset when the call opts in", async () => {
    const { url, on } = await serve({
      [ORDERS]: (request, response, index) =>
        index === 0 ? reset(request, response, index) : json(response, 200, orderEnvelope()),
    });
    const { sleep } = recordingSleep();
    await client(url, { sleep }).POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan" }] }, retry: true });
    expect(on(ORDERS)).toHaveLength(2);
  });

  it("gives a NetworkError with the system code when nothing listens", async () => {
    const { url } = await serve({});
    await stop();
    const error = await client(url, { maxRetries: 0 })
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("ECONNREFUSED");
  });
});

describe("time limits and aborts", () => {
  it("gives a TimeoutError when the server never answers within the per-call timeout", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: hang });
    const error = await client(url, { maxRetries: 0 })
      .GET("/v1/public/orders/{guid}", { ...byGuid, timeout: 200 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 200, operation: { method: "GET", path: "/v1/public/orders/{guid}" } });
    expect(on(ORDER_PATH)).toHaveLength(1);
  });

  it("retries a timed-out GET like a network failure, within maxRetries", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: hang });
    const { sleep } = recordingSleep();
    const error = await client(url, { sleep, timeout: 150, maxRetries: 1 })
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(on(ORDER_PATH)).toHaveLength(2);
  });

  it("times out a response whose body never ends", async () => {
    const { url } = await serve({
      [ORDER_PATH]: (_request, response) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"status":');
      },
    });
    const error = await client(url, { maxRetries: 0, timeout: 200 })
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("times out an injected fetch that ignores the signal", async () => {
    const never = () => new Promise<Response>(() => {});
    const { url } = await serve({});
    const shipper = client(url, {
      maxRetries: 0,
      timeout: 100,
      fetch: (request) => (request.url.includes("/oauth/") ? fetch(request) : never()),
    });
    await expect(shipper.GET("/v1/public/orders/{guid}", byGuid)).rejects.toBeInstanceOf(TimeoutError);
  });

  it("rejects with the caller's abort reason while a request hangs, and does not retry", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: hang });
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const pending = client(url).GET("/v1/public/orders/{guid}", { ...byGuid, signal: controller.signal });
    await expect.poll(() => on(ORDER_PATH).length).toBe(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(on(ORDER_PATH)).toHaveLength(1);
  });

  it("stops waiting between retries when the caller aborts", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: (_request, response) => unavailable()(response) });
    const controller = new AbortController();
    const reason = new Error("stop");
    const sleep = async () => {
      controller.abort(reason);
    };
    await expect(
      client(url, { sleep, maxRetries: 3 }).GET("/v1/public/orders/{guid}", { ...byGuid, signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(on(ORDER_PATH)).toHaveLength(1);
  });

  it("does not send a call whose signal is already aborted", async () => {
    const { url, on } = await serve({ [ORDER_PATH]: failThenSucceed() });
    const reason = new Error("too late");
    await expect(
      client(url).GET("/v1/public/orders/{guid}", { ...byGuid, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(on(ORDER_PATH)).toHaveLength(0);
  });

  it("rejects a timeout that is not a positive number", () => {
    expect(() => client("http://127.0.0.1:1", { timeout: 0 })).toThrow(/option 'timeout' must be a number > 0/);
  });
});
