/**
 * Remove and restore (`order.removed`, `order.restored`). A removed order moves out of the organisation's orders into
 * its own collection, so every shipper operation (get, list, find by VIN, BOL, offers...) answers as for an unknown
 * order (404) until it is restored (sandbox choice, GAPS.md). Only the remove and restore helpers still know it.
 */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import { publishEvent } from "../events.js";
import { takeOffLoadboard } from "./order-lifecycle.js";
import { ORDERS, type OrderRecord } from "./order-record.js";
import { findOrder } from "./order-service.js";
import { statusConflict } from "./order-status.js";

/** Removed orders of the organisation, keyed by their guid. */
export const REMOVED_ORDERS = defineCollection<OrderRecord>("removed-orders");

/** Removes the order (any status; a loadboard posting is removed first). 409 when it is already removed. */
export function removeOrder(ctx: SandboxContext, org: Organisation, guid: string): OrderRecord {
  if (org.collection(REMOVED_ORDERS).has(guid)) throw statusConflict("The order is already removed");
  const order = findOrder(org, guid);
  takeOffLoadboard(ctx, org, order);
  const now = ctx.clock.now();
  order.removedAt = now;
  order.changedAt = now;
  org.collection(ORDERS).delete(guid);
  org.collection(REMOVED_ORDERS).set(order);
  publishEvent(ctx, org, "order.removed", { order_guid: order.guid });
  return order;
}

/** Restores a removed order as it was (status, flags; not its loadboard posting). 409 when it is not removed. */
export function restoreOrder(ctx: SandboxContext, org: Organisation, guid: string): OrderRecord {
  const order = org.collection(REMOVED_ORDERS).get(guid);
  if (!order) {
    if (org.collection(ORDERS).has(guid)) throw statusConflict("The order is not removed");
    throw notFound("Order not found");
  }
  order.removedAt = undefined;
  order.changedAt = ctx.clock.now();
  org.collection(REMOVED_ORDERS).delete(guid);
  org.collection(ORDERS).set(order);
  publishEvent(ctx, org, "order.restored", { order_guid: order.guid });
  return order;
}
