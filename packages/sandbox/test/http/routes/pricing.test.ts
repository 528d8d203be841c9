import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendPrice } from "../../../src/pricing/index.js";
import { call, responseMismatches, START, startTestSandbox, type TestSandbox } from "../../support/sandbox.js";

const REQUEST = {
  trailer_type: "open",
  pickup: { zip: "60601" },
  delivery: { city: "Houston", state: "TX" },
  vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2022" }],
};

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ pricingApiKey: "test-pricing-key" });
});

afterAll(async () => {
  expect(responseMismatches(sandbox)).toEqual([]);
  await sandbox.close();
});

const post = (version: 1 | 2, body: unknown, headers: Record<string, string> = { "x-api-key": "test-pricing-key" }) =>
  call(`${sandbox.url}/api/v${version}/recommended-price`, "POST", { body, headers });

describe("POST /api/v1|v2/recommended-price", () => {
  it.each([1, 2] as const)("v%i answers the engine's result for the sandbox clock's time", async (version) => {
    const response = await post(version, REQUEST);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(recommendPrice(REQUEST as never, version, new Date(START)).body);
    expect(response.body.meta.status).toBe("success");
  });

  it("dates v2's recent moves from the sandbox clock", async () => {
    const before = await post(2, REQUEST);
    sandbox.clock.advance(30 * 24 * 3600 * 1000);
    const after = await post(2, REQUEST);
    expect(after.body).toEqual(recommendPrice(REQUEST as never, 2, new Date(sandbox.clock.now())).body);
    expect(after.body.data.recent_moves).not.toEqual(before.body.data.recent_moves);
    expect(after.body.data.price).toBe(before.body.data.price);
  });

  it.each([
    ["no key", {}, "Missing X-API-Key header"],
    ["a wrong key", { "x-api-key": "sandbox-pricing-key" }, "Invalid API key"],
    ["a bearer token instead", { authorization: "Bearer x" }, "Missing X-API-Key header"],
  ])("answers 401 in the pricing error shape for %s", async (_, headers, message) => {
    const response = await post(1, REQUEST, headers);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ meta: { status: "fail" }, data: { message, details: null } });
  });

  it.each([
    ["no vehicles", { ...REQUEST, vehicles: [] }, "vehicles"],
    ["a location without zip or city/state", { ...REQUEST, pickup: { city: "Chicago" } }, "pickup.state"],
    ["an unknown field", { ...REQUEST, rush: true }, "rush"],
    ["a numeric year", { ...REQUEST, vehicles: [{ ...REQUEST.vehicles[0], year: 2022 }] }, "vehicles.0.year"],
    ["a bad trailer type", { ...REQUEST, trailer_type: "flatbed" }, "trailer_type"],
  ])("answers 400 with field details for %s", async (_, body, field) => {
    const response = await post(2, body);
    expect(response.status).toBe(400);
    expect(response.body.meta).toEqual({ status: "fail" });
    expect(response.body.data.message).toBe("Validation failed");
    expect(Object.keys(response.body.data.details)).toContain(field);
  });

  it("answers 400 from the engine for an unknown place", async () => {
    const response = await post(1, { ...REQUEST, pickup: { zip: "00000" } });
    expect(response.status).toBe(400);
    expect(response.body.meta.status).toBe("fail");
    expect(response.body.data.message).toEqual(expect.any(String));
  });

  it.each([
    ["malformed JSON", { raw: "{", contentType: "application/json" }, 400],
    ["a text body", { raw: "hello", contentType: "text/plain" }, 415],
    ["no body", { contentType: "application/json" }, 400],
    ["a huge body", { body: { pad: "x".repeat(1_100_000) } }, 413],
  ])("answers %s in the pricing error shape", async (_, options, status) => {
    const response = await call(`${sandbox.url}/api/v1/recommended-price`, "POST", {
      ...options,
      headers: { "x-api-key": "test-pricing-key" },
    });
    expect(response.status).toBe(status);
    expect(response.body.meta).toEqual({ status: "fail" });
    expect(response.body.data.message).toEqual(expect.any(String));
  });

  it.each([
    ["GET", "/api/v1/recommended-price", 405],
    ["POST", "/api/v3/recommended-price", 404],
  ])("answers %s %s with %i in the pricing error shape", async (method, path, status) => {
    const response = await call(`${sandbox.url}${path}`, method, { headers: { "x-api-key": "test-pricing-key" } });
    expect(response.status).toBe(status);
    expect(response.body.meta).toEqual({ status: "fail" });
  });
});
