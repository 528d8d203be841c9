/**
 * An order in a given status, for the rules that depend on it (which orders can be offered, posted...): brought
 * through the marks by orderAfter, answered by the carrier (answeredOrder), or paid by one last call. Each way has
 * its order fixture when the target's actors cannot play the steps.
 */
import { answeredOrder, orderAfter } from "./carrier-steps.js";
import type { Suite } from "./contract.js";
import type { OrderStep } from "./order-steps.js";
import type { ApiObject } from "./steps.js";

export interface OrderInStatus {
  status: string;
  /** The steps from a new order (none: the order stays new). */
  before?: OrderStep[];
  /** Where the order comes from instead of the steps. */
  from?: () => Promise<ApiObject>;
  /** A last call on the order once it is there. */
  prepare?: (guid: string) => Promise<unknown>;
}

/** The statuses a carrier's answer to an offer leaves: `declined`, and `canceled` (accepted, then cancelled). */
export function answeredStatuses(suite: Suite): OrderInStatus[] {
  return [
    { status: "declined", from: () => answeredOrder(suite, "orders_offer_declined") },
    { status: "canceled", from: () => answeredOrder(suite, "orders_offer_canceled") },
  ];
}

/** `paid`: a new order the shipper marked paid. */
export function paidStatus(suite: Suite): OrderInStatus {
  return {
    status: "paid",
    prepare: (guid) =>
      suite
        .call("markOrderAsPaid", { path: { order_guid: guid }, body: {} })
        .expectStatus(200)
        .toss(),
  };
}

/** The case's order, brought to its status. */
export async function orderInStatus(suite: Suite, status: OrderInStatus): Promise<ApiObject> {
  const order = status.from ? await status.from() : await orderAfter(suite, status.before ?? []);
  await status.prepare?.(order.guid);
  return order;
}
