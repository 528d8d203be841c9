import { describe, expect, it } from "vitest";
import { isPostable, postToLoadboard, removeFromLoadboard } from "../../../src/domain/loadboard/loadboard.js";
import type { OrderStatus } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus } from "../../../src/domain/orders/order-status.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody } from "../../support/sandbox.js";

function world() {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const actions = () =>
    ctx.events
      .recent(org.guid)
      .map((event) => event.action)
      .filter((action) => action.includes("loadboard"));
  return { ctx, org, order, actions };
}

const STATUSES: [OrderStatus, boolean][] = [
  ["new", true],
  ["pending", true],
  ["declined", true],
  ["canceled", true],
  ["order_canceled", true],
  ["accepted", false],
  ["picked_up", false],
  ["delivered", false],
  ["invoiced", false],
  ["paid", false],
  ["delivery_verified", false],
];

describe("posting to the loadboard", () => {
  it.each(STATUSES)("an order in %s can be posted: %s", (status, postable) => {
    const { ctx, org, order, actions } = world();
    changeStatus(ctx, org, order, status, "test");
    expect(isPostable(order)).toBe(postable);
    if (postable) {
      postToLoadboard(ctx, org, order.guid);
      expect(order.isPostedToLoadboard).toBe(true);
      expect(actions()).toEqual(["order.posted_to_loadboard"]);
    } else {
      const error = apiError(() => postToLoadboard(ctx, org, order.guid));
      expect([error.status, errorIdOf(error)]).toEqual([409, "ORDER_NOT_POSTABLE"]);
      expect([order.isPostedToLoadboard, actions()]).toEqual([false, []]);
    }
  });

  it("an archived order cannot be posted", () => {
    const { ctx, org, order } = world();
    order.isArchived = true;
    expect(errorIdOf(apiError(() => postToLoadboard(ctx, org, order.guid)))).toBe("ORDER_NOT_POSTABLE");
  });

  it("posting twice publishes once; removing publishes order.removed_from_loadboard; removing again is 404", () => {
    const { ctx, org, order, actions } = world();
    postToLoadboard(ctx, org, order.guid);
    ctx.clock.advance(1000);
    postToLoadboard(ctx, org, order.guid);
    removeFromLoadboard(ctx, org, order.guid);
    expect([order.isPostedToLoadboard, order.changedAt]).toEqual([false, ctx.clock.now()]);
    expect(actions()).toEqual(["order.posted_to_loadboard", "order.removed_from_loadboard"]);
    const error = apiError(() => removeFromLoadboard(ctx, org, order.guid));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
  });
});
