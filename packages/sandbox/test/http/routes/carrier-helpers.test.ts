import { describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { type Shipper, type TestSandbox, UNKNOWN_GUID, useSandbox } from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

const forOffer = (offerGuid: string) =>
  eventsOf(sandbox)
    .filter((event) => event.payload.offer_guid === offerGuid)
    .map((event) => event.action);

async function acceptedOffer() {
  const order = await shipper.createOrder();
  const offer = await shipper.sendOffer(order.guid);
  expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(200);
  return { order, offer };
}

describe("the carrier reverts its order (revert helper)", () => {
  it("picked up -> accepted: offer.updated_to_accepted; the carrier can pick it up again", async () => {
    const { order, offer } = await acceptedOffer();
    await shipper.helper("POST", `/orders/${order.guid}/carrier/pickup`);
    const response = await shipper.helper("POST", `/offers/${offer.guid}/revert`);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({ guid: offer.guid, status: "accepted", order_status: "accepted" });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("accepted");
    expect(forOffer(offer.guid).at(-1)).toBe("offer.updated_to_accepted");
    expect((await shipper.helper("POST", `/orders/${order.guid}/carrier/pickup`)).status).toBe(200);
  });

  it("delivered: ignored, the order stays delivered, offer.updated_to_accepted.ignored", async () => {
    const { order, offer } = await acceptedOffer();
    await shipper.helper("POST", `/orders/${order.guid}/carrier/pickup`);
    await shipper.helper("POST", `/orders/${order.guid}/carrier/delivery`);
    const response = await shipper.helper("POST", `/offers/${offer.guid}/revert`);
    expect(response.body.data.object.order_status).toBe("delivered");
    const [event] = eventsOf(sandbox, "offer.updated_to_accepted.ignored").filter(
      (entry) => entry.payload.offer_guid === offer.guid,
    );
    expect(event?.payload.status).toBe("delivered");
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it("answers 409 ORDER_NOT_REVERTIBLE before pickup, OFFER_STATE_CONFLICT for a new offer, 404 for an unknown one", async () => {
    const { offer } = await acceptedOffer();
    const early = await shipper.helper("POST", `/offers/${offer.guid}/revert`);
    expect([early.status, early.body.data.error_id]).toEqual([409, "ORDER_NOT_REVERTIBLE"]);
    const fresh = await shipper.sendOffer((await shipper.createOrder()).guid);
    const unaccepted = await shipper.helper("POST", `/offers/${fresh.guid}/revert`);
    expect([unaccepted.status, unaccepted.body.data.error_id]).toEqual([409, "OFFER_STATE_CONFLICT"]);
    expect((await shipper.helper("POST", `/offers/${UNKNOWN_GUID}/revert`)).status).toBe(404);
  });
});

describe("offer answers after the shipper's manual marks", () => {
  it("accept after a manual pickup: offer.accepted.ignored and the order stays picked up", async () => {
    const order = await shipper.createOrder();
    const offer = await shipper.sendOffer(order.guid, { carrier_email: "dispatch@roadrunner-auto.example" });
    const marked = await shipper.helper("POST", `/orders/${order.guid}/mark_as_accepted`, {
      carrier_email: "ops@other-carrier.example",
      carrier_phone: "+1 555 0111",
    });
    expect(marked.status).toBe(200);
    const picked = await shipper.helper("POST", `/orders/${order.guid}/mark_as_picked_up`, {
      adjusted_date: "2026-03-14T09:00:00.000+0000",
    });
    expect(picked.status).toBe(200);
    const response = await shipper.helper("POST", `/offers/${offer.guid}/accept`);
    expect(response.body.data.object).toMatchObject({ status: "accepted", order_status: "picked_up" });
    expect(forOffer(offer.guid)).toEqual(["offer.sent", "offer.accepted.ignored"]);
    const [event] = eventsOf(sandbox, "offer.accepted.ignored");
    expect(event && webhookMismatches(event)).toEqual([]);
  });
});

describe("sending an offer to an unreachable carrier", () => {
  it("answers the offer (canceled), leaves the order new and publishes offer.sent.failed", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.post(`/orders/${order.guid}/offers`, {
      carrier_email: "dispatch@unreachable.example",
    });
    expect(response.status).toBe(200);
    const offer = response.body.data.object;
    expect(offer.status).toBe("canceled");
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
    expect(forOffer(offer.guid)).toEqual(["offer.sent.failed"]);
    const [event] = eventsOf(sandbox, "offer.sent.failed");
    expect(event && webhookMismatches(event)).toEqual([]);
    const accept = await shipper.helper("POST", `/offers/${offer.guid}/accept`);
    expect([accept.status, accept.body.data.error_id]).toEqual([409, "OFFER_STATE_CONFLICT"]);
  });
});
