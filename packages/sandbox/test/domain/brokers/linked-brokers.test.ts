import { describe, expect, it } from "vitest";
import {
  brokerOfOrder,
  linkBroker,
  linkedBrokers,
  submitOrderToBroker,
} from "../../../src/domain/brokers/linked-brokers.js";
import { ORDERS } from "../../../src/domain/orders/order-record.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

describe("linked brokers and submit to broker", () => {
  it("creates the order and records the broker it went to", () => {
    const { ctx, org } = domainContext();
    const broker = linkBroker(ctx, org, { name: "Gulf Coast Auto Logistics" });
    const order = submitOrderToBroker(ctx, org, broker.guid, orderBody());
    expect(order.status).toBe("new");
    expect(brokerOfOrder(org, order.guid)).toBe(broker);
    expect(linkedBrokers(org)).toEqual([broker]);
    const actions = ctx.events.recent(org.guid).map((event) => event.action);
    expect(actions).toContain("order.created");
    expect(actions).not.toContain("order.submitted_by_customer");
  });

  it("an unknown broker is 404 and creates nothing", () => {
    const { ctx, org } = domainContext();
    const error = apiError(() => submitOrderToBroker(ctx, org, UNKNOWN_GUID, orderBody()));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
    expect(org.collection(ORDERS).size).toBe(0);
  });
});
