/**
 * The shipper's lifecycle actions outside the manual marks (web interface actions the shipper API does not expose;
 * the test helpers reach them): cancel, archive / unarchive, on hold, delivery verified. A change the order's state
 * does not allow is 409 `ORDER_STATUS_CONFLICT` (assumed error id, GAPS.md).
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "./order-record.js";
import { changeStatus, statusConflict } from "./order-status.js";

/** Takes a posted order off the loadboard (`order.removed_from_loadboard`); nothing when it is not posted. */
export function takeOffLoadboard(ctx: SandboxContext, org: Organisation, order: OrderRecord): void {
  if (!order.isPostedToLoadboard) return;
  order.isPostedToLoadboard = false;
  order.changedAt = ctx.clock.now();
  publishEvent(ctx, org, "order.removed_from_loadboard", { order_guid: order.guid });
}

/** Cancel by the shipper: any status but `order_canceled` itself becomes `order_canceled`; `order.cancel`. */
export function cancelOrder(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.status === "order_canceled") throw statusConflict("The order is already canceled (order_canceled)");
  changeStatus(ctx, org, order, "order_canceled", "order_canceled", { byUser: true });
  publishEvent(ctx, org, "order.cancel", { order_guid: order.guid });
  return order;
}

type Flag = "isArchived" | "isOnHold";

/** Sets or clears a flag that is not a status (no activity entry: entries record status changes). */
function toggle(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  flag: Flag,
  on: boolean,
  action: string,
  state: string,
): OrderRecord {
  if ((order[flag] === true) === on) throw statusConflict(`The order is ${on ? "already" : "not"} ${state}`);
  order[flag] = on;
  order.changedAt = ctx.clock.now();
  publishEvent(ctx, org, action, { order_guid: order.guid });
  return order;
}

/** Archive an active (not archived) order: its loadboard posting is removed first; the status is kept. */
export function archiveOrder(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.isArchived) throw statusConflict("The order is already archived: only an active order can be archived");
  takeOffLoadboard(ctx, org, order);
  return toggle(ctx, org, order, "isArchived", true, "order.archived", "archived");
}

export function unarchiveOrder(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  return toggle(ctx, org, order, "isArchived", false, "order.unarchived", "archived");
}

export function markOnHold(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  return toggle(ctx, org, order, "isOnHold", true, "order.marked_as_on_hold", "on hold");
}

export function unmarkOnHold(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  return toggle(ctx, org, order, "isOnHold", false, "order.unmarked_as_on_hold", "on hold");
}

/** Delivery verified (payment-service manual flow): only a `delivered` order becomes `delivery_verified`. */
export function markDeliveryVerified(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.status !== "delivered") {
    throw statusConflict(`The order is ${order.status}: only a delivered order can be marked delivery verified`);
  }
  changeStatus(ctx, org, order, "delivery_verified", "marked_as_delivery_verified", { byUser: true });
  publishEvent(ctx, org, "order.marked_as_delivery_verified", { order_guid: order.guid });
  return order;
}

/** Unmark delivery verified: back to the status before (`delivered`). */
export function unmarkDeliveryVerified(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.status !== "delivery_verified") {
    throw statusConflict(`The order is ${order.status}: only a delivery_verified order can be unmarked`);
  }
  const back = order.statusBefore?.delivery_verified ?? "delivered";
  changeStatus(ctx, org, order, back, "unmarked_as_delivery_verified", { byUser: true });
  publishEvent(ctx, org, "order.unmarked_as_delivery_verified", { order_guid: order.guid });
  return order;
}
