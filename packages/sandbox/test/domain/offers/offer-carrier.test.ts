import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const CARRIER_GUID = "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6";

async function offered(body?: Record<string, unknown>) {
  const order = await shipper.createOrder();
  const offer = await shipper.sendOffer(order.guid, body);
  return { order, offer };
}

const answer = (offerGuid: string, action: string, as = shipper) => as.helper("POST", `/offers/${offerGuid}/${action}`);
const orderOf = async (guid: string) => (await shipper.get(`/orders/${guid}`)).body.data.object;
const lastEvent = (action: string, offerGuid: string) =>
  eventsOf(sandbox, action, "shipper-a").filter((event) => event.payload.offer_guid === offerGuid);

describe("the carrier answers a load offer", () => {
  it.each([
    ["accept", "accepted", "accepted", "offer.accepted", "offer_accepted"],
    ["decline", "declined", "declined", "offer.declined", "offer_declined"],
  ])("%s: offer %s, order %s, %s published", async (action, offerStatus, orderStatus, event, code) => {
    const { order, offer } = await offered({ carrier_guid: CARRIER_GUID });
    sandbox.clock.advance(60_000);
    const response = await answer(offer.guid, action);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      ...offer,
      status: offerStatus,
      changed_at: formatDateTime(sandbox.clock.now()),
      order_status: orderStatus,
    });
    expect((await orderOf(order.guid)).status).toBe(orderStatus);
    const published = lastEvent(event, offer.guid);
    expect(published.map((entry) => entry.payload)).toEqual([
      { offer_guid: offer.guid, order_guid: order.guid, carrier_guid: CARRIER_GUID, status: orderStatus },
    ]);
    expect(published[0] && webhookMismatches(published[0])).toEqual([]);
    const [activity] = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
    expect(activity).toMatchObject({ code, status: orderStatus, carrier_guid: CARRIER_GUID, user: null });
  });

  it("registers a carrier addressed by USDOT number when it accepts: offer.sent named none, offer.accepted names it", async () => {
    const { offer } = await offered({ carrier_usdot: "1618033" });
    expect(offer.carrier_guid).toBeNull();
    expect(lastEvent("offer.sent", offer.guid).map((event) => event.payload.carrier_guid)).toEqual([null]);
    const response = await answer(offer.guid, "accept");
    const registered = response.body.data.object.carrier_guid;
    expect(registered).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.data.object.carrier_usdot).toBe("1618033");
    const accepted = lastEvent("offer.accepted", offer.guid);
    expect(accepted.map((event) => event.payload.carrier_guid)).toEqual([registered]);
    expect(accepted[0] && webhookMismatches(accepted[0])).toEqual([]);
  });

  it("an unregistered carrier that declines stays unregistered: offer.declined names no carrier", async () => {
    const { offer } = await offered({ carrier_email: "ops@newcarrier.example" });
    const response = await answer(offer.guid, "decline");
    expect(response.body.data.object.carrier_guid).toBeNull();
    expect(lastEvent("offer.declined", offer.guid).map((event) => event.payload.carrier_guid)).toEqual([null]);
  });

  it("cancel after accepting: offer canceled_by_carrier, order canceled, offer.canceled_by_carrier", async () => {
    const { order, offer } = await offered();
    await answer(offer.guid, "accept");
    const response = await answer(offer.guid, "cancel");
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({ status: "canceled_by_carrier", order_status: "canceled" });
    expect((await orderOf(order.guid)).status).toBe("canceled");
    const [event] = lastEvent("offer.canceled_by_carrier", offer.guid);
    expect(event?.payload.status).toBe("canceled");
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it("lets a canceled or declined order be offered again", async () => {
    const { order, offer } = await offered();
    await answer(offer.guid, "decline");
    const again = await shipper.sendOffer(order.guid);
    await answer(again.guid, "accept");
    await answer(again.guid, "cancel");
    const third = await shipper.sendOffer(order.guid);
    expect(third.status).toBe("new");
    expect((await orderOf(order.guid)).status).toBe("pending");
  });

  it.each([
    ["accept", "accepted", ["accept", "decline"]],
    ["decline", "declined", ["accept", "decline", "cancel"]],
    ["cancel", "canceled_by_carrier", ["accept", "decline", "cancel"]],
  ])("after %s (%s), answers 409 OFFER_STATE_CONFLICT to %j and changes nothing", async (first, status, next) => {
    const { order, offer } = await offered();
    if (first === "cancel") await answer(offer.guid, "accept");
    await answer(offer.guid, first);
    const before = await orderOf(order.guid);
    for (const action of next) {
      const response = await answer(offer.guid, action);
      expect(response.status).toBe(409);
      expect(response.body.data).toEqual({
        error_id: "OFFER_STATE_CONFLICT",
        message: expect.stringContaining(`The offer is ${status}`),
        details: null,
      });
    }
    expect(await orderOf(order.guid)).toEqual(before);
  });

  it("answers 409 to a carrier cancel of a new offer (decline it instead)", async () => {
    const { offer } = await offered();
    const response = await answer(offer.guid, "cancel");
    expect(response.status).toBe(409);
    expect(response.body.data.message).toBe("The offer is new: only an accepted offer can be canceled by the carrier");
  });

  it("answers 409 for an offer the shipper replaced by another (canceled)", async () => {
    const { order, offer } = await offered();
    await shipper.sendOffer(order.guid);
    expect((await answer(offer.guid, "accept")).status).toBe(409);
  });

  it("changes only the offer when the shipper moved the order on (here: marked it paid)", async () => {
    const { order, offer } = await offered();
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    const response = await answer(offer.guid, "accept");
    expect(response.body.data.object).toMatchObject({ status: "accepted", order_status: "paid" });
    expect((await orderOf(order.guid)).status).toBe("paid");
    expect(lastEvent("offer.accepted", offer.guid)[0]?.payload.status).toBe("paid");
  });

  it.each(["accept", "decline", "cancel"])(
    "%s answers 404 for an unknown, malformed or foreign offer",
    async (action) => {
      const { offer } = await offered();
      for (const [guid, as] of [
        [UNKNOWN_GUID, shipper],
        ["not-a-guid", shipper],
        [offer.guid, other],
      ] as const) {
        const response = await answer(guid, action, as);
        expect(response.status).toBe(404);
        expect(response.body.data.error_id).toBe("NOT_FOUND");
      }
      expect((await orderOf(offer.order_guid)).status).toBe("pending");
    },
  );
});
