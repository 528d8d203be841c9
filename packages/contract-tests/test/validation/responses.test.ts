import { describe, expect, it } from "vitest";
import { checkResponse } from "../../src/validation/responses.js";

const json = (value: unknown) => JSON.stringify(value);
const ORDER_GUID = "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e";

describe("checkResponse against the real spec", () => {
  it("accepts a documented status with a conforming body", () => {
    const body = { status: "success", data: { object: { guid: ORDER_GUID, status: "new" } } };
    expect(checkResponse("getOrder", { status: 200, text: json(body) })).toBeUndefined();
  });

  it("names the operation, status, pointer and offending value of a wrong field", () => {
    const body = { status: "success", data: { object: { guid: ORDER_GUID, status: "lost" } } };
    const found = checkResponse("getOrder", { status: 200, text: json(body) });
    expect(found).toMatchObject({ subject: "getOrder 200", pointer: "/data/object/status", value: "lost" });
    expect(found?.message).toMatch(/^getOrder 200: \/data\/object\/status must be equal to one of the allowed values/);
    expect(found?.message).toContain('(value: "lost")');
  });

  it("points at a missing required property", () => {
    const body = {
      meta: { status: "success" },
      data: { price: 1, price_per_mile: 1, distance_miles: 1, confidence: 1, volume: 1 },
    };
    const found = checkResponse("getRecommendedPriceV2", { status: 200, text: json(body) });
    expect(found?.pointer).toMatch(
      /^\/data\/(price_range_lower|price_range_upper|min_expected_time_to_dispatch|max_expected_time_to_dispatch|recent_moves)$/,
    );
    expect(found?.message).toContain("is required but missing (value: missing)");
  });

  it("an undocumented status is itself a violation, listing the documented ones", () => {
    const found = checkResponse("getOrder", { status: 500, text: json({ oops: true }) });
    expect(found?.message).toBe(
      'getOrder 500: (body) has status 500, which is not documented (documented: 200, 401, 404) (value: {"oops":true})',
    );
  });

  it("an empty body passes only where the spec allows it (the 401s)", () => {
    expect(checkResponse("getOrder", { status: 401, text: "" })).toBeUndefined();
    expect(checkResponse("getOrder", { status: 404, text: "" })?.message).toBe(
      "getOrder 404: (body) is empty but the spec documents a JSON body (value: missing)",
    );
  });

  it("a body that is not JSON is a violation", () => {
    expect(checkResponse("getOrder", { status: 404, text: "<html>" })?.message).toMatch(
      /^getOrder 404: \(body\) is not JSON/,
    );
  });

  it("checks the special error shapes: the payment-pair error's message pattern", () => {
    const good = {
      status_code: 400,
      error: "Invalid payment terms 'quickpay' for method 'cash'. Allowed terms are: [2_days]",
    };
    expect(checkResponse("createOrder", { status: 400, text: json(good) })).toBeUndefined();
    const bad = checkResponse("createOrder", { status: 400, text: json({ status_code: 400, error: "nope" }) });
    expect(bad).toBeDefined();
  });

  it("knows the sandbox helpers too", () => {
    const clock = {
      status: "success",
      data: { object: { kind: "manual", now: "2026-03-14T09:30:00.000+0000", pending_timers: 0 } },
    };
    expect(checkResponse("getSandboxClock", { status: 200, text: json(clock) })).toBeUndefined();
  });

  it("an unknown operationId is a programming error", () => {
    expect(() => checkResponse("noSuchOperation", { status: 200, text: "{}" })).toThrow(
      /unknown operationId 'noSuchOperation'/,
    );
  });
});
