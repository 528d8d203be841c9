/**
 * No credential (client secret, its Basic header, an access token, the API key) in any error or log line: every
 * error type is serialised with JSON.stringify and util.inspect (hidden fields, causes) and searched.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPricingClient, createShipperClient } from "../../src/index.js";
import {
  json,
  ORDER_GUID,
  ORDER_PATH,
  type Received,
  type ScriptedServer,
  startScriptedServer,
} from "../support/scripted-server.js";

const CLIENT_SECRET = "s3cr3t-client-value";
const API_KEY = "pr1c1ng-api-key-value";
const BASIC = Buffer.from(`client-a:${CLIENT_SECRET}`).toString("base64");
const TOKEN_PREFIX = "tok3n-value";
const SECRETS = [CLIENT_SECRET, API_KEY, BASIC, TOKEN_PREFIX];
const byGuid = { params: { path: { guid: ORDER_GUID } } };

/** Everything a server received, echoed back: headers (credentials included) and body. */
function echo(request: Received) {
  return { headers: request.headers, body: request.body.toString("utf8") };
}

let server: ScriptedServer;
let badTokenServer: ScriptedServer;
const logLines: string[] = [];

beforeAll(async () => {
  let tokens = 0;
  server = await startScriptedServer({
    "/oauth/token": (_request, response) => {
      tokens += 1;
      json(response, 200, { access_token: `${TOKEN_PREFIX}-${tokens}`, token_type: "bearer", expires_in: 3600 });
    },
    [ORDER_PATH]: (request, response) =>
      json(response, 400, {
        status: "fail",
        data: { error_id: "VALIDATION_ERROR", message: `secret ${CLIENT_SECRET}`, details: echo(request) },
      }),
    "/v1/public/orders": (_request, response) => response.socket?.destroy(),
    "/v1/public/orders/find_by_vin/HANG": () => {},
    "/v1/public/webhooks": (request, response) => json(response, 401, echo(request)),
    "/api/v1/recommended-price": (request, response) =>
      json(response, 400, {
        meta: { status: "fail" },
        data: { message: `bad key ${API_KEY}`, details: echo(request) },
      }),
  });
  badTokenServer = await startScriptedServer({
    "/malformed/oauth/token": (request, response) =>
      json(response, 200, { access_token: `${TOKEN_PREFIX}-x`, note: request.headers.authorization }),
    "/oauth/token": (request, response) =>
      json(response, 401, {
        timestamp: "2026-03-14T09:30:00.000+0000",
        status: 401,
        error: "Unauthorized",
        message: `Bad credentials ${request.headers.authorization}`,
        path: "/oauth/token",
      }),
  });
});

afterAll(async () => {
  await server.close();
  await badTokenServer.close();
});

function shipperAt(url: string) {
  return createShipperClient({
    baseUrl: url,
    clientId: "client-a",
    clientSecret: CLIENT_SECRET,
    maxRetries: 1,
    sleep: async () => {},
    logger: (line) => logLines.push(line),
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

/** Every way an error may be written out. */
function renderings(error: unknown): string[] {
  const cause = (error as { cause?: unknown }).cause;
  return [
    JSON.stringify(error),
    inspect(error, { depth: null, showHidden: true }),
    String(error),
    (error as Error).stack ?? "",
    inspect(cause, { depth: null, showHidden: true }),
  ];
}

describe("no credential in errors or logs", () => {
  it.each([
    {
      name: "ApiError whose body echoes the bearer token and the secret",
      run: () => failure(shipperAt(server.url).GET("/v1/public/orders/{guid}", byGuid)),
      type: "ApiError",
    },
    {
      name: "ApiError after a 401 twice (the renewed token echoed too)",
      run: () => failure(shipperAt(server.url).GET("/v1/public/webhooks")),
      type: "ApiError",
    },
    {
      name: "NetworkError (connection reset)",
      run: () => failure(shipperAt(server.url).POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan" }] } })),
      type: "NetworkError",
    },
    {
      name: "TimeoutError",
      run: () =>
        failure(
          shipperAt(server.url).GET("/v1/public/orders/find_by_vin/{vin}", {
            params: { path: { vin: "HANG" } },
            timeout: 100,
          }),
        ),
      type: "TimeoutError",
    },
    {
      name: "token endpoint 401 echoing the Basic header",
      run: () => failure(shipperAt(badTokenServer.url).GET("/v1/public/webhooks")),
      type: "ApiError",
    },
    {
      name: "token response without expires_in (but with the token)",
      run: () => failure(shipperAt(`${badTokenServer.url}/malformed`).GET("/v1/public/webhooks")),
      type: "ApiError",
    },
    {
      name: "pricing ApiError echoing the API key",
      run: () =>
        failure(
          createPricingClient({ baseUrl: server.url, apiKey: API_KEY }).POST("/api/v1/recommended-price", {
            body: { pickup: { zip: "75204" }, delivery: { zip: "30308" }, vehicles: [] },
          }),
        ),
      type: "ApiError",
    },
    {
      name: "pricing NetworkError (nothing listens)",
      run: () =>
        failure(
          createPricingClient({ baseUrl: "http://127.0.0.1:9", apiKey: API_KEY, maxRetries: 0 }).POST(
            "/api/v1/recommended-price",
            { body: { pickup: { zip: "75204" }, delivery: { zip: "30308" }, vehicles: [] } },
          ),
        ),
      type: "NetworkError",
    },
    {
      name: "options TypeError next to a secret",
      run: async () => {
        try {
          createShipperClient({ baseUrl: "ftp://x", clientId: "client-a", clientSecret: CLIENT_SECRET });
        } catch (error) {
          return error;
        }
        throw new Error("expected a TypeError");
      },
      type: "TypeError",
    },
  ])("$name", async ({ run, type }) => {
    const error = await run();
    expect((error as Error).name).toBe(type);
    for (const text of renderings(error)) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }
  });

  it("the echoing servers did receive the credentials (so the checks above could fail)", () => {
    const seen = JSON.stringify(server.received.map((request) => request.headers));
    expect(seen).toContain(BASIC);
    expect(seen).toContain(TOKEN_PREFIX);
    expect(seen).toContain(API_KEY);
  });

  it("log lines carry no credential", () => {
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      for (const secret of SECRETS) expect(line).not.toContain(secret);
    }
  });
});
