import { describe, expect, it } from "vitest";
import { checkResponse, judgeResponse } from "../../src/validation/responses.js";

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

  it("points at a missing required property the documents show (a fact)", () => {
    const found = checkResponse("getOrder", { status: 200, text: json({ status: "success", data: {} }) });
    expect(found?.message).toBe("getOrder 200: /data/object is required but missing (value: missing)");
  });

  it("a required property only we assumed (G-146) is drift, not a failure, naming what was assumed", () => {
    const body = {
      meta: { status: "success" },
      data: { price: 1, price_per_mile: 1, distance_miles: 1, confidence: 1 },
    };
    const response = { status: 200, text: json(body) };
    expect(checkResponse("getRecommendedPriceV1", response)).toBeUndefined();
    const verdict = judgeResponse("getRecommendedPriceV1", response);
    expect(verdict.fact).toBeUndefined();
    expect(verdict.drift).toContainEqual({
      gap: "G-146",
      where: "getRecommendedPriceV1",
      status: 200,
      pointer: "/data/volume",
      assumed: "/data/volume is present",
      observed: "/data/volume is missing",
    });
    expect(new Set(verdict.drift.map((drift) => drift.gap))).toEqual(new Set(["G-146"]));
  });

  const emptyMessages = [
    {
      where: "the failure's message",
      operationId: "getOrder",
      status: 404,
      body: { status: "fail", data: { error_id: "NOT_FOUND", message: "", details: null } },
      pointer: "/data/message",
    },
    {
      where: "a field's validation message",
      operationId: "createOrder",
      status: 400,
      body: { status: "fail", data: { error_id: "VALIDATION_ERROR", message: "Invalid", details: { price: [""] } } },
      pointer: "/data/details/price/0",
    },
    {
      where: "the pricing failure's message",
      operationId: "getRecommendedPriceV1",
      status: 400,
      body: { meta: { status: "fail" }, data: { message: "" } },
      pointer: "/data/message",
    },
  ];
  it.for(emptyMessages)("an empty text as $where is drift from G-177, not a failure", (c) => {
    const verdict = judgeResponse(c.operationId, { status: c.status, text: json(c.body) });
    expect(verdict.fact).toBeUndefined();
    expect(verdict.drift).toEqual([expect.objectContaining({ gap: "G-177", pointer: c.pointer })]);
    const worded = JSON.stringify(c.body).replace('""', '"a word"');
    expect(judgeResponse(c.operationId, { status: c.status, text: worded }).drift).toEqual([]);
  });

  it("a fact broken beside an assumption is the failure (drift does not hide it)", () => {
    const body = {
      meta: { status: "success" },
      data: { price: "cheap", price_per_mile: 1, distance_miles: 1, confidence: 1 },
    };
    const verdict = judgeResponse("getRecommendedPriceV1", { status: 200, text: json(body) });
    expect(verdict.fact?.message).toBe('getRecommendedPriceV1 200: /data/price must be number (value: "cheap")');
  });

  it("an assumed status (G-106: 200 for creates) answered as another 2xx with a valid body is taken as it", () => {
    const order = { status: "success", data: { object: { guid: ORDER_GUID, status: "new" } } };
    const verdict = judgeResponse("createOrder", { status: 201, text: json(order) });
    expect(verdict).toMatchObject({ fact: undefined, takenAs: 200 });
    expect(verdict.drift).toContainEqual(
      expect.objectContaining({ gap: "G-106", assumed: "status 200", observed: "status 201" }),
    );
    // Another class stays an undocumented status.
    expect(judgeResponse("createOrder", { status: 302, text: json(order) }).fact?.message).toContain("not documented");
  });

  it("a body the assumed status does not take is that broken fact first, the status drift second", () => {
    const verdict = judgeResponse("createOrder", { status: 201, text: json({ oops: 1 }) });
    expect(verdict.takenAs).toBe(200);
    expect(verdict.fact?.message).toMatch(
      /^createOrder 201: \/status is required but missing \(value: missing\); and status 201 where the spec assumes 200 \(G-106\)$/,
    );
    expect(verdict.drift).toContainEqual(expect.objectContaining({ gap: "G-106", observed: "status 201" }));
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
