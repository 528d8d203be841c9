import { describe, expect, it } from "vitest";
import { call, orderBody, type Shipper, type TestSandbox, useSandbox } from "../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

const envelope = (errorId: string) => ({
  status: "fail",
  data: { error_id: errorId, message: expect.any(String), details: null },
});

describe("framework-level answers in the failure envelope", () => {
  it.each([
    ["an unknown path", "GET", "/v1/public/nothing-here"],
    ["a path outside both services", "GET", "/"],
    ["a trailing slash", "GET", "/v1/public/orders/"],
  ])("answers 404 NOT_FOUND for %s", async (_, method, path) => {
    const response = await shipper.request(method, path.replace("/v1/public", ""));
    const direct = await call(`${sandbox.url}${path}`, method, {
      headers: { authorization: `Bearer ${shipper.token}` },
    });
    expect(direct.status).toBe(404);
    expect(direct.body).toEqual(envelope("NOT_FOUND"));
    expect(response.status).toBe(404);
  });

  it.each([
    ["DELETE", "/v1/public/orders", "GET, POST"],
    ["POST", "/v1/public/orders/3f2504e0-4f89-41d3-9a0c-0305e82c3301", "GET, PATCH, PUT"],
    ["GET", "/oauth/token", "POST"],
    ["HEAD", "/v1/public/orders", "GET, POST"],
  ])("answers 405 with Allow for %s %s", async (method, path, allow) => {
    const response = await call(`${sandbox.url}${path}`, method, {
      headers: { authorization: `Bearer ${shipper.token}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    if (method !== "HEAD") expect(response.body).toEqual(envelope("METHOD_NOT_ALLOWED"));
  });

  it("answers 400 VALIDATION_ERROR for malformed JSON", async () => {
    const response = await shipper.request("POST", "/orders", { raw: '{"number": ' });
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(response.body.data.details.body[0]).toMatch(/^must be well-formed JSON/);
  });

  it("answers 400 when a required body is missing", async () => {
    const response = await shipper.request("POST", "/orders", { contentType: "application/json" });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ body: ["is required"] });
  });

  it("answers 413 to a client still sending a large body, instead of resetting the connection", async () => {
    const body = JSON.stringify({ number: "x".repeat(6 * 1024 * 1024) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await shipper.request("POST", "/orders", { raw: body });
      expect([attempt, response.status, response.body?.data?.error_id]).toEqual([attempt, 413, "PAYLOAD_TOO_LARGE"]);
    }
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const response = await shipper.request("POST", "/orders", { body: { number: "x".repeat(1024 * 1024) } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(envelope("PAYLOAD_TOO_LARGE"));
  });

  it("accepts a body just under 1 MiB", async () => {
    const response = await shipper.request("POST", "/orders", { body: { number: "x".repeat(1024 * 1024 - 100) } });
    expect(response.status).toBe(200);
  });

  it.each([
    ["text/plain", "POST", "/orders"],
    ["application/xml", "POST", "/orders"],
    ["application/merge-patch+json", "POST", "/orders"],
    ["application/json", "PATCH", "/orders/ORDER"],
    ["multipart/form-data; boundary=x", "PUT", "/orders/ORDER"],
    [null, "POST", "/orders"],
  ])("answers 415 for Content-Type %s on %s %s", async (contentType, method, path) => {
    const order = await shipper.createOrder();
    const response = await shipper.request(method, path.replace("ORDER", order.guid), { raw: "{}", contentType });
    expect(response.status).toBe(415);
    expect(response.body).toEqual(envelope("UNSUPPORTED_MEDIA_TYPE"));
  });

  it("accepts JSON with a charset parameter and any letter case", async () => {
    const response = await shipper.request("POST", "/orders", {
      raw: JSON.stringify(orderBody()),
      contentType: "Application/JSON; charset=UTF-8",
    });
    expect(response.status).toBe(200);
  });
});

/** Bodies a careless or hostile client may send; none may give a 5xx or change state. */
const GARBAGE: [string, string][] = [
  ["a JSON array", "[]"],
  ["a JSON string", '"order"'],
  ["a JSON number", "42"],
  ["JSON null", "null"],
  ["true", "true"],
  ["a __proto__ key", '{"__proto__": {"polluted": true}}'],
  ["a nested __proto__ key", '{"pickup": {"venue": {"__proto__": {"polluted": true}}}}'],
  ["an escaped __proto__ key", '{"\\u005f_proto__": {"polluted": true}}'],
  ["a constructor.prototype key", '{"constructor": {"prototype": {"polluted": true}}}'],
  ["an unknown field", '{"status": "paid"}'],
  ["a read-only field", '{"guid": "3f2504e0-4f89-41d3-9a0c-0305e82c3301"}'],
  ["vehicles as an object", '{"vehicles": {"type": "sedan"}}'],
  ["a vehicle as a number", '{"vehicles": [5]}'],
  ["a year as a string", '{"vehicles": [{"type": "sedan", "year": "2020"}]}'],
  ["a huge number", '{"price": 1e400}'],
  ["a price as an object", '{"price": {"amount": 5}}'],
  ["payment as a string", '{"payment": "ach"}'],
  ["an enum as a number", '{"inspection_type": 3}'],
  ["a bad date-time", '{"pickup": {"scheduled_at": "2026-03-16T08:00:00Z"}}'],
  ["a deeply nested array", `{"number": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`],
  ["deeply nested objects", `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`],
  ["a huge string in an enum", JSON.stringify({ inspection_type: "x".repeat(500_000) })],
  ["a huge vehicle type", JSON.stringify({ vehicles: [{ type: "y".repeat(500_000) }] })],
  ["invalid UTF-8 and control characters", '{"number": "\u0000\u0001\ud800"}'],
  ["trailing garbage", '{"number": "1"} xyz'],
  ["an empty object key", '{"": 1}'],
];

describe("garbage never gives a 5xx or corrupts state", () => {
  it.each(GARBAGE)("rejects %s with a 4xx", async (_, raw) => {
    const before = (await shipper.get("/orders")).body.data.pagination.total_objects;
    for (const [method, path, contentType] of [
      ["POST", "/orders", "application/json"],
      ["PATCH", "/orders/GUID", "application/merge-patch+json"],
      ["PUT", "/orders/GUID", "application/json"],
      ["PUT", "/orders/GUID/mark_as_paid", "application/json"],
    ] as const) {
      const order = method === "POST" ? undefined : await shipper.createOrder();
      const response = await shipper.request(method, path.replace("GUID", order?.guid ?? ""), { raw, contentType });
      expect(response.status, `${method} ${path}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      if (order) {
        const after = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
        expect(after).toEqual(order);
      }
    }
    const after = (await shipper.get("/orders")).body.data.pagination.total_objects;
    expect(after).toBe(before + 3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["a non-uuid guid", "/orders/not-a-guid", 404, "NOT_FOUND"],
    ["a very long guid", `/orders/${"a".repeat(5000)}`, 414, "URI_TOO_LONG"],
    ["an encoded slash", "/orders/%2F..%2F", 404, "NOT_FOUND"],
    ["a bad percent escape", "/orders/%E0%A4%A", 400, "BAD_REQUEST"],
    ["a negative page", "/orders?page=-1", 400, "VALIDATION_ERROR"],
    ["an infinite page", "/orders?page=Infinity", 400, "VALIDATION_ERROR"],
    ["a page past a double's range", "/orders?page=1e309", 400, "VALIDATION_ERROR"],
    ["an infinite size", "/orders?size=Infinity", 400, "VALIDATION_ERROR"],
    ["a fractional size", "/orders?size=2.5", 400, "VALIDATION_ERROR"],
    ["a size of zero", "/orders?size=0", 400, "VALIDATION_ERROR"],
    ["empty paging values", "/orders?page=&size=", 400, "VALIDATION_ERROR"],
    ["a sort outside the pattern", "/orders?sort=price;drop", 400, "VALIDATION_ERROR"],
    ["a long VIN", `/orders/find_by_vin/${"V".repeat(5000)}`, 414, "URI_TOO_LONG"],
  ])("answers %s with its 4xx in the failure envelope", async (_, path, status, errorId) => {
    const response = await shipper.get(path);
    expect(response.status).toBe(status);
    expect(response.body.data.error_id).toBe(errorId);
  });

  it.each([
    ["page=Infinity", "page"],
    ["page=-Infinity", "page"],
    ["page=1e309", "page"],
    ["size=1e309", "size"],
  ])("refuses %s (an infinite number after coercion) naming the parameter", async (query, name) => {
    const response = await shipper.get(`/orders?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ [name]: ["must be a finite number"] });
  });

  it("still pages with the largest page the spec allows (near miss: int32's maximum)", async () => {
    const response = await shipper.get("/orders?page=2147483647");
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.objects).toEqual([]);
  });

  it.each(GARBAGE)("rejects %s with a 4xx on the offer, request, negotiation and helper operations", async (_, raw) => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const negotiation = (
      await shipper.post("/orders/price_negotiations", {
        order_guid: order.guid,
        negotiation_budget: 1500,
        increase_by_percent: 5,
        increase_every: { value: 1, unit: "DAYS" },
      })
    ).body.data.object;
    const targets: [string, string][] = [
      ["POST", `/v1/public/orders/${order.guid}/offers`],
      ["PUT", `/v1/public/orders/${order.guid}/requests/${request.guid}/decline`],
      ["POST", `/v1/public/orders/${order.guid}/requests/${request.guid}/counter-offer`],
      ["POST", "/v1/public/orders/price_negotiations"],
      ["PUT", `/v1/public/orders/price_negotiations/${negotiation.guid}`],
      ["POST", `/_sandbox/orders/${order.guid}/load_requests`],
      ["PUT", `/_sandbox/orders/${order.guid}/load_requests/${request.guid}`],
      ["POST", "/_sandbox/clock/advance"],
    ];
    for (const [method, path] of targets) {
      const response = await call(`${sandbox.url}${path}`, method, {
        raw,
        contentType: "application/json",
        headers: { authorization: `Bearer ${shipper.token}` },
      });
      expect(response.status, `${method} ${path}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual({
      ...order,
      status: "new",
    });
    const state = await shipper.helper("POST", `/orders/${order.guid}/load_requests/${request.guid}/cancel`);
    expect(state.body.data.object).toMatchObject({ status: "canceled", requested_price: request.requested_price });
  });

  it("ignores undeclared query keys, __proto__ included", async () => {
    const response = await shipper.get("/orders?__proto__=1&constructor=2&toString=3");
    expect(response.status).toBe(200);
    expect(response.body.data.pagination.limit).toBe(25);
  });
});
