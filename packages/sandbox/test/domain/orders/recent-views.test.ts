import { describe, expect, it } from "vitest";
import type { OrderRecord } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { markAsPaid } from "../../../src/domain/orders/order-status.js";
import { orderView } from "../../../src/domain/orders/order-view.js";
import { RecentViews } from "../../../src/domain/orders/recent-views.js";
import { domainContext } from "../../support/context.js";
import { orderBody } from "../../support/sandbox.js";

/** A RecentViews whose builder counts its calls and stamps each view with its build number. */
function counted(limit = 10) {
  const views = new RecentViews(limit);
  let builds = 0;
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const show = (record: OrderRecord = order, owner = org) =>
    views.view(owner, record, () => {
      builds++;
      return { build: builds, status: record.status };
    });
  return { views, ctx, org, order, show, builds: () => builds };
}

describe("RecentViews", () => {
  it("keeps a view from its second build on and reuses it while the record is unchanged", () => {
    const { views, show, builds } = counted();
    show();
    expect(views.kept).toBe(0);
    const second = show();
    expect(views.kept).toBe(1);
    expect(show()).toBe(second);
    expect(show()).toBe(second);
    expect(builds()).toBe(2);
  });

  it.each<[string, (order: OrderRecord) => void]>([
    ["the status changes", (order) => Object.assign(order, { status: "paid" })],
    ["the change time moves", (order) => Object.assign(order, { changedAt: order.changedAt + 1 })],
    ["the document is replaced", (order) => Object.assign(order, { doc: { ...order.doc, price: "999.00" } })],
    ["a field is added", (order) => Object.assign(order, { isArchived: true })],
    ["a field is removed", (order) => Reflect.deleteProperty(order, "isPostedToLoadboard")],
  ])("builds the view again when %s", (_, change) => {
    const { order, show, builds } = counted();
    show();
    const kept = show();
    change(order);
    const next = show();
    expect(next).not.toBe(kept);
    expect(builds()).toBe(3);
    expect(show()).toBe(next);
  });

  it("does not hand one organisation's view to another", () => {
    const { order, show } = counted();
    const other = domainContext().org;
    show();
    const kept = show();
    expect(show(order, other)).not.toBe(kept);
  });

  it("tracks at most `limit` orders, forgetting the least recently built first", () => {
    const { ctx, org, show, builds } = counted(2);
    const others = [createOrder(ctx, org, orderBody()), createOrder(ctx, org, orderBody())];
    show();
    show();
    for (const other of others) show(other);
    const before = builds();
    show();
    expect(builds()).toBe(before + 1);
  });
});

describe("orderView", () => {
  it("shows a change made after the order was shown (and its view kept)", () => {
    const { ctx, org } = domainContext();
    const order = createOrder(ctx, org, orderBody());
    orderView(org, order);
    const kept = orderView(org, order);
    expect(orderView(org, order)).toBe(kept);
    expect(kept.status).toBe("new");
    markAsPaid(ctx, org, order, {});
    expect(orderView(org, order).status).toBe("paid");
  });
});
