import { describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import {
  type Body,
  orderBody,
  responseMismatches,
  Shipper,
  startTestSandbox,
  UNKNOWN_GUID,
} from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const PICKED_UP = { adjusted_date: "2026-03-16T08:15:00.000+0000" };
const DELIVERED = {
  adjusted_pickup_date: "2026-03-16T08:15:00.000+0000",
  adjusted_delivery_date: "2026-03-19T16:40:00.000+0000",
};
const ACCEPTED = { carrier_email: "dispatch@roadrunner-auto.example", carrier_phone: "+1 555 0100" };

const helper = (guid: string, name: string, body?: unknown, as = shipper) =>
  as.helper("POST", `/orders/${guid}/${name}`, body);

/** The order's events (as webhook bodies would carry them), oldest first; each checked against its schema. */
function orderEvents(guid: string) {
  const events = eventsOf(sandbox, undefined, "shipper-a").filter((event) => event.payload.order_guid === guid);
  for (const event of events.filter((entry) => entry.action.startsWith("order."))) {
    expect(webhookMismatches(event), event.action).toEqual([]);
  }
  return events;
}

const actionsOf = (guid: string) => orderEvents(guid).map((event) => event.action);

async function acceptedByCarrier(): Promise<Body> {
  const order = await shipper.createOrder();
  const offer = await shipper.sendOffer(order.guid);
  expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(200);
  return order;
}

describe("carrier progress and the BOL over HTTP", () => {
  it("pickup makes the BOL 200 with the URL of order.picked_up_bol; delivery and invoice follow", async () => {
    const order = await acceptedByCarrier();
    expect((await shipper.get(`/orders/${order.guid}/bol`)).status).toBe(404);
    const pickup = await helper(order.guid, "carrier/pickup");
    expect(pickup.status).toBe(200);
    expect(pickup.body.data.object).toMatchObject({
      guid: order.guid,
      status: "picked_up",
      is_status_changed_manually: false,
      progress_ignored: false,
      lifecycle: { manually_marked: null, rollback_status: null },
    });
    const bol = await shipper.get(`/orders/${order.guid}/bol`);
    expect(bol.status).toBe(200);
    const announced = orderEvents(order.guid).find((event) => event.action === "order.picked_up_bol");
    expect(bol.body).toEqual({ status: "success", data: { object: { url: announced?.payload.pdf_bol_url } } });
    expect(bol.body.data.object.url).toBe(`${sandbox.url}/sandbox/files/bol/${order.guid}.pdf`);
    expect((await helper(order.guid, "carrier/delivery")).body.data.object.status).toBe("delivered");
    expect((await helper(order.guid, "carrier/invoice")).body.data.object.status).toBe("invoiced");
    expect(actionsOf(order.guid).filter((action) => action.startsWith("order.") && action !== "order.created")).toEqual(
      ["order.picked_up", "order.picked_up_bol", "order.delivered", "order.delivered_bol", "order.invoiced"],
    );
    const activities = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
    expect(activities[0]).toMatchObject({ code: "invoiced", user: null, carrier_usdot: "3141592" });
  });

  it("answers the document's example: manual pickup and delivery, then the carrier's pickup is ignored", async () => {
    const order = await acceptedByCarrier();
    expect((await helper(order.guid, "mark_as_picked_up", PICKED_UP)).status).toBe(200);
    expect((await shipper.get(`/orders/${order.guid}/bol`)).status).toBe(200);
    const delivered = await helper(order.guid, "mark_as_delivered", {
      adjusted_delivery_date: DELIVERED.adjusted_delivery_date,
    });
    expect(delivered.body.data.object).toMatchObject({
      status: "delivered",
      is_status_changed_manually: true,
      delivery: { adjusted_date: DELIVERED.adjusted_delivery_date },
      lifecycle: { manually_marked: "delivered", rollback_status: "picked_up" },
    });
    const pickup = await helper(order.guid, "carrier/pickup");
    expect(pickup.status).toBe(200);
    expect(pickup.body.data.object).toMatchObject({ status: "delivered", progress_ignored: true });
    const delivery = await helper(order.guid, "carrier/delivery");
    expect(delivery.body.data.object).toMatchObject({ status: "delivered", progress_ignored: true });
    expect(actionsOf(order.guid).slice(-4)).toEqual([
      "order.manually_marked_as_picked_up",
      "order.manually_marked_as_delivered",
      "order.picked_up.ignored",
      "order.delivered.ignored",
    ]);
  });

  it("answers 409 CARRIER_NOT_ASSIGNED without a carrier and ORDER_STATUS_CONFLICT for a step out of order", async () => {
    const order = await shipper.createOrder();
    const none = await helper(order.guid, "carrier/pickup");
    expect(none.status).toBe(409);
    expect(none.body).toEqual({
      status: "fail",
      data: { error_id: "CARRIER_NOT_ASSIGNED", message: expect.any(String), details: null },
    });
    const accepted = await acceptedByCarrier();
    const early = await helper(accepted.guid, "carrier/delivery");
    expect(early.status).toBe(409);
    expect(early.body.data.error_id).toBe("ORDER_STATUS_CONFLICT");
  });
});

describe("the lifecycle helpers over HTTP", () => {
  it("answers the order as getOrder shows it, plus its lifecycle state", async () => {
    const order = await shipper.createOrder();
    const held = await helper(order.guid, "mark_on_hold");
    expect(held.status).toBe(200);
    const { lifecycle, ...shown } = held.body.data.object;
    expect(shown).toEqual((await shipper.get(`/orders/${order.guid}`)).body.data.object);
    expect(lifecycle).toEqual({
      is_archived: false,
      is_on_hold: true,
      is_removed: false,
      customer_invoiced_at: null,
      customer_paid_at: null,
      adjusted_invoice_date: null,
      manually_marked: null,
      rollback_status: null,
    });
  });

  it.each([
    ["cancel", "order.cancel", { status: "order_canceled" }],
    ["archive", "order.archived", { lifecycle: { is_archived: true } }],
    ["mark_on_hold", "order.marked_as_on_hold", { lifecycle: { is_on_hold: true } }],
    ["customer_invoiced", "order.customer_invoiced", { lifecycle: { customer_invoiced_at: expect.any(String) } }],
    ["customer_paid", "order.customer_paid", { lifecycle: { customer_paid_at: expect.any(String) } }],
    ["mark_as_pending", "order.manually_marked_as_pending", { status: "pending", is_status_changed_manually: true }],
    ["mark_as_accepted", "order.manually_marked_as_accepted", { status: "accepted", is_status_changed_manually: true }],
    [
      "mark_as_invoiced",
      "order.manually_marked_as_invoiced",
      { status: "invoiced", lifecycle: { adjusted_invoice_date: "2026-03-20T10:00:00.000+0000" } },
    ],
    ["unmark_paid", "order.unmark_as_paid", { status: "new" }],
  ])("POST %s on a new order publishes %s", async (name, action, expected) => {
    const order = await shipper.createOrder();
    const body =
      name === "mark_as_accepted"
        ? ACCEPTED
        : name === "mark_as_invoiced"
          ? { adjusted_invoice_date: "2026-03-20T12:00:00.000+0200" }
          : undefined;
    const response = await helper(order.guid, name, body);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject(expected);
    expect(actionsOf(order.guid).at(-1)).toBe(action);
  });

  it("walks paid, delivery verified, invoiced and back, and rolls back a manual change", async () => {
    const order = await acceptedByCarrier();
    await helper(order.guid, "mark_as_delivered", DELIVERED);
    const verified = await helper(order.guid, "mark_delivery_verified");
    expect(verified.body.data.object.status).toBe("delivery_verified");
    expect((await helper(order.guid, "unmark_delivery_verified")).body.data.object.status).toBe("delivered");
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    expect((await helper(order.guid, "unmark_paid")).body.data.object.status).toBe("delivered");
    await helper(order.guid, "mark_as_invoiced", { adjusted_invoice_date: "2026-03-20T10:00:00.000+0000" });
    expect((await helper(order.guid, "unmark_invoiced")).body.data.object.status).toBe("delivered");
    const rolled = await helper(order.guid, "rollback_manual_status");
    expect(rolled.body.data.object).toMatchObject({ status: "invoiced", lifecycle: { rollback_status: null } });
    const again = await helper(order.guid, "rollback_manual_status");
    expect(again.status).toBe(409);
    expect(again.body.data.error_id).toBe("ORDER_STATUS_CONFLICT");
  });

  it("remove makes the order 404 and absent from the list until restore", async () => {
    const order = await shipper.createOrder(orderBody({ number: "REMOVE-ME" }));
    const removed = await helper(order.guid, "remove");
    expect(removed.status).toBe(200);
    expect(removed.body.data.object.lifecycle.is_removed).toBe(true);
    expect((await shipper.get(`/orders/${order.guid}`)).status).toBe(404);
    expect((await shipper.get(`/orders/${order.guid}/bol`)).status).toBe(404);
    expect((await helper(order.guid, "cancel")).status).toBe(404);
    const listed = async () =>
      (await shipper.get("/orders?size=100")).body.data.objects.some((entry: Body) => entry.guid === order.guid);
    expect(await listed()).toBe(false);
    expect((await helper(order.guid, "remove")).status).toBe(409);
    const restored = await helper(order.guid, "restore");
    expect(restored.body.data.object.lifecycle.is_removed).toBe(false);
    expect((await shipper.get(`/orders/${order.guid}`)).status).toBe(200);
    expect(await listed()).toBe(true);
    expect(actionsOf(order.guid).slice(-2)).toEqual(["order.removed", "order.restored"]);
  });

  it("answers 409 ORDER_STATUS_CONFLICT in the failure envelope for a mark from the wrong status", async () => {
    const order = await shipper.createOrder();
    const response = await helper(order.guid, "mark_as_picked_up", PICKED_UP);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "ORDER_STATUS_CONFLICT", message: expect.stringContaining("new"), details: null },
    });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
  });

  it("answers 409 PLATFORMPAY_ORDER_CONFLICT for unmark paid on a platformpay order", async () => {
    const order = await shipper.createOrder(
      orderBody({ payment: { payment_method: "platformpay", payment_terms: "1_3_days" } }),
    );
    const response = await helper(order.guid, "unmark_paid");
    expect(response.status).toBe(409);
    expect(response.body.data.error_id).toBe("PLATFORMPAY_ORDER_CONFLICT");
  });

  it.each([
    ["mark_as_accepted", { carrier_email: "dispatch@roadrunner-auto.example" }, { carrier_phone: ["is required"] }],
    ["mark_as_accepted", { ...ACCEPTED, carrier_email: "not an e-mail" }, { carrier_email: [expect.any(String)] }],
    ["mark_as_picked_up", {}, { adjusted_date: ["is required"] }],
    ["mark_as_picked_up", { adjusted_date: "2026-03-16T08:15:00Z" }, { adjusted_date: [expect.any(String)] }],
    ["mark_as_picked_up", { ...PICKED_UP, note: "x" }, { note: ["is not a known field"] }],
    [
      "mark_as_delivered",
      { adjusted_delivery_date: DELIVERED.adjusted_delivery_date },
      { adjusted_pickup_date: ["is required"] },
    ],
    ["mark_as_invoiced", {}, { adjusted_invoice_date: ["is required"] }],
  ])("POST %s with %j on an accepted order: 400 %j", async (name, body, details) => {
    const order = await acceptedByCarrier();
    const response = await helper(order.guid, name, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", message: expect.any(String), details },
    });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("accepted");
  });
});

const EVERY_HELPER: [string, unknown][] = [
  ["cancel", undefined],
  ["archive", undefined],
  ["unarchive", undefined],
  ["remove", undefined],
  ["restore", undefined],
  ["mark_on_hold", undefined],
  ["unmark_on_hold", undefined],
  ["mark_delivery_verified", undefined],
  ["unmark_delivery_verified", undefined],
  ["unmark_paid", undefined],
  ["customer_invoiced", undefined],
  ["customer_paid", undefined],
  ["mark_as_new", undefined],
  ["mark_as_pending", undefined],
  ["mark_as_accepted", ACCEPTED],
  ["mark_as_picked_up", PICKED_UP],
  ["mark_as_delivered", DELIVERED],
  ["mark_as_invoiced", { adjusted_invoice_date: "2026-03-20T10:00:00.000+0000" }],
  ["unmark_invoiced", undefined],
  ["rollback_manual_status", undefined],
  ["carrier/pickup", undefined],
  ["carrier/delivery", undefined],
  ["carrier/invoice", undefined],
];

describe("another organisation, unknown orders, switched off", () => {
  it.each(EVERY_HELPER)("POST %s: 404 for another organisation's order and an unknown one", async (name, body) => {
    const order = await shipper.createOrder();
    for (const [guid, as] of [
      [order.guid, other],
      [UNKNOWN_GUID, shipper],
    ] as const) {
      const response = await helper(guid, name, body, as);
      expect(response.status).toBe(404);
      expect(response.body.data.error_id).toBe("NOT_FOUND");
    }
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it("answers a plain 404 for the helpers when testHelpers is false", async () => {
    const off = await startTestSandbox({ testHelpers: false });
    try {
      const client = await Shipper.connect(off);
      const order = await client.createOrder();
      const response = await client.helper("POST", `/orders/${order.guid}/cancel`);
      expect(response.status).toBe(404);
      expect(response.body.data).toEqual({
        error_id: "NOT_FOUND",
        message: `No resource at /_sandbox/orders/${order.guid}/cancel`,
        details: null,
      });
      expect((await client.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
      expect(responseMismatches(off)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
