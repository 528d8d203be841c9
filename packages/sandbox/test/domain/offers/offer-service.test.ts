import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "../../../src/domain/offers/offer-input.js";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const CARRIER_GUID = "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6";
const events = (action: string) => eventsOf(sandbox, action, "shipper-a");

describe("sendLoadOffer", () => {
  it.each([
    ["carrier_guid", { carrier_guid: CARRIER_GUID }],
    ["carrier_guid of a broker", { carrier_guid: CARRIER_GUID, carrier_type: "BROKER" }],
    ["carrier_usdot", { carrier_usdot: "3141592" }],
    ["carrier_email", { carrier_email: "dispatch@roadrunner-auto.example" }],
    ["carrier_phone", { carrier_phone: "+1 555 0100" }],
  ])(
    "sends an offer addressed by %s: status new, order pending, offer.sent",
    async (_, body: Record<string, string>) => {
      const order = await shipper.createOrder();
      sandbox.clock.advance(1000);
      const response = await shipper.post(`/orders/${order.guid}/offers`, body);
      expect(response.status).toBe(200);
      const offer = response.body.data.object;
      const now = formatDateTime(sandbox.clock.now());
      expect(offer).toEqual({
        guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        order_guid: order.guid,
        carrier_guid: body.carrier_guid ?? null,
        carrier_usdot: body.carrier_usdot ?? null,
        carrier_email: body.carrier_email ?? null,
        carrier_phone: body.carrier_phone ?? null,
        status: "new",
        is_active: true,
        created_at: now,
        changed_at: now,
      });
      const updated = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
      expect(updated).toMatchObject({ status: "pending", changed_at: now });
      const [sent] = events("offer.sent").filter((event) => event.payload.offer_guid === offer.guid);
      expect(sent?.payload).toEqual({
        offer_guid: offer.guid,
        order_guid: order.guid,
        carrier_guid: body.carrier_guid ?? null,
        status: "pending",
      });
      expect(sent && webhookMismatches(sent)).toEqual([]);
    },
  );

  it("records the offer in the order's activities, by the organisation's user, with the carrier", async () => {
    const order = await shipper.createOrder();
    await shipper.post(`/orders/${order.guid}/offers`, { carrier_email: "ops@carrier.example" });
    const [entry] = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
    expect(entry).toMatchObject({
      code: "offer_sent",
      status: "pending",
      carrier_email: "ops@carrier.example",
      carrier_usdot: null,
      user: { guid: order.dispatcher.guid },
    });
    expect(entry.carrier_guid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names a carrier addressed by USDOT number in offer.sent as the offer does: null, it is not registered yet", async () => {
    const order = await shipper.createOrder();
    const offer = (await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: "2718281" })).body.data.object;
    expect(offer.carrier_guid).toBeNull();
    const sent = events("offer.sent").filter((event) => event.payload.offer_guid === offer.guid);
    expect(sent.map((event) => event.payload.carrier_guid)).toEqual([null]);
    expect(sent[0] && webhookMismatches(sent[0])).toEqual([]);
  });

  it("cancels the order's previous new offer when another is sent (offer.canceled)", async () => {
    const order = await shipper.createOrder();
    const first = (await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: "1" })).body.data.object;
    const second = (await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: "2" })).body.data.object;
    expect(second.status).toBe("new");
    const canceled = events("offer.canceled").filter((event) => event.payload.order_guid === order.guid);
    expect(canceled.map((event) => event.payload.offer_guid)).toEqual([first.guid]);
    expect(canceled[0] && webhookMismatches(canceled[0])).toEqual([]);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("pending");
  });

  it.each([
    ["no carrier key", {}, { carrier_guid: [ADDRESS_MESSAGES.exactlyOne] }],
    [
      "two carrier keys",
      { carrier_usdot: "3141592", carrier_email: "a@b.example" },
      { carrier_usdot: [ADDRESS_MESSAGES.exactlyOne], carrier_email: [ADDRESS_MESSAGES.exactlyOne] },
    ],
    [
      "all four carrier keys",
      { carrier_guid: CARRIER_GUID, carrier_usdot: "1", carrier_email: "a@b.example", carrier_phone: "1" },
      {
        carrier_guid: [ADDRESS_MESSAGES.exactlyOne],
        carrier_usdot: [ADDRESS_MESSAGES.exactlyOne],
        carrier_email: [ADDRESS_MESSAGES.exactlyOne],
        carrier_phone: [ADDRESS_MESSAGES.exactlyOne],
      },
    ],
    [
      "BROKER with a USDOT number",
      { carrier_usdot: "1", carrier_type: "BROKER" },
      { carrier_type: [ADDRESS_MESSAGES.brokerNeedsGuid] },
    ],
    [
      "BROKER alone",
      { carrier_type: "BROKER" },
      { carrier_guid: [ADDRESS_MESSAGES.exactlyOne], carrier_type: [ADDRESS_MESSAGES.brokerNeedsGuid] },
    ],
    [
      "an e-mail that is not one, beside a second key",
      { carrier_email: "nope", carrier_phone: "1" },
      {
        carrier_email: ['must match format "email"', ADDRESS_MESSAGES.exactlyOne],
        carrier_phone: [ADDRESS_MESSAGES.exactlyOne],
      },
    ],
    ["an e-mail that is not one", { carrier_email: "nope" }, { carrier_email: ['must match format "email"'] }],
    ["a malformed carrier guid", { carrier_guid: "x" }, { carrier_guid: ['must match format "uuid"'] }],
    [
      "another carrier_type",
      { carrier_guid: CARRIER_GUID, carrier_type: "SHIPPER" },
      { carrier_type: ["must be one of: BROKER"] },
    ],
    ["an empty USDOT number", { carrier_usdot: "" }, { carrier_usdot: ['must match pattern "^[0-9]+$"'] }],
    ["an unknown field", { carrier_usdot: "1", price: 5 }, { price: ["is not a known field"] }],
  ])("answers 400 VALIDATION_ERROR for %s and changes nothing", async (_, body, details) => {
    const order = await shipper.createOrder();
    const before = events("offer.sent").length;
    const response = await shipper.post(`/orders/${order.guid}/offers`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details },
    });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
    expect(events("offer.sent")).toHaveLength(before);
  });

  it("answers 400 for an order that is no longer open for carriers (here: paid)", async () => {
    const order = await shipper.createOrder();
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    const response = await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: "1" });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({
      order_guid: ["an order in status paid cannot be offered to a carrier"],
    });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("paid");
  });

  it.each([
    ["an unknown order", () => UNKNOWN_GUID],
    ["a malformed order guid", () => "not-a-guid"],
  ])("answers 404 NOT_FOUND for %s", async (_, guid) => {
    const response = await shipper.post(`/orders/${guid()}/offers`, { carrier_usdot: "1" });
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it("answers 404 for another organisation's order and leaves it alone", async () => {
    const order = await shipper.createOrder(orderBody());
    const response = await other.post(`/orders/${order.guid}/offers`, { carrier_usdot: "1" });
    expect(response.status).toBe(404);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
  });
});

describe("carrier_usdot is digits only (GAPS.md)", () => {
  it.each(["NaN", "-5", "0x10", "1e5", "3141592 ", " 3141592", "31415.92", "３１４"])(
    "refuses %j on a load offer and on the carrier's load request, naming carrier_usdot",
    async (usdot) => {
      const order = await shipper.createOrder();
      const offer = await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: usdot });
      const request = await shipper.helper("POST", `/orders/${order.guid}/load_requests`, {
        requested_price: 1150,
        pickup_date: "2026-03-16T08:00:00.000+0000",
        delivery_date: "2026-03-19T17:00:00.000+0000",
        carrier_usdot: usdot,
      });
      for (const response of [offer, request]) {
        expect(response.status).toBe(400);
        expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
        expect(Object.keys(response.body.data.details)).toEqual(["carrier_usdot"]);
      }
      expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
    },
  );

  it.each(["3141592", "0", "00012345"])("takes %j", async (usdot) => {
    const order = await shipper.createOrder();
    expect((await shipper.post(`/orders/${order.guid}/offers`, { carrier_usdot: usdot })).status).toBe(200);
  });
});
