import { describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { type Body, type Shipper, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

/** The events of one order (first client), in order, each checked against its webhook schema. */
function orderEvents(orderGuid: string, actions: string[]): string[] {
  const events = eventsOf(sandbox, undefined, "shipper-a").filter(
    (event) => event.payload.order_guid === orderGuid && actions.includes(event.action),
  );
  for (const event of events) expect(webhookMismatches(event)).toEqual([]);
  return events.map((event) => event.action);
}

const LOADBOARD_ACTIONS = ["order.posted_to_loadboard", "order.removed_from_loadboard", "order.booked"];

describe("postOrderToLoadboard, removeOrderFromLoadboard", () => {
  it("posts (is_posted_to_loadboard, order.posted_to_loadboard), once; removes (order.removed_from_loadboard)", async () => {
    const order = await shipper.createOrder();
    const posted = await shipper.post(`/loadboard/orders/${order.guid}`);
    expect([posted.status, posted.body.data.object.is_posted_to_loadboard]).toEqual([200, true]);
    const again = await shipper.post(`/loadboard/orders/${order.guid}`);
    expect([again.status, again.body.data.object.is_posted_to_loadboard]).toEqual([200, true]);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.is_posted_to_loadboard).toBe(true);
    const removed = await shipper.request("DELETE", `/loadboard/orders/${order.guid}`);
    expect([removed.status, removed.body.data.object.is_posted_to_loadboard]).toEqual([200, false]);
    expect(orderEvents(order.guid, LOADBOARD_ACTIONS)).toEqual([
      "order.posted_to_loadboard",
      "order.removed_from_loadboard",
    ]);
  });

  it("removing an order that is not posted is 404 and publishes nothing", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.request("DELETE", `/loadboard/orders/${order.guid}`);
    expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    expect(orderEvents(order.guid, LOADBOARD_ACTIONS)).toEqual([]);
  });

  it("an order_canceled order can be posted (the document says so)", async () => {
    const order = await shipper.createOrder();
    const customer = (await shipper.post("/customers", { name: "Lone Star Motors" })).body.data.object;
    await shipper.helper("POST", `/customer/orders/${order.guid}/submit`, { customer_guid: customer.guid });
    const canceled = await shipper.helper("POST", `/customer/orders/${order.guid}/cancel`);
    expect(canceled.body.data.object.order_status).toBe("order_canceled");
    const posted = await shipper.post(`/loadboard/orders/${order.guid}`);
    expect([posted.status, posted.body.data.object.status]).toEqual([200, "order_canceled"]);
  });

  it("an accepted order cannot be posted: 409 ORDER_NOT_POSTABLE", async () => {
    const order = await shipper.createOrder();
    const offer = await shipper.sendOffer(order.guid);
    await shipper.helper("POST", `/offers/${offer.guid}/accept`);
    const response = await shipper.post(`/loadboard/orders/${order.guid}`);
    expect([response.status, response.body.data.error_id]).toEqual([409, "ORDER_NOT_POSTABLE"]);
  });

  it("another organisation's order and an unknown order are 404, and the foreign order stays unposted", async () => {
    const foreign = await other.createOrder();
    for (const guid of [foreign.guid, UNKNOWN_GUID]) {
      expect((await shipper.post(`/loadboard/orders/${guid}`)).status).toBe(404);
      expect((await shipper.request("DELETE", `/loadboard/orders/${guid}`)).status).toBe(404);
    }
    expect((await other.get(`/orders/${foreign.guid}`)).body.data.object.is_posted_to_loadboard).toBe(false);
  });
});

let usdot = 6_000_000;
async function carrier(profile: Record<string, unknown> | null, as: Shipper = shipper): Promise<Body> {
  usdot += 1;
  const created = await as.helper("POST", "/carriers", { name: "Roadrunner", usdot: String(usdot) });
  expect(created.status).toBe(200);
  if (profile) expect((await as.put(`/carriers/${created.body.data.object.guid}/profile`, profile)).status).toBe(200);
  return created.body.data.object;
}

async function postedOrder(): Promise<Body> {
  const order = await shipper.createOrder();
  expect((await shipper.post(`/loadboard/orders/${order.guid}`)).status).toBe(200);
  return order;
}

describe("the loadboard booking helper", () => {
  it("a preferred carrier books a posted order: accepted, off the loadboard, order.booked", async () => {
    const preferred = await carrier({ preferred: true });
    const order = await postedOrder();
    const response = await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, {
      carrier_guid: preferred.guid,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({
      order_guid: order.guid,
      carrier_guid: preferred.guid,
      order_status: "accepted",
      is_posted_to_loadboard: false,
    });
    const read = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
    expect([read.status, read.is_posted_to_loadboard]).toEqual(["accepted", false]);
    const activity = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects[0];
    expect([activity.code, activity.carrier_guid]).toEqual(["booked", preferred.guid]);
    expect(orderEvents(order.guid, LOADBOARD_ACTIONS)).toEqual(["order.posted_to_loadboard", "order.booked"]);
  });

  it.each([
    [
      "an accepted load offer",
      async (order: Body) => {
        const offer = await shipper.sendOffer(order.guid);
        return shipper.helper("POST", `/offers/${offer.guid}/accept`);
      },
    ],
    [
      "an accepted load request",
      async (order: Body) => {
        const request = await shipper.sendLoadRequest(order.guid);
        return shipper.put(`/orders/${order.guid}/requests/${request.guid}/accept`);
      },
    ],
  ])("%s takes a posted order off the loadboard (no order.removed_from_loadboard)", async (_, accept) => {
    const order = await postedOrder();
    expect((await accept(order)).status).toBe(200);
    const read = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
    expect([read.status, read.is_posted_to_loadboard]).toEqual(["accepted", false]);
    expect(orderEvents(order.guid, LOADBOARD_ACTIONS)).toEqual(["order.posted_to_loadboard"]);
  });

  it("the booking carrier then picks the order up and delivers it through the carrier helpers", async () => {
    const preferred = await carrier({ preferred: true });
    const order = await postedOrder();
    await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, { carrier_guid: preferred.guid });
    const pickup = await shipper.helper("POST", `/orders/${order.guid}/carrier/pickup`);
    expect([pickup.status, pickup.body.data.object.status]).toEqual([200, "picked_up"]);
    const activity = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects[0];
    expect([activity.code, activity.carrier_guid]).toEqual(["picked_up", preferred.guid]);
    const delivery = await shipper.helper("POST", `/orders/${order.guid}/carrier/delivery`);
    expect(delivery.body.data.object.status).toBe("delivered");
  });

  it.each([
    ["not marked", {}],
    ["approved only", { approved: true }],
    ["blacklisted", { in_blacklist: true }],
  ])("a carrier that is %s gets 409 CARRIER_NOT_PREFERRED; the order stays posted", async (_, profile) => {
    const refused = await carrier(profile);
    const order = await postedOrder();
    const response = await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, {
      carrier_guid: refused.guid,
    });
    expect([response.status, response.body.data.error_id]).toEqual([409, "CARRIER_NOT_PREFERRED"]);
    const read = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
    expect([read.status, read.is_posted_to_loadboard]).toEqual(["new", true]);
    expect(orderEvents(order.guid, ["order.booked"])).toEqual([]);
  });

  it("an order that is not posted gets 409 ORDER_NOT_POSTED", async () => {
    const preferred = await carrier({ preferred: true });
    const order = await shipper.createOrder();
    const response = await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, {
      carrier_guid: preferred.guid,
    });
    expect([response.status, response.body.data.error_id]).toEqual([409, "ORDER_NOT_POSTED"]);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
  });

  it("an unknown carrier, another organisation's carrier or order is 404; a missing carrier_guid 400", async () => {
    const order = await postedOrder();
    const foreignCarrier = await carrier({ preferred: true }, other);
    for (const guid of [UNKNOWN_GUID, foreignCarrier.guid]) {
      const response = await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, { carrier_guid: guid });
      expect(response.status).toBe(404);
    }
    const foreignOrder = await other.createOrder();
    const mine = await carrier({ preferred: true });
    const response = await shipper.helper("POST", `/loadboard/orders/${foreignOrder.guid}/book`, {
      carrier_guid: mine.guid,
    });
    expect(response.status).toBe(404);
    const bad = await shipper.helper("POST", `/loadboard/orders/${order.guid}/book`, {});
    expect([bad.status, bad.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
