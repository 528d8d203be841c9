/**
 * Posting orders to the loadboard. An order can be posted while it is open for carriers (`new`, `pending`,
 * `declined`, `canceled`, `order_canceled`: the document says an `order_canceled` order can be posted) and not
 * archived; otherwise 409 `ORDER_NOT_POSTABLE`. Posting a posted order changes nothing (no second event);
 * removing an order that is not posted is 404 (there is no posting to delete).
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict, notFound } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { OPEN_FOR_CARRIERS } from "../orders/order-status.js";

export const NOT_POSTABLE = "ORDER_NOT_POSTABLE";

export function isPostable(order: OrderRecord): boolean {
  return OPEN_FOR_CARRIERS.has(order.status) && order.isArchived !== true;
}

export function postToLoadboard(ctx: SandboxContext, org: Organisation, orderGuid: string): OrderRecord {
  const order = findOrder(org, orderGuid);
  if (!isPostable(order)) {
    const state = order.isArchived ? "archived" : order.status;
    throw conflict(NOT_POSTABLE, `The order is ${state}: only an active order open for carriers can be posted`);
  }
  if (order.isPostedToLoadboard) return order;
  order.isPostedToLoadboard = true;
  order.changedAt = ctx.clock.now();
  publishEvent(ctx, org, "order.posted_to_loadboard", { order_guid: order.guid });
  return order;
}

export function removeFromLoadboard(ctx: SandboxContext, org: Organisation, orderGuid: string): OrderRecord {
  const order = findOrder(org, orderGuid);
  if (!order.isPostedToLoadboard) throw notFound("The order is not posted to the loadboard");
  order.isPostedToLoadboard = false;
  order.changedAt = ctx.clock.now();
  publishEvent(ctx, org, "order.removed_from_loadboard", { order_guid: order.guid });
  return order;
}
