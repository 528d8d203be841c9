import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushCoverage } from "../../src/coverage/recorder.js";
import { readRecords } from "../../src/coverage/report.js";
import { createCall } from "../../src/harness/call.js";
import { REDACTED } from "../../src/harness/redact.js";
import type { ProbedTarget } from "../../src/target/probe.js";
import { type ScriptedServer, scriptedServer, sendJson } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
const GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";
const ORDER = { status: "success", data: { object: { guid: GUID, status: "new" } } };
const LIST = {
  status: "success",
  data: { objects: [], pagination: { total_pages: 0, total_objects: 0, limit: 25, page: 0 } },
};

const TOO_LARGE = { status: "fail", data: { error_id: "PAYLOAD_TOO_LARGE", message: "Too large", details: null } };

/** Answers by path: a conforming order, a 500, or a token response that leaks its token and breaks the spec. */
let server: ScriptedServer;
let target: ProbedTarget;

beforeAll(async () => {
  server = await scriptedServer((request, response) => {
    const path = request.url?.split("?")[0] ?? "";
    if (path === "/oauth/token") return sendJson(response, 200, { access_token: "leaked-token-value" });
    if (path.endsWith("/broken")) return sendJson(response, 500, { error: "boom" });
    if (path.endsWith("/echo"))
      return sendJson(response, 500, { said: "second-secret-value own-org-secret-value suite-token b-token" });
    if (path.includes("/too-large/")) return sendJson(response, 413, TOO_LARGE);
    if (path.startsWith("/api/")) return sendJson(response, 401, { meta: { status: "fail" }, data: { message: "no" } });
    if (path === "/v1/public/orders" && request.method === "GET") return sendJson(response, 200, LIST);
    return sendJson(response, 200, ORDER);
  });
  target = {
    shipperUrl: server.url,
    clientId: "ci",
    clientSecret: "client-secret-value",
    pricing: { url: server.url, apiKey: "pricing-key-value" },
    sandbox: false,
    clock: undefined,
    capabilities: {
      testHelpers: false,
      testClock: false,
      writes: false,
      pricing: true,
      webhooks: false,
      secondClient: true,
    },
    second: { clientId: "ci-2", clientSecret: "second-secret-value" },
    organisations: [{ clientId: "ci-3", clientSecret: "own-org-secret-value" }],
  };
});

afterAll(async () => {
  await server.close();
});

const call = () => createCall(target, () => "suite-token");
const last = () => server.requests.at(-1);

describe("call(operationId, options)", () => {
  it("fills the path template (escaped) and the query (repeated keys) from the spec", async () => {
    await call()("getOrder", { path: { guid: "a b/c" } }).expectStatus(200);
    expect(last()?.url).toBe("/v1/public/orders/a%20b%2Fc");
    await call()("listOrders", { query: { page: 1, sort: ["created_at,desc", "number"] } }).expectStatus(200);
    expect(last()?.url).toBe("/v1/public/orders?page=1&sort=created_at%2Cdesc&sort=number");
  });

  it("authenticates each API its own way, and leaves it out on request", async () => {
    await call()("getOrder", { path: { guid: GUID } });
    expect(last()?.headers.authorization).toBe("Bearer suite-token");
    await call()("getOrder", { path: { guid: GUID }, token: null });
    expect(last()?.headers.authorization).toBeUndefined();
    await call()("getRecommendedPriceV1", { body: {} }).expectStatus(401);
    expect(last()?.headers["x-api-key"]).toBe("pricing-key-value");
    await call()("getRecommendedPriceV1", { body: {}, apiKey: null }).expectStatus(401);
    expect(last()?.headers["x-api-key"]).toBeUndefined();
  });

  it("a value the test reads with returns() that the answer lacks fails as the answer's fault, with its pointer", async () => {
    const order = await call()("getOrder", { path: { guid: GUID } })
      .expectStatus(200)
      .returns("data.object")
      .toss();
    expect(order).toMatchObject({ guid: expect.any(String) });
    const error = await call()("getOrder", { path: { guid: GUID } })
      .expectStatus(200)
      .returns("data.object.carrier")
      .toss()
      .catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(
      /^getOrder \(GET \/v1\/public\/orders\/[\w-]+\): status 200 as expected\n {2}getOrder 200: \/data\/object\/carrier is missing \(the test reads it\)/,
    );
    // res.* reads the response itself: nothing to check there.
    await expect(
      call()("getOrder", { path: { guid: GUID } })
        .returns("res.body")
        .toss(),
    ).resolves.toBeDefined();
  });

  it("sends the body with the operation's media type (merge patch for PATCH)", async () => {
    await call()("updateOrderPartially", { path: { guid: GUID }, body: { instructions: "x" } }).expectStatus(200);
    expect(last()?.headers["content-type"]).toBe("application/merge-patch+json");
    await call()("createOrder", { body: {} }).expectStatus(200);
    expect(last()?.headers["content-type"]).toBe("application/json");
  });

  it("fails a response that breaks the spec even when the test expected its status", async () => {
    const error = await call()("getOrder", { path: { guid: "broken" } })
      .expectStatus(500)
      .toss()
      .catch((caught: Error) => caught);
    expect(error.message).toContain(
      "response breaks the spec: getOrder 500: (body) has status 500, which is not documented",
    );
    expect(error.message).toMatch(/^getOrder \(GET \/v1\/public\/orders\/broken\): status 500 as expected\n/);
    expect(error.message).toContain('\n  body: {"error":"boom"}');
  });

  it("keeps tokens and secrets out of failure messages", async () => {
    const error = await call()("requestToken", { query: { grant_type: "client_credentials" } })
      .expectStatus(201)
      .toss()
      .catch((caught: Error) => caught);
    expect(error.message).toContain("requestToken (POST /oauth/token): expected status 201, got 200");
    expect(error.message).toContain(`"access_token":"${REDACTED}"`);
    expect(error.message).not.toContain("leaked-token-value");
    expect(last()?.headers.authorization).toBe(`Basic ${Buffer.from("ci:client-secret-value").toString("base64")}`);
  });

  it("keeps the other clients' secrets, the token sent and the suite's own token out of failure messages", async () => {
    const error = await call()("getOrder", { path: { guid: "echo" }, token: "b-token" })
      .expectStatus(200)
      .toss()
      .catch((caught: Error) => caught);
    expect(error.message).toContain("getOrder (GET /v1/public/orders/echo)");
    for (const secret of ["second-secret-value", "own-org-secret-value", "suite-token", "b-token"])
      expect(error.message).not.toContain(secret);
    expect(error.message).toContain(`${REDACTED} ${REDACTED} ${REDACTED} ${REDACTED}`);
  });

  it("records every (operation, status) received for coverage", async () => {
    const dir = tmp();
    flushCoverage(dir, "before");
    await call()("getOrder", { path: { guid: "broken" } })
      .toss()
      .catch(() => undefined);
    await call()("getOrder", { path: { guid: GUID } }).expectStatus(200);
    flushCoverage(dir, "after");
    expect(readRecords(dir).responses).toEqual(expect.arrayContaining(["getOrder 200", "getOrder 500"]));
  });

  it("sends a string or bytes as they are, with the content type asked for", async () => {
    const bytes = Buffer.from([0x2d, 0x2d, 0x62, 0x0d, 0x0a, 0xff, 0x00]);
    const contentType = "multipart/form-data; boundary=b";
    await call()("uploadOrderAttachment", { path: { order_guid: GUID }, body: bytes, contentType })
      .toss()
      .catch(() => {});
    expect(last()?.body.equals(bytes)).toBe(true);
    expect(last()?.headers["content-type"]).toBe(contentType);
    await call()("createOrder", { body: "{not json" })
      .toss()
      .catch(() => {});
    expect(last()?.body.toString()).toBe("{not json");
  });

  it("a framework answer is checked against the failure envelope and left out of the coverage", async () => {
    flushCoverage(tmp(), "earlier tests");
    const dir = tmp();
    const path = { order_guid: "too-large" };
    await call()("uploadOrderAttachment", { path, body: "x", frameworkAnswer: true }).expectStatus(413);
    const error = await call()("uploadOrderAttachment", {
      path: { order_guid: GUID },
      body: "x",
      frameworkAnswer: true,
    })
      .toss()
      .catch((caught: Error) => caught);
    expect(error.message).toContain(
      "uploadOrderAttachment 200 (framework answer): (body) is documented by the operation",
    );
    flushCoverage(dir, "after");
    expect(readRecords(dir).responses.filter((entry) => entry.startsWith("uploadOrderAttachment"))).toEqual([]);
  });

  it("refuses an unknown operation or a missing path parameter", () => {
    expect(() => call()("noSuchOperation")).toThrow(/unknown operationId/);
    expect(() => call()("getOrder")).toThrow("getOrder: path parameter 'guid' is missing");
  });
});
