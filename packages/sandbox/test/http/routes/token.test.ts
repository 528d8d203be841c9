import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basic, call, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../../support/sandbox.js";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let sandbox: TestSandbox;
let shortLived: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    clients: [
      { clientId: "alpha", clientSecret: "alpha-secret" },
      { clientId: "beta", clientSecret: "beta-secret" },
    ],
  });
  shortLived = await startTestSandbox({ tokenTtlSeconds: 60 });
});

afterAll(async () => {
  expect(responseMismatches(sandbox)).toEqual([]);
  expect(responseMismatches(shortLived)).toEqual([]);
  await sandbox.close();
  await shortLived.close();
});

const tokenUrl = (box: TestSandbox, query = "?grant_type=client_credentials") => `${box.url}/oauth/token${query}`;

describe("POST /oauth/token", () => {
  it("issues the spec's TokenResponse for good credentials", async () => {
    const response = await call(tokenUrl(sandbox), "POST", {
      headers: { authorization: basic("alpha", "alpha-secret") },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      token_type: "bearer",
      expires_in: 864000,
      scope: "read write",
      org_guid: sandbox.organisations.alpha,
      iat: Math.floor(sandbox.clock.now() / 1000),
    });
    expect(response.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(response.body.sub).toMatch(UUID);
    expect(response.body.jti).toMatch(UUID);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("gives expires_in from the tokenTtlSeconds option", async () => {
    const response = await call(tokenUrl(shortLived), "POST", {
      headers: { authorization: basic("sandbox-client-id", "sandbox-client-secret") },
    });
    expect(response.body.expires_in).toBe(60);
  });

  it.each([
    ["a wrong secret", basic("alpha", "wrong"), "Bad credentials"],
    ["an unknown client", basic("nobody", "alpha-secret"), "Bad credentials"],
    ["another client's secret", basic("alpha", "beta-secret"), "Bad credentials"],
    ["no Authorization header", undefined, "Full authentication is required to access this resource"],
    ["a bearer instead of Basic", "Bearer abc", "Full authentication is required to access this resource"],
    [
      "Basic without a colon",
      `Basic ${Buffer.from("alpha").toString("base64")}`,
      "Full authentication is required to access this resource",
    ],
  ])("answers 401 TokenAuthError for %s", async (_, authorization, message) => {
    const response = await call(tokenUrl(sandbox), "POST", { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      timestamp: expect.stringMatching(DATE_TIME),
      status: 401,
      error: "Unauthorized",
      message,
      path: "/oauth/token",
    });
    expect(response.text).not.toContain("secret");
  });

  it.each([
    ["", "Missing grant type"],
    ["?grant_type=password", "Unsupported grant type: password"],
    ["?grant_type=", "Unsupported grant type: "],
    ["?grant_type=client_credentials&grant_type=password", "Unsupported grant type: (several values)"],
  ])("answers 400 invalid_request for the query '%s'", async (query, description) => {
    const response = await call(tokenUrl(sandbox, query), "POST", {
      headers: { authorization: basic("alpha", "alpha-secret") },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "invalid_request", error_description: description });
  });

  it("checks the credentials before the grant type", async () => {
    const response = await call(tokenUrl(sandbox, ""), "POST", { headers: { authorization: basic("alpha", "nope") } });
    expect(response.status).toBe(401);
  });

  it("ignores a body on the token request", async () => {
    const response = await call(tokenUrl(sandbox), "POST", {
      headers: { authorization: basic("alpha", "alpha-secret") },
      raw: "grant_type=client_credentials",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
  });
});

describe("bearer tokens on the shipper API", () => {
  it.each([
    ["no Authorization header", {}, "Full authentication is required to access this resource"],
    ["an unknown token", { authorization: "Bearer not-a-token" }, "Invalid or expired access token"],
    [
      "Basic credentials",
      { authorization: basic("alpha", "alpha-secret") },
      "Full authentication is required to access this resource",
    ],
    ["an empty bearer", { authorization: "Bearer " }, "Full authentication is required to access this resource"],
  ])("answers 401 AUTH_ERROR for %s", async (_, headers, message) => {
    const response = await call(`${sandbox.url}/v1/public/orders`, "GET", { headers });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: "fail", data: { error_id: "AUTH_ERROR", message, details: null } });
  });

  it("checks the token before the body (401 wins over 415 and 400)", async () => {
    const response = await call(`${sandbox.url}/v1/public/orders`, "POST", { raw: "{oops", contentType: "text/plain" });
    expect(response.status).toBe(401);
  });

  it("expires a token on the sandbox clock, not before", async () => {
    const shipper = await Shipper.connect(shortLived);
    shortLived.clock.advance(59_999);
    expect((await shipper.get("/orders")).status).toBe(200);
    shortLived.clock.advance(1);
    const expired = await shipper.get("/orders");
    expect(expired.status).toBe(401);
    expect(expired.body.data.message).toBe("Invalid or expired access token");
    const fresh = await Shipper.connect(shortLived);
    expect((await fresh.get("/orders")).status).toBe(200);
  });
});

describe("organisations", () => {
  it("keeps each client's orders invisible to the others", async () => {
    const alpha = await Shipper.connect(sandbox, "alpha", "alpha-secret");
    const beta = await Shipper.connect(sandbox, "beta", "beta-secret");
    const order = await alpha.createOrder();
    expect(sandbox.organisations.alpha).not.toBe(sandbox.organisations.beta);
    expect((await alpha.get(`/orders/${order.guid}`)).status).toBe(200);
    for (const path of [`/orders/${order.guid}`, `/orders/${order.guid}/activities`, `/orders/${order.guid}/bol`]) {
      const response = await beta.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.data.error_id).toBe("NOT_FOUND");
    }
    expect((await beta.patch(`/orders/${order.guid}`, { number: "stolen" })).status).toBe(404);
    expect((await beta.put(`/orders/${order.guid}/mark_as_paid`, {})).status).toBe(404);
    expect((await beta.get("/orders/find_by_vin/4T1C11AK5NU612345")).status).toBe(404);
    const betaList = await beta.get("/orders");
    expect(betaList.body.data.objects.map((o: { guid: string }) => o.guid)).not.toContain(order.guid);
    expect((await alpha.get(`/orders/${order.guid}`)).body.data.object.number).toBe("ORDER-10482");
  });

  it("gives every token of the same client the same organisation", async () => {
    const first = await Shipper.connect(sandbox, "alpha", "alpha-secret");
    const second = await Shipper.connect(sandbox, "alpha", "alpha-secret");
    const order = await first.createOrder();
    expect((await second.get(`/orders/${order.guid}`)).status).toBe(200);
  });
});
