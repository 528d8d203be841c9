import { describe, expect, it } from "vitest";
import { carrierProgress } from "../../../src/domain/orders/carrier-progress.js";
import {
  type ManualMarkInput,
  type ManualStatus,
  markManually,
  rollbackManualStatus,
  unmarkInvoiced,
} from "../../../src/domain/orders/manual-marks.js";
import { markDeliveryVerified, unmarkDeliveryVerified } from "../../../src/domain/orders/order-lifecycle.js";
import type { OrderStatus } from "../../../src/domain/orders/order-record.js";
import { markAsPaid } from "../../../src/domain/orders/order-status.js";
import { apiError, lifecycleWorld, STATUSES } from "../../support/order-lifecycle.js";

/** Every field a manual mark can need, so that only the source status decides. */
const FULL: ManualMarkInput = {
  carrier_email: "dispatch@roadrunner-auto.example",
  carrier_phone: "+1 555 0100",
  adjusted_date: "2026-03-16T08:15:00.000+0000",
  adjusted_pickup_date: "2026-03-16T08:15:00.000+0000",
  adjusted_delivery_date: "2026-03-19T16:40:00.000+0000",
  adjusted_invoice_date: "2026-03-20T10:00:00.000+0000",
};

/** The documented (and GAPS.md-chosen) source statuses of each manual mark. */
const ALLOWED: Record<ManualStatus, (from: OrderStatus) => boolean> = {
  new: (from) => from !== "new",
  pending: (from) => from !== "pending",
  accepted: (from) => from !== "accepted",
  picked_up: (from) => from === "accepted",
  delivered: (from) => from === "accepted" || from === "picked_up",
  invoiced: (from) => from !== "invoiced",
};

const CASES = (Object.keys(ALLOWED) as ManualStatus[]).flatMap((to) =>
  STATUSES.map((from) => [to, from, ALLOWED[to](from)] as const),
);

describe("manual marks and the stored document", () => {
  it("replace the document rather than change it: an earlier revision still shows the order as it was", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    const created = world.ctx.events
      .recent(world.org.guid)
      .find((event) => event.action === "order.created" && event.payload.order_guid === order.guid);
    const docBefore = order.doc;
    markManually(world.ctx, world.org, order, "picked_up", { adjusted_date: FULL.adjusted_date });
    expect(order.doc.pickup?.adjusted_date).toBe(FULL.adjusted_date);
    expect(order.doc).not.toBe(docBefore);
    expect(docBefore.pickup?.adjusted_date).toBeUndefined();
    // The created event's view is built only now, from the record as it was then.
    const after = created?.revision?.after as { pickup?: { adjusted_date?: unknown } } | undefined;
    expect(after?.pickup).toBeDefined();
    expect(after?.pickup?.adjusted_date).toBeNull();
  });
});

describe("manual marks: every target from every status", () => {
  it.each(CASES)("mark as %s from %s: allowed %s", (to, from, allowed) => {
    const world = lifecycleWorld();
    const order = world.orderIn(from);
    const eventsBefore = world.actions(order).length;
    const entriesBefore = world.activities(order).length;
    world.ctx.clock.advance(1000);
    if (!allowed) {
      const error = apiError(() => markManually(world.ctx, world.org, order, to, FULL));
      expect(error.status).toBe(409);
      expect(error.body).toEqual({
        status: "fail",
        data: { error_id: "ORDER_STATUS_CONFLICT", message: expect.stringContaining(from), details: null },
      });
      expect(order.status).toBe(from);
      expect(order.isStatusChangedManually).toBe(false);
      expect(world.actions(order)).toHaveLength(eventsBefore);
      expect(world.activities(order)).toHaveLength(entriesBefore);
      return;
    }
    markManually(world.ctx, world.org, order, to, FULL);
    expect(order.status).toBe(to);
    expect(order.isStatusChangedManually).toBe(true);
    expect(order.changedAt).toBe(world.ctx.clock.now());
    expect(order.lastManualChange).toEqual({ status: from, manual: false, marked: undefined });
    expect(world.actions(order).slice(eventsBefore)).toEqual([`order.manually_marked_as_${to}`]);
    expect(world.lastEvent(order)?.payload).toEqual({ order_guid: order.guid });
    const [entry] = world.activities(order);
    expect(entry).toMatchObject({ code: `manually_marked_as_${to}`, status: to, byUser: true });
    expect(entry?.vehicles).toHaveLength(to === "picked_up" || to === "delivered" ? 2 : 0);
    world.expectValidEvents();
  });
});

describe("manual marks: required fields and dates", () => {
  it.each([
    ["accepted", "new", { carrier_phone: "+1 555 0100" }, { carrier_email: ["is required"] }],
    ["accepted", "new", { carrier_email: "a@b.example" }, { carrier_phone: ["is required"] }],
    ["picked_up", "accepted", {}, { adjusted_date: ["is required"] }],
    [
      "delivered",
      "accepted",
      { adjusted_delivery_date: FULL.adjusted_delivery_date },
      { adjusted_pickup_date: ["is required"] },
    ],
    ["delivered", "picked_up", {}, { adjusted_delivery_date: ["is required"] }],
    ["invoiced", "delivered", {}, { adjusted_invoice_date: ["is required"] }],
    [
      "picked_up",
      "accepted",
      { adjusted_date: "2026-02-30T08:00:00.000+0000" },
      { adjusted_date: ["must be a valid date-time"] },
    ],
    [
      "delivered",
      "accepted",
      { adjusted_pickup_date: "2026-03-19T08:00:00.000+0000", adjusted_delivery_date: "2026-03-18T08:00:00.000+0000" },
      { adjusted_delivery_date: ["cannot be earlier than the pickup date"] },
    ],
  ] as const)("mark as %s from %s with %j: 400 %j, nothing changes", (to, from, input, details) => {
    const world = lifecycleWorld();
    const order = world.orderIn(from);
    const doc = structuredClone(order.doc);
    const actions = world.actions(order);
    const error = apiError(() => markManually(world.ctx, world.org, order, to, input as ManualMarkInput));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details },
    });
    expect(order.status).toBe(from);
    expect(order.doc).toEqual(doc);
    expect(world.actions(order)).toEqual(actions);
  });

  it("delivered from picked_up needs only the delivery date, checked against the stored pickup date", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    markManually(world.ctx, world.org, order, "picked_up", { adjusted_date: "2026-03-16T10:15:00.000+0200" });
    expect(order.doc.pickup?.adjusted_date).toBe("2026-03-16T08:15:00.000+0000");
    const early = apiError(() =>
      markManually(world.ctx, world.org, order, "delivered", {
        adjusted_delivery_date: "2026-03-16T08:00:00.000+0000",
      }),
    );
    expect(early.body).toMatchObject({ data: { details: { adjusted_delivery_date: [expect.any(String)] } } });
    markManually(world.ctx, world.org, order, "delivered", { adjusted_delivery_date: "2026-03-19T16:40:00.000-0500" });
    expect(order.doc.delivery?.adjusted_date).toBe("2026-03-19T21:40:00.000+0000");
    expect(order.status).toBe("delivered");
  });

  it("delivered from accepted sets both adjusted dates; invoiced keeps its date; accepted records the carrier", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    markManually(world.ctx, world.org, order, "delivered", FULL);
    expect(order.doc.pickup?.adjusted_date).toBe(FULL.adjusted_pickup_date);
    expect(order.doc.delivery?.adjusted_date).toBe(FULL.adjusted_delivery_date);
    markManually(world.ctx, world.org, order, "invoiced", { adjusted_invoice_date: "2026-03-20T12:00:00.000+0200" });
    expect(order.adjustedInvoiceDate).toBe("2026-03-20T10:00:00.000+0000");
    const other = world.orderIn("new");
    markManually(world.ctx, world.org, other, "accepted", { ...FULL, carrier_name: "Roadrunner" });
    expect(world.activities(other)[0]?.carrier).toEqual({
      carrier_email: FULL.carrier_email,
      carrier_phone: FULL.carrier_phone,
      carrier_name: "Roadrunner",
    });
    expect(other.doc.pickup?.adjusted_date).toBeUndefined();
  });

  it("makes the BOL available from a manual pickup or a manual delivery", () => {
    const world = lifecycleWorld();
    const picked = world.orderIn("accepted");
    const delivered = world.orderIn("accepted");
    expect(picked.pickedUpAt).toBeUndefined();
    markManually(world.ctx, world.org, picked, "picked_up", FULL);
    markManually(world.ctx, world.org, delivered, "delivered", FULL);
    expect(picked.pickedUpAt).toBe(world.ctx.clock.now());
    expect(delivered.pickedUpAt).toBe(world.ctx.clock.now());
  });
});

describe("unmark invoiced", () => {
  it("returns a manually invoiced order to the status before, as a manual change", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("delivered");
    markManually(world.ctx, world.org, order, "invoiced", FULL);
    unmarkInvoiced(world.ctx, world.org, order);
    expect(order.status).toBe("delivered");
    expect(order.isStatusChangedManually).toBe(true);
    expect(order.adjustedInvoiceDate).toBeUndefined();
    expect(world.activities(order)[0]).toMatchObject({ code: "manually_unmarked_as_invoiced", status: "delivered" });
    expect(world.actions(order).at(-1)).toBe("order.manually_unmarked_as_invoiced");
    world.expectValidEvents();
  });

  it("returns a carrier-invoiced order to delivery_verified when it was invoiced from there", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    carrierProgress(world.ctx, world.org, order, "pickup");
    carrierProgress(world.ctx, world.org, order, "delivery");
    order.status = "delivery_verified";
    carrierProgress(world.ctx, world.org, order, "invoice");
    expect(order.isStatusChangedManually).toBe(false);
    unmarkInvoiced(world.ctx, world.org, order);
    expect(order.status).toBe("delivery_verified");
  });

  it.each(STATUSES.filter((status) => status !== "invoiced"))("answers 409 for an order in %s", (status) => {
    const world = lifecycleWorld();
    const order = world.orderIn(status);
    expect(apiError(() => unmarkInvoiced(world.ctx, world.org, order)).body).toMatchObject({
      data: { error_id: "ORDER_STATUS_CONFLICT" },
    });
    expect(order.status).toBe(status);
  });
});

describe("roll back the last manual status change", () => {
  it("restores the status, the manual flag and the manual mark from before the change, once", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    expect(order.isStatusChangedManually).toBe(false);
    markManually(world.ctx, world.org, order, "picked_up", FULL);
    markManually(world.ctx, world.org, order, "delivered", FULL);
    expect(order.manuallyMarked).toBe("delivered");
    world.ctx.clock.advance(1000);
    rollbackManualStatus(world.ctx, world.org, order);
    expect(order).toMatchObject({ status: "picked_up", isStatusChangedManually: true, manuallyMarked: "picked_up" });
    expect(order.lastManualChange).toBeUndefined();
    expect(world.activities(order)[0]).toMatchObject({ code: "rolled_back_manual_status_change", status: "picked_up" });
    expect(world.actions(order).at(-1)).toBe("order.rolled_back_manual_status_change");
    const again = apiError(() => rollbackManualStatus(world.ctx, world.org, order));
    expect(again.status).toBe(409);
    expect(order.status).toBe("picked_up");
    world.expectValidEvents();
  });

  it("rolling back the only manual change clears is_status_changed_manually", () => {
    const world = lifecycleWorld();
    const { order } = world.offeredAndAccepted();
    markManually(world.ctx, world.org, order, "picked_up", FULL);
    rollbackManualStatus(world.ctx, world.org, order);
    expect(order).toMatchObject({ status: "accepted", isStatusChangedManually: false, manuallyMarked: undefined });
  });

  it("rolls back an unmark invoiced (back to invoiced)", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("delivered");
    markManually(world.ctx, world.org, order, "invoiced", FULL);
    unmarkInvoiced(world.ctx, world.org, order);
    rollbackManualStatus(world.ctx, world.org, order);
    expect(order.status).toBe("invoiced");
  });

  it("keeps where an unmark goes back to: the status rolled back into came from where it came from before", () => {
    const world = lifecycleWorld();
    const invoiced = world.orderIn("new");
    markManually(world.ctx, world.org, invoiced, "invoiced", FULL);
    markManually(world.ctx, world.org, invoiced, "accepted", FULL);
    rollbackManualStatus(world.ctx, world.org, invoiced);
    unmarkInvoiced(world.ctx, world.org, invoiced);
    expect(invoiced.status).toBe("new");
    const verified = world.orderIn("delivered");
    markDeliveryVerified(world.ctx, world.org, verified);
    markManually(world.ctx, world.org, verified, "accepted", FULL);
    rollbackManualStatus(world.ctx, world.org, verified);
    unmarkDeliveryVerified(world.ctx, world.org, verified);
    expect(verified.status).toBe("delivered");
  });

  it("answers 409 with no manual change, or when another status change followed it", () => {
    const world = lifecycleWorld();
    const untouched = world.orderIn("new");
    expect(apiError(() => rollbackManualStatus(world.ctx, world.org, untouched)).body).toMatchObject({
      data: { error_id: "ORDER_STATUS_CONFLICT" },
    });
    const paid = world.orderIn("accepted");
    markManually(world.ctx, world.org, paid, "delivered", FULL);
    markAsPaid(world.ctx, world.org, paid, {});
    expect(paid.isStatusChangedManually).toBe(false);
    expect(apiError(() => rollbackManualStatus(world.ctx, world.org, paid)).status).toBe(409);
    expect(paid.status).toBe("paid");
  });
});
