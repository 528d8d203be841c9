import { describe, expect, it } from "vitest";
import { cancelByCustomer, submitByCustomer } from "../../../src/domain/customers/customer-portal.js";
import { createCustomer } from "../../../src/domain/customers/customer-service.js";
import type { OrderStatus } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus } from "../../../src/domain/orders/order-status.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

function world() {
  const { ctx, org } = domainContext();
  const customer = createCustomer(ctx, org, { name: "Lone Star Motors" });
  const order = createOrder(ctx, org, orderBody());
  const actions = () =>
    ctx.events
      .recent(org.guid)
      .map((event) => event.action)
      .filter((action) => action.includes("customer"));
  return { ctx, org, customer, order, actions };
}

describe("the broker's customer submits and cancels", () => {
  it("submit publishes order.submitted_by_customer and keeps a new order new; cancel makes it order_canceled", () => {
    const { ctx, org, customer, order, actions } = world();
    submitByCustomer(ctx, org, order.guid, customer.guid);
    expect(order.status).toBe("new");
    expect(ctx.events.recent(org.guid).at(-1)?.payload).toEqual({
      order_guid: order.guid,
      customer_counterparty_guid: customer.guid,
    });
    cancelByCustomer(ctx, org, order.guid);
    expect(order.status).toBe("order_canceled");
    expect(ctx.events.recent(org.guid).at(-1)?.payload).toEqual({ order_guid: order.guid });
    expect(actions()).toEqual(["order.submitted_by_customer", "order.cancelled_by_customer"]);
  });

  it.each<[OrderStatus, OrderStatus]>([
    ["order_canceled", "new"],
    ["pending", "pending"],
    ["accepted", "accepted"],
  ])("a submitted %s order becomes %s", (before, after) => {
    const { ctx, org, customer, order } = world();
    changeStatus(ctx, org, order, before, "test");
    submitByCustomer(ctx, org, order.guid, customer.guid);
    expect(order.status).toBe(after);
  });

  it("refuses a second live submission and a cancel without one (409, nothing published)", () => {
    const { ctx, org, customer, order, actions } = world();
    expect(errorIdOf(apiError(() => cancelByCustomer(ctx, org, order.guid)))).toBe("ORDER_NOT_SUBMITTED");
    submitByCustomer(ctx, org, order.guid, customer.guid);
    expect(errorIdOf(apiError(() => submitByCustomer(ctx, org, order.guid, customer.guid)))).toBe(
      "ORDER_ALREADY_SUBMITTED",
    );
    cancelByCustomer(ctx, org, order.guid);
    expect(errorIdOf(apiError(() => cancelByCustomer(ctx, org, order.guid)))).toBe("ORDER_NOT_SUBMITTED");
    submitByCustomer(ctx, org, order.guid, customer.guid);
    expect(order.status).toBe("new");
    expect(actions()).toEqual([
      "order.submitted_by_customer",
      "order.cancelled_by_customer",
      "order.submitted_by_customer",
    ]);
  });

  it("is 404 for an unknown customer or order", () => {
    const { ctx, org, customer, order } = world();
    expect(apiError(() => submitByCustomer(ctx, org, order.guid, UNKNOWN_GUID)).status).toBe(404);
    expect(apiError(() => submitByCustomer(ctx, org, UNKNOWN_GUID, customer.guid)).status).toBe(404);
    expect(apiError(() => cancelByCustomer(ctx, org, UNKNOWN_GUID)).status).toBe(404);
  });
});
