import { describe, expect, it } from "vitest";
import { markCustomerInvoiced, markCustomerPaid } from "../../../src/domain/orders/customer-billing.js";
import {
  archiveOrder,
  cancelOrder,
  markDeliveryVerified,
  markOnHold,
  unarchiveOrder,
  unmarkDeliveryVerified,
  unmarkOnHold,
} from "../../../src/domain/orders/order-lifecycle.js";
import { findOrdersByVin, listOrders } from "../../../src/domain/orders/order-queries.js";
import type { OrderRecord } from "../../../src/domain/orders/order-record.js";
import { REMOVED_ORDERS, removeOrder, restoreOrder } from "../../../src/domain/orders/order-removal.js";
import { findOrder } from "../../../src/domain/orders/order-service.js";
import { apiError, lifecycleWorld, STATUSES, type World } from "../../support/order-lifecycle.js";

const conflictOf = (run: () => unknown) => {
  const error = apiError(run);
  expect(error.status).toBe(409);
  expect(error.body).toEqual({
    status: "fail",
    data: { error_id: "ORDER_STATUS_CONFLICT", message: expect.any(String), details: null },
  });
};

describe("cancel", () => {
  it.each(STATUSES.filter((status) => status !== "order_canceled"))(
    "moves an order in %s to order_canceled and publishes order.cancel",
    (status) => {
      const world = lifecycleWorld();
      const order = world.orderIn(status);
      cancelOrder(world.ctx, world.org, order);
      expect(order.status).toBe("order_canceled");
      expect(order.isStatusChangedManually).toBe(false);
      expect(world.activities(order)[0]).toMatchObject({ code: "order_canceled", status: "order_canceled" });
      expect(world.actions(order).at(-1)).toBe("order.cancel");
      world.expectValidEvents();
    },
  );

  it("answers 409 for an order already order_canceled", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("order_canceled");
    const before = world.actions(order);
    conflictOf(() => cancelOrder(world.ctx, world.org, order));
    expect(world.actions(order)).toEqual(before);
  });
});

/** Flag actions: set, then refused while set; cleared, then refused while clear. Status and activities stay. */
const FLAGS = [
  ["archive", archiveOrder, unarchiveOrder, "isArchived", "order.archived", "order.unarchived"],
  ["on hold", markOnHold, unmarkOnHold, "isOnHold", "order.marked_as_on_hold", "order.unmarked_as_on_hold"],
] as const;

describe.each(FLAGS)("%s", (_, set, clear, flag, setAction, clearAction) => {
  it.each(STATUSES)("sets and clears the flag of an order in %s without touching its status", (status) => {
    const world = lifecycleWorld();
    const order = world.orderIn(status);
    const entries = world.activities(order).length;
    world.ctx.clock.advance(1000);
    set(world.ctx, world.org, order);
    expect(order[flag]).toBe(true);
    expect(order.changedAt).toBe(world.ctx.clock.now());
    clear(world.ctx, world.org, order);
    expect(order[flag]).toBe(false);
    expect(order.status).toBe(status);
    expect(world.activities(order)).toHaveLength(entries);
    expect(world.actions(order).slice(-2)).toEqual([setAction, clearAction]);
    world.expectValidEvents();
  });

  it("refuses to set it twice or to clear it when not set (409, no event)", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("new");
    conflictOf(() => clear(world.ctx, world.org, order));
    set(world.ctx, world.org, order);
    const before = world.actions(order);
    conflictOf(() => set(world.ctx, world.org, order));
    expect(world.actions(order)).toEqual(before);
    expect(order[flag]).toBe(true);
  });
});

describe("archive and the loadboard", () => {
  it("takes a posted order off the loadboard first", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("new");
    order.isPostedToLoadboard = true;
    archiveOrder(world.ctx, world.org, order);
    expect(order.isPostedToLoadboard).toBe(false);
    expect(world.actions(order).slice(-2)).toEqual(["order.removed_from_loadboard", "order.archived"]);
    unarchiveOrder(world.ctx, world.org, order);
    expect(order.isPostedToLoadboard).toBe(false);
    world.expectValidEvents();
  });

  it("publishes no loadboard event for an order that is not posted, and keeps it readable and listed", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("accepted");
    archiveOrder(world.ctx, world.org, order);
    expect(world.actions(order)).not.toContain("order.removed_from_loadboard");
    expect(findOrder(world.org, order.guid)).toBe(order);
    expect(listOrders(world.org, {}).objects).toContain(order);
  });
});

describe("delivery verified", () => {
  it.each(STATUSES)("mark from %s: only delivered is allowed", (status) => {
    const world = lifecycleWorld();
    const order = world.orderIn(status);
    if (status !== "delivered") {
      conflictOf(() => markDeliveryVerified(world.ctx, world.org, order));
      expect(order.status).toBe(status);
      return;
    }
    markDeliveryVerified(world.ctx, world.org, order);
    expect(order.status).toBe("delivery_verified");
    expect(world.activities(order)[0]).toMatchObject({
      code: "marked_as_delivery_verified",
      status: "delivery_verified",
    });
    expect(world.actions(order).at(-1)).toBe("order.marked_as_delivery_verified");
    unmarkDeliveryVerified(world.ctx, world.org, order);
    expect(order.status).toBe("delivered");
    expect(world.activities(order)[0]).toMatchObject({ code: "unmarked_as_delivery_verified", status: "delivered" });
    expect(world.actions(order).at(-1)).toBe("order.unmarked_as_delivery_verified");
    world.expectValidEvents();
  });

  it.each(STATUSES.filter((status) => status !== "delivery_verified"))("unmark from %s: 409", (status) => {
    const world = lifecycleWorld();
    const order = world.orderIn(status);
    conflictOf(() => unmarkDeliveryVerified(world.ctx, world.org, order));
    expect(order.status).toBe(status);
  });
});

describe("remove and restore", () => {
  const vin = "4T1C11AK5NU612345";
  const visible = (world: World, order: OrderRecord) => listOrders(world.org, {}).objects.includes(order);

  it("hides a removed order from every read until it is restored as it was", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("picked_up");
    order.isOnHold = true;
    removeOrder(world.ctx, world.org, order.guid);
    expect(order.removedAt).toBe(world.ctx.clock.now());
    expect(apiError(() => findOrder(world.org, order.guid)).status).toBe(404);
    expect(visible(world, order)).toBe(false);
    expect(apiError(() => findOrdersByVin(world.org, vin)).status).toBe(404);
    expect(world.org.collection(REMOVED_ORDERS).get(order.guid)).toBe(order);
    restoreOrder(world.ctx, world.org, order.guid);
    expect(findOrder(world.org, order.guid)).toBe(order);
    expect(visible(world, order)).toBe(true);
    expect(findOrdersByVin(world.org, vin)).toEqual([order]);
    expect(order).toMatchObject({ status: "picked_up", isOnHold: true, removedAt: undefined });
    expect(world.actions(order).slice(-2)).toEqual(["order.removed", "order.restored"]);
    world.expectValidEvents();
  });

  it("takes a posted order off the loadboard first; restoring does not post it again", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("new");
    order.isPostedToLoadboard = true;
    removeOrder(world.ctx, world.org, order.guid);
    expect(world.actions(order).slice(-2)).toEqual(["order.removed_from_loadboard", "order.removed"]);
    restoreOrder(world.ctx, world.org, order.guid);
    expect(order.isPostedToLoadboard).toBe(false);
  });

  it("answers 409 for removing a removed order or restoring one that is not removed, 404 for an unknown one", () => {
    const world = lifecycleWorld();
    const order = world.orderIn("new");
    conflictOf(() => restoreOrder(world.ctx, world.org, order.guid));
    removeOrder(world.ctx, world.org, order.guid);
    conflictOf(() => removeOrder(world.ctx, world.org, order.guid));
    const unknown = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
    expect(apiError(() => removeOrder(world.ctx, world.org, unknown)).status).toBe(404);
    expect(apiError(() => restoreOrder(world.ctx, world.org, unknown)).status).toBe(404);
  });
});

describe("customer billing", () => {
  it.each([
    ["customer invoiced", markCustomerInvoiced, "customerInvoicedAt", "order.customer_invoiced"],
    ["customer paid", markCustomerPaid, "customerPaidAt", "order.customer_paid"],
  ] as const)("%s: stamps the order once, status unchanged, 409 the second time", (_, mark, field, action) => {
    const world = lifecycleWorld();
    const order = world.orderIn("delivered");
    const entries = world.activities(order).length;
    world.ctx.clock.advance(5000);
    mark(world.ctx, world.org, order);
    expect(order[field]).toBe(world.ctx.clock.now());
    expect(order.status).toBe("delivered");
    expect(world.activities(order)).toHaveLength(entries);
    expect(world.actions(order).at(-1)).toBe(action);
    const before = world.actions(order);
    conflictOf(() => mark(world.ctx, world.org, order));
    expect(world.actions(order)).toEqual(before);
    world.expectValidEvents();
  });
});
