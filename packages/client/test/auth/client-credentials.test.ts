/** The client-credentials flow over real HTTP: the token request, its reuse, renewal after expiry and after a 401. */
import { describe, expect, it } from "vitest";
import { ApiError, createShipperClient } from "../../src/index.js";
import type { ShipperClientOptions } from "../../src/options.js";
import {
  bearerOf,
  json,
  ORDER_GUID,
  ORDER_PATH,
  orderEnvelope,
  recordingSleep,
  type Script,
  tokenScript,
  useScriptedServer,
} from "../support/scripted-server.js";

const TOKEN = "/oauth/token";
const byGuid = { params: { path: { guid: ORDER_GUID } } };
const authError = { status: "fail", data: { error_id: "AUTH_ERROR", message: "Token expired", details: null } };

const { serve } = useScriptedServer({ token: false });

function client(url: string, options: Partial<ShipperClientOptions> = {}) {
  return createShipperClient({ baseUrl: url, clientId: "client-a", clientSecret: "s3cr3t-value", ...options });
}

/** Answers the order to the given token only, 401 (envelope) to any other. */
function orderFor(token: string): Script {
  return (request, response) =>
    bearerOf(request) === token ? json(response, 200, orderEnvelope()) : json(response, 401, authError);
}

describe("the token request", () => {
  it("is POST /oauth/token?grant_type=client_credentials with HTTP Basic and no body", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), [ORDER_PATH]: orderFor("token-1") });
    await client(url).GET("/v1/public/orders/{guid}", byGuid);
    const [tokenRequest] = on(TOKEN);
    expect(tokenRequest?.method).toBe("POST");
    expect(tokenRequest?.url).toBe("/oauth/token?grant_type=client_credentials");
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from("client-a:s3cr3t-value").toString("base64")}`,
    );
    expect(tokenRequest?.body.length).toBe(0);
    expect(on(ORDER_PATH)[0]?.headers.authorization).toBe("Bearer token-1");
  });

  it("is made once for many calls while the token is fresh", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), [ORDER_PATH]: orderFor("token-1") });
    const shipper = client(url);
    for (let i = 0; i < 3; i++) await shipper.GET("/v1/public/orders/{guid}", byGuid);
    expect(on(TOKEN)).toHaveLength(1);
  });

  it("is made once for 50 concurrent calls on a new client", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), [ORDER_PATH]: orderFor("token-1") });
    const shipper = client(url);
    await Promise.all(Array.from({ length: 50 }, () => shipper.GET("/v1/public/orders/{guid}", byGuid)));
    expect(on(TOKEN)).toHaveLength(1);
    expect(on(ORDER_PATH)).toHaveLength(50);
  });

  it("is made exactly once more for 50 concurrent calls on an expired token", async () => {
    const clock = { now: 1_000_000 };
    const anyToken: Script = (_request, response) => json(response, 200, orderEnvelope());
    const { url, on } = await serve({ [TOKEN]: tokenScript(600), [ORDER_PATH]: anyToken });
    const shipper = client(url, { now: () => clock.now });
    await shipper.GET("/v1/public/orders/{guid}", byGuid);
    clock.now += 600_000; // token-1 has expired
    await Promise.all(Array.from({ length: 50 }, () => shipper.GET("/v1/public/orders/{guid}", byGuid)));
    expect(on(TOKEN)).toHaveLength(2);
    const tokensUsed = on(ORDER_PATH).map(bearerOf);
    expect(tokensUsed[0]).toBe("token-1");
    expect(new Set(tokensUsed.slice(1))).toEqual(new Set(["token-2"]));
  });

  it("is renewed ahead of expiry by tokenRefreshMargin", async () => {
    const clock = { now: 0 };
    const { url, on } = await serve({
      [TOKEN]: tokenScript(600),
      [ORDER_PATH]: (_r, response) => json(response, 200, orderEnvelope()),
    });
    const shipper = client(url, { now: () => clock.now, tokenRefreshMargin: 60_000 });
    await shipper.GET("/v1/public/orders/{guid}", byGuid);
    clock.now = 539_999;
    await shipper.GET("/v1/public/orders/{guid}", byGuid);
    expect(on(TOKEN)).toHaveLength(1);
    clock.now = 540_000;
    await shipper.GET("/v1/public/orders/{guid}", byGuid);
    expect(on(TOKEN)).toHaveLength(2);
    expect(on(ORDER_PATH).map(bearerOf)).toEqual(["token-1", "token-1", "token-2"]);
  });

  it("is retried on 503 (the token request is safe to repeat)", async () => {
    const { sleep, delays } = recordingSleep();
    const { url, on } = await serve({
      [TOKEN]: (request, response, index) =>
        index === 0 ? json(response, 503, {}) : tokenScript()(request, response, index - 1),
      [ORDER_PATH]: orderFor("token-1"),
    });
    await client(url, { sleep }).GET("/v1/public/orders/{guid}", byGuid);
    expect(on(TOKEN)).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });
});

describe("a 401 on a call", () => {
  it("renews the token and tries the call once more", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), [ORDER_PATH]: orderFor("token-2") });
    const body = await client(url).GET("/v1/public/orders/{guid}", byGuid);
    expect(body.data.object.number).toBe("ORDER-1");
    expect(on(TOKEN)).toHaveLength(2);
    expect(on(ORDER_PATH).map(bearerOf)).toEqual(["token-1", "token-2"]);
  });

  it("renews even for a POST (a 401 means the call was not carried out)", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), "/v1/public/orders": orderFor("token-2") });
    await client(url).POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan" }] } });
    expect(on("/v1/public/orders").map(bearerOf)).toEqual(["token-1", "token-2"]);
  });

  it("gives up after one renewal: a second 401 is an ApiError", async () => {
    const { url, on } = await serve({ [TOKEN]: tokenScript(), [ORDER_PATH]: orderFor("never") });
    const error = await client(url)
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: "failure", errorId: "AUTH_ERROR" });
    expect(on(TOKEN)).toHaveLength(2);
    expect(on(ORDER_PATH)).toHaveLength(2);
  });

  it("also renews after a 401 without a body (the public documentation's variant)", async () => {
    const { url, on } = await serve({
      [TOKEN]: tokenScript(),
      [ORDER_PATH]: (request, response) => {
        if (bearerOf(request) === "token-2") json(response, 200, orderEnvelope());
        else response.writeHead(401).end();
      },
    });
    await client(url).GET("/v1/public/orders/{guid}", byGuid);
    expect(on(ORDER_PATH).map(bearerOf)).toEqual(["token-1", "token-2"]);
  });
});

describe("token endpoint failures", () => {
  it("lets a call's signal abort its wait for a token that does not come", async () => {
    const { url, on } = await serve({ [TOKEN]: () => {}, [ORDER_PATH]: orderFor("token-1") });
    const controller = new AbortController();
    const reason = new Error("no more waiting");
    const pending = client(url).GET("/v1/public/orders/{guid}", { ...byGuid, signal: controller.signal });
    await expect.poll(() => on(TOKEN).length).toBe(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(on(ORDER_PATH)).toHaveLength(0);
  });

  it("gives the token endpoint's 401 as an ApiError of kind token_auth on POST /oauth/token", async () => {
    const { url, on } = await serve({
      [TOKEN]: (_request, response) =>
        json(response, 401, {
          timestamp: "2026-03-14T09:30:00.000+0000",
          status: 401,
          error: "Unauthorized",
          message: "Bad credentials",
          path: "/oauth/token",
        }),
    });
    const error = await client(url)
      .GET("/v1/public/orders/{guid}", byGuid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      kind: "token_auth",
      serviceMessage: "Bad credentials",
      operation: { method: "POST", path: "/oauth/token" },
    });
    expect(on(ORDER_PATH)).toHaveLength(0);
  });

  it("gives a token response without access_token as an ApiError", async () => {
    const { url } = await serve({ [TOKEN]: (_request, response) => json(response, 200, { token_type: "bearer" }) });
    await expect(client(url).GET("/v1/public/orders/{guid}", byGuid)).rejects.toMatchObject({
      name: "ApiError",
      status: 200,
      message: expect.stringContaining("the token response has no access_token"),
    });
  });
});
