import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { type Body, type Shipper, UNKNOWN_GUID } from "../../support/sandbox.js";
import { shipper as broker, other, sandbox, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const ACTIONS = ["order.submitted_by_customer", "order.cancelled_by_customer"];

/** The customer events of one order (first client), each checked against its webhook schema. */
function customerEvents(orderGuid: string) {
  const events = eventsOf(sandbox, undefined, "shipper-a").filter(
    (event) => event.payload.order_guid === orderGuid && ACTIONS.includes(event.action),
  );
  for (const event of events) expect(webhookMismatches(event)).toEqual([]);
  return events.map((event) => ({ action: event.action, ...event.payload }));
}

async function customer(as: Shipper = broker): Promise<Body> {
  const response = await as.post("/customers", { name: "Lone Star Motors" });
  expect(response.status).toBe(200);
  return response.body.data.object;
}

const submit = (as: Shipper, orderGuid: string, customerGuid: string) =>
  as.helper("POST", `/customer/orders/${orderGuid}/submit`, { customer_guid: customerGuid });
const cancel = (as: Shipper, orderGuid: string) => as.helper("POST", `/customer/orders/${orderGuid}/cancel`);

describe("the customer-portal helpers (shipper-to-broker, seen by the broker)", () => {
  it("submit publishes order.submitted_by_customer; cancel makes the order order_canceled and publishes order.cancelled_by_customer", async () => {
    const order = await broker.createOrder();
    const sender = await customer();
    const submitted = await submit(broker, order.guid, sender.guid);
    expect(submitted.status).toBe(200);
    const at = formatDateTime(sandbox.clock.now());
    expect(submitted.body.data.object).toEqual({
      order_guid: order.guid,
      customer_counterparty_guid: sender.guid,
      order_status: "new",
      submitted_at: at,
      canceled_at: null,
    });
    sandbox.clock.advance(5000);
    const canceled = await cancel(broker, order.guid);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.object).toEqual({
      order_guid: order.guid,
      customer_counterparty_guid: sender.guid,
      order_status: "order_canceled",
      submitted_at: at,
      canceled_at: formatDateTime(sandbox.clock.now()),
    });
    expect((await broker.get(`/orders/${order.guid}`)).body.data.object.status).toBe("order_canceled");
    expect(customerEvents(order.guid)).toEqual([
      { action: "order.submitted_by_customer", order_guid: order.guid, customer_counterparty_guid: sender.guid },
      { action: "order.cancelled_by_customer", order_guid: order.guid },
    ]);
  });

  it("a resubmitted order_canceled order is new again", async () => {
    const order = await broker.createOrder();
    const sender = await customer();
    await submit(broker, order.guid, sender.guid);
    await cancel(broker, order.guid);
    const again = await submit(broker, order.guid, sender.guid);
    expect([again.status, again.body.data.object.order_status]).toEqual([200, "new"]);
  });

  it("a second live submission is 409 ORDER_ALREADY_SUBMITTED; a cancel without one 409 ORDER_NOT_SUBMITTED", async () => {
    const order = await broker.createOrder();
    const sender = await customer();
    const early = await cancel(broker, order.guid);
    expect([early.status, early.body.data.error_id]).toEqual([409, "ORDER_NOT_SUBMITTED"]);
    await submit(broker, order.guid, sender.guid);
    const twice = await submit(broker, order.guid, sender.guid);
    expect([twice.status, twice.body.data.error_id]).toEqual([409, "ORDER_ALREADY_SUBMITTED"]);
    expect(customerEvents(order.guid).map((event) => event.action)).toEqual(["order.submitted_by_customer"]);
  });

  it("another organisation's order or customer, and unknown ones, are 404; a missing customer_guid 400", async () => {
    const order = await broker.createOrder();
    const mine = await customer();
    const foreignOrder = await other.createOrder();
    const foreignCustomer = await customer(other);
    for (const [orderGuid, customerGuid] of [
      [foreignOrder.guid, mine.guid],
      [order.guid, foreignCustomer.guid],
      [UNKNOWN_GUID, mine.guid],
      [order.guid, UNKNOWN_GUID],
    ] as const) {
      const response = await submit(broker, orderGuid, customerGuid);
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
    expect((await cancel(broker, foreignOrder.guid)).status).toBe(404);
    const bad = await broker.helper("POST", `/customer/orders/${order.guid}/submit`, { customer: mine.guid });
    expect([bad.status, bad.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
    expect(customerEvents(order.guid)).toEqual([]);
  });
});
