import { describe, expect, it } from "vitest";
import { PRICE_MESSAGES } from "../../../src/domain/price.js";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { loadRequestBody, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const CARRIER_GUID = "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6";
const events = (action: string, requestGuid: string) =>
  eventsOf(sandbox, action, "shipper-a").filter(
    (event) => (event.payload.data as { guid: string }).guid === requestGuid,
  );
const requestPath = (orderGuid: string, requestGuid = "") =>
  `/orders/${orderGuid}/load_requests${requestGuid ? `/${requestGuid}` : ""}`;

describe("the carrier sends a load request", () => {
  it("creates a pending request and publishes load_request.created with the request as data", async () => {
    const order = await shipper.createOrder();
    sandbox.clock.advance(1000);
    const response = await shipper.helper(
      "POST",
      requestPath(order.guid),
      loadRequestBody({ carrier_guid: CARRIER_GUID }),
    );
    expect(response.status).toBe(200);
    const now = formatDateTime(sandbox.clock.now());
    const { carrier_guid: _, ...sent } = loadRequestBody();
    expect(response.body.data.object).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      order_guid: order.guid,
      ...sent,
      carrier_guid: CARRIER_GUID,
      status: "pending",
      created_at: now,
      changed_at: now,
    });
    const request = response.body.data.object;
    const [created] = events("load_request.created", request.guid);
    const { order_guid: __, status: ___, created_at: ____, changed_at: _____, ...data } = request;
    expect(created?.payload).toEqual({ order_guid: order.guid, data });
    expect(created && webhookMismatches(created)).toEqual([]);
  });

  it("normalises dates to UTC, an empty comment to null and a price string to a number", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid, {
      requested_price: "1099.50",
      pickup_date: "2026-03-16T10:00:00.000+0200",
      carrier_comment: "",
    });
    expect(request).toMatchObject({
      requested_price: 1099.5,
      pickup_date: "2026-03-16T08:00:00.000+0000",
      carrier_comment: null,
    });
  });

  it("derives a stable carrier guid from the USDOT number when none is given", async () => {
    const order = await shipper.createOrder();
    const first = await shipper.sendLoadRequest(order.guid, { carrier_usdot: "42" });
    const second = await shipper.sendLoadRequest(order.guid, { carrier_usdot: "42" });
    const third = await shipper.sendLoadRequest(order.guid, { carrier_usdot: "43" });
    expect(first.carrier_guid).toBe(second.carrier_guid);
    expect(third.carrier_guid).not.toBe(first.carrier_guid);
  });

  it.each([
    ["zero", { requested_price: 0 }, { requested_price: [PRICE_MESSAGES.positive] }],
    ["3 fraction digits", { requested_price: 10.005 }, { requested_price: [PRICE_MESSAGES.decimal] }],
    ["an empty price", { requested_price: "" }, { requested_price: [PRICE_MESSAGES.empty] }],
    ["a huge price", { requested_price: "9".repeat(400) }, { requested_price: [PRICE_MESSAGES.decimal] }],
    ["no price", { requested_price: undefined }, { requested_price: ["is required"] }],
    [
      "a comment of 161 characters",
      { carrier_comment: "c".repeat(161) },
      { carrier_comment: ["must NOT have more than 160 characters"] },
    ],
    [
      "an RFC 3339 pickup date",
      { pickup_date: "2026-03-16T08:00:00Z" },
      { pickup_date: [expect.stringMatching(/^must match pattern/)] },
    ],
    [
      "an impossible date",
      { delivery_date: "2026-02-30T08:00:00.000+0000" },
      { delivery_date: ["is not a valid date-time"] },
    ],
    [
      "a delivery before the pickup",
      { delivery_date: "2026-03-16T07:59:59.999+0000" },
      { delivery_date: ["cannot be earlier than pickup_date"] },
    ],
    ["an unknown field", { status: "accepted" }, { status: ["is not a known field"] }],
    ["a malformed carrier guid", { carrier_guid: "carrier-1" }, { carrier_guid: ['must match format "uuid"'] }],
  ])("answers 400 VALIDATION_ERROR for %s and creates nothing", async (_, overrides, details) => {
    const order = await shipper.createOrder();
    const before = eventsOf(sandbox, "load_request.created", "shipper-a").length;
    const response = await shipper.helper("POST", requestPath(order.guid), loadRequestBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error_id: "VALIDATION_ERROR", message: "Validation failed", details });
    expect(eventsOf(sandbox, "load_request.created", "shipper-a")).toHaveLength(before);
  });

  it("answers 409 ORDER_NOT_OPEN for an order that already has its carrier", async () => {
    const order = await shipper.createOrder();
    const offer = await shipper.sendOffer(order.guid);
    await shipper.helper("POST", `/offers/${offer.guid}/accept`);
    const response = await shipper.helper("POST", requestPath(order.guid), loadRequestBody());
    expect(response.status).toBe(409);
    expect(response.body.data.error_id).toBe("ORDER_NOT_OPEN");
  });

  it("answers 409 CARRIER_BLACKLISTED for a carrier the organisation blacklisted, found by USDOT, e-mail or phone", async () => {
    const usdot = String(4_000_000 + Math.floor(Math.random() * 1_000_000));
    const created = await shipper.helper("POST", "/carriers", {
      name: "Blacklisted Haulers",
      usdot,
      email: "dispatch@blacklisted.example",
      phone: "+1 555 0199",
    });
    expect(created.status).toBe(200);
    const carrier = created.body.data.object;
    const blacklisted = await shipper.put(`/carriers/${carrier.guid}/profile`, { in_blacklist: true });
    expect(blacklisted.status).toBe(200);
    const order = await shipper.createOrder();
    const before = eventsOf(sandbox, "load_request.created", "shipper-a").length;
    // Each body names the carrier one way only; its other identities match no carrier of the organisation.
    const nobody = {
      carrier_usdot: undefined,
      carrier_email: `nobody-${usdot}@example.com`,
      carrier_phone: `+9 ${usdot}`,
    };
    for (const identity of [
      { ...nobody, carrier_usdot: usdot },
      { ...nobody, carrier_email: "DISPATCH@blacklisted.example" },
      { ...nobody, carrier_phone: "1-555-0199" },
    ]) {
      const response = await shipper.helper("POST", requestPath(order.guid), loadRequestBody(identity));
      expect([response.status, response.body.data.error_id]).toEqual([409, "CARRIER_BLACKLISTED"]);
    }
    expect(eventsOf(sandbox, "load_request.created", "shipper-a")).toHaveLength(before);
    // Another organisation has not blacklisted it.
    const foreignOrder = await other.createOrder();
    const foreign = await other.helper(
      "POST",
      requestPath(foreignOrder.guid),
      loadRequestBody({ carrier_usdot: usdot }),
    );
    expect(foreign.status).toBe(200);
  });

  it("answers 404 for an unknown or another organisation's order", async () => {
    const foreign = await other.createOrder();
    for (const guid of [UNKNOWN_GUID, foreign.guid, "not-a-guid"]) {
      const response = await shipper.helper("POST", requestPath(guid), loadRequestBody());
      expect(response.status).toBe(404);
      expect(response.body.data.error_id).toBe("NOT_FOUND");
    }
  });
});

describe("the carrier updates and cancels its request", () => {
  it("replaces a pending request, keeps the carrier, publishes load_request.updated", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    sandbox.clock.advance(5000);
    const update = {
      requested_price: 1100,
      pickup_date: "2026-03-17T08:00:00.000+0000",
      delivery_date: "2026-03-20T17:00:00.000+0000",
    };
    const response = await shipper.helper("PUT", requestPath(order.guid, request.guid), update);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      guid: request.guid,
      order_guid: order.guid,
      ...update,
      carrier_comment: null,
      carrier_guid: request.carrier_guid,
      status: "pending",
      created_at: request.created_at,
      changed_at: formatDateTime(sandbox.clock.now()),
    });
    const [updated] = events("load_request.updated", request.guid);
    expect(updated?.payload.data).toMatchObject({ requested_price: 1100, carrier_comment: null });
    expect(updated && webhookMismatches(updated)).toEqual([]);
  });

  it("refuses a carrier_guid on update (the carrier cannot change)", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const response = await shipper.helper(
      "PUT",
      requestPath(order.guid, request.guid),
      loadRequestBody({ carrier_guid: CARRIER_GUID }),
    );
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ carrier_guid: ["is not a known field"] });
  });

  it("cancels a pending request (canceled) and publishes load_request.canceled_by_carrier", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const response = await shipper.helper("POST", `${requestPath(order.guid, request.guid)}/cancel`);
    expect(response.status).toBe(200);
    expect(response.body.data.object.status).toBe("canceled");
    const [canceled] = events("load_request.canceled_by_carrier", request.guid);
    expect(canceled?.payload.order_guid).toBe(order.guid);
    expect(canceled && webhookMismatches(canceled)).toEqual([]);
  });

  it.each([
    ["accepted by the shipper", "accept", "accepted"],
    ["declined by the shipper", "decline", "declined"],
    ["canceled by the carrier", "cancel", "canceled"],
  ])("answers 409 LOAD_REQUEST_NOT_PENDING to update and cancel once %s", async (_, how, status) => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const path = requestPath(order.guid, request.guid);
    if (how === "cancel") await shipper.helper("POST", `${path}/cancel`);
    else await shipper.put(`/orders/${order.guid}/requests/${request.guid}/${how}`, how === "decline" ? {} : undefined);
    for (const response of [
      await shipper.helper("PUT", path, loadRequestBody({ requested_price: 1 })),
      await shipper.helper("POST", `${path}/cancel`),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.data.error_id).toBe("LOAD_REQUEST_NOT_PENDING");
    }
    const state = await shipper.helper("POST", `${path}/cancel`);
    expect(state.body.data.message).toContain(`Load request is ${status}`);
  });

  it("answers 404 for a request of another order, or of another organisation", async () => {
    const order = await shipper.createOrder();
    const second = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const wrongOrder = await shipper.helper("POST", `${requestPath(second.guid, request.guid)}/cancel`);
    expect(wrongOrder.status).toBe(404);
    const foreign = await other.helper("PUT", requestPath(order.guid, request.guid), loadRequestBody());
    expect(foreign.status).toBe(404);
    expect((await shipper.helper("POST", `${requestPath(order.guid, request.guid)}/cancel`)).status).toBe(200);
  });
});
