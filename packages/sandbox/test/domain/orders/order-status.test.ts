import { describe, expect, it } from "vitest";
import { activitiesOf } from "../../../src/domain/activities.js";
import { bolOf } from "../../../src/domain/orders/order-queries.js";
import { createOrder, patchOrder, replaceOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus, markAsPaid, unmarkAsPaid } from "../../../src/domain/orders/order-status.js";
import { formatDateTime } from "../../../src/time.js";
import { apiError } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody, type Shipper, type TestSandbox, useSandbox } from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

const PAID_BODY = {
  terms: "5_days",
  method: "ach",
  amount: "1250.00",
  notes: "Paid by ACH transfer.",
  sent_date: "2026-03-23T15:00:00.000+0000",
  reference_number: "ACH-1",
};

describe("markOrderAsPaid", () => {
  it("moves the order to paid and records the activity", async () => {
    const order = await shipper.createOrder();
    sandbox.clock.advance(5000);
    const response = await shipper.put(`/orders/${order.guid}/mark_as_paid`, PAID_BODY);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({
      guid: order.guid,
      status: "paid",
      is_status_changed_manually: false,
      changed_at: formatDateTime(sandbox.clock.now()),
      payment: order.payment,
    });
    const activities = (await shipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
    expect(activities.map((entry: { code: string; status: string }) => [entry.code, entry.status])).toEqual([
      ["marked_as_paid", "paid"],
      ["created", "new"],
    ]);
  });

  it("keeps an already paid order paid without a second activity", async () => {
    const order = await shipper.createOrder();
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    const again = await shipper.put(`/orders/${order.guid}/mark_as_paid`, PAID_BODY);
    expect(again.body.data.object.status).toBe("paid");
    expect((await shipper.get(`/orders/${order.guid}/activities`)).body.data.pagination.total_objects).toBe(2);
  });

  it("answers 409 PLATFORMPAY_ORDER_CONFLICT for a platformpay order and changes nothing", async () => {
    const order = await shipper.createOrder(
      orderBody({ payment: { payment_method: "platformpay", payment_terms: "1_3_days" } }),
    );
    const response = await shipper.put(`/orders/${order.guid}/mark_as_paid`, PAID_BODY);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "PLATFORMPAY_ORDER_CONFLICT", message: expect.any(String), details: null },
    });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it.each([
    ["an unknown method", { method: "bitcoin" }, "method"],
    ["an unknown term", { terms: "whenever" }, "terms"],
    ["an RFC 3339 sent_date", { sent_date: "2026-03-23T15:00:00Z" }, "sent_date"],
    ["an unknown field", { paid: true }, "paid"],
    ["a non-decimal amount", { amount: "12,50" }, "amount"],
  ])("answers 400 for %s", async (_, body, field) => {
    const order = await shipper.createOrder();
    const response = await shipper.put(`/orders/${order.guid}/mark_as_paid`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });
});

describe("listOrderActivities", () => {
  it("lists the created entry with the organisation's user and no vehicles", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.get(`/orders/${order.guid}/activities`);
    expect(response.status).toBe(200);
    const [entry] = response.body.data.objects;
    expect(entry).toMatchObject({
      code: "created",
      status: "new",
      action_status: "success",
      created_at: order.created_at,
      carrier_guid: null,
      driver_name: null,
      user: { ...order.dispatcher, is_superuser: false },
      vehicles: [],
    });
    expect(response.body.data.pagination).toEqual({ total_pages: 1, total_objects: 1, limit: 25, page: 0 });
  });

  it("pages newest first", async () => {
    const order = await shipper.createOrder();
    sandbox.clock.advance(1000);
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    const first = await shipper.get(`/orders/${order.guid}/activities?size=1`);
    const second = await shipper.get(`/orders/${order.guid}/activities?size=1&page=1`);
    expect(first.body.data.objects[0].code).toBe("marked_as_paid");
    expect(second.body.data.objects[0].code).toBe("created");
    expect(first.body.data.pagination).toEqual({ total_pages: 2, total_objects: 2, limit: 1, page: 0 });
  });

  it("answers 404 for an unknown order and 400 for bad paging", async () => {
    expect((await shipper.get("/orders/3f2504e0-4f89-41d3-9a0c-0305e82c3301/activities")).status).toBe(404);
    const order = await shipper.createOrder();
    expect((await shipper.get(`/orders/${order.guid}/activities?size=0`)).status).toBe(400);
  });
});

describe("getOrderBol", () => {
  it("answers 404 before pickup", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.get(`/orders/${order.guid}/bol`);
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it("has a BOL from the first pickup on, also after later status changes", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    expect(apiError(() => bolOf(ctx, order)).status).toBe(404);
    changeStatus(ctx, org, order, "picked_up", "picked_up");
    expect(bolOf(ctx, order).url).toBe(`http://127.0.0.1:4010/sandbox/files/bol/${order.guid}.pdf`);
    changeStatus(ctx, org, order, "delivered", "delivered");
    expect(bolOf(ctx, order).url).toMatch(/\.pdf$/);
  });
});

describe("status rules (domain)", () => {
  it("lists the vehicles on picked_up and delivered entries only", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    ctx.clock.advance(1000);
    changeStatus(ctx, org, order, "picked_up", "picked_up");
    ctx.clock.advance(1000);
    changeStatus(ctx, org, order, "delivered", "delivered");
    ctx.clock.advance(1000);
    changeStatus(ctx, org, order, "invoiced", "invoiced");
    const entries = activitiesOf(order);
    expect(entries.map((entry) => [entry.status, entry.vehicles.length])).toEqual([
      ["invoiced", 0],
      ["delivered", 2],
      ["picked_up", 2],
      ["new", 0],
    ]);
    expect(entries[1]?.vehicles[0]).toEqual({
      guid: order.doc.vehicles?.[0]?.guid,
      lot_number: null,
      make: "Toyota",
      model: "Camry",
      vin: "4T1C11AK5NU612345",
      year: 2022,
    });
  });

  it("unmark as paid returns to the status before paid", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    changeStatus(ctx, org, order, "delivered", "delivered");
    markAsPaid(ctx, org, order, {});
    expect(order.status).toBe("paid");
    unmarkAsPaid(ctx, org, order);
    expect(order.status).toBe("delivered");
    expect(activitiesOf(order)[0]?.code).toBe("unmarked_as_paid");
  });

  it("refuses unmark as paid on a platformpay order with 409", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(
      ctx,
      org,
      orderBody({ payment: { payment_method: "platformpay", payment_terms: "5_days" } }),
    );
    expect(apiError(() => unmarkAsPaid(ctx, org, order)).status).toBe(409);
  });

  it("locks the payment method of a delivered platformpay order (409 PAYMENT_METHOD_LOCKED)", () => {
    const { ctx, org } = domainContext();
    const platformpay = { payment_method: "platformpay", payment_terms: "5_days" };
    const order = createOrder(ctx, org, orderBody({ payment: platformpay }));
    expect(patchOrder(ctx, org, order.guid, { payment: { payment_method: "ach" } }).doc.payment?.payment_method).toBe(
      "ach",
    );
    patchOrder(ctx, org, order.guid, { payment: platformpay });
    changeStatus(ctx, org, order, "delivered", "delivered");
    const patched = apiError(() => patchOrder(ctx, org, order.guid, { payment: { payment_method: "ach" } }));
    expect(patched.status).toBe(409);
    expect(patched.body).toMatchObject({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
    expect(apiError(() => replaceOrder(ctx, org, order.guid, { number: "x" })).status).toBe(409);
    expect(patchOrder(ctx, org, order.guid, { payment: { payment_terms: "10_days" } }).doc.payment).toMatchObject({
      payment_method: "platformpay",
      payment_terms: "10_days",
    });
    expect(order.doc.payment?.payment_method).toBe("platformpay");
  });

  it("publishes order.created, a vehicle.created per vehicle, order.modified and order.paid events", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    patchOrder(ctx, org, order.guid, { number: "changed" });
    markAsPaid(ctx, org, order, {});
    const vehicles = (order.doc.vehicles ?? []).map(() => "vehicle.created");
    expect(vehicles.length).toBeGreaterThan(0);
    expect(ctx.events.recent(org.guid).map((event) => event.action)).toEqual([
      "order.created",
      ...vehicles,
      "order.modified",
      "order.paid",
    ]);
  });
});
