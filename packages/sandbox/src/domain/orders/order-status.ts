/**
 * Status changes of an order: every change records an activity entry; pickup (or a delivery without one) makes the
 * BOL, delivery locks a platformpay order's payment method. A non-manual change ends the manual rollback window, a
 * move back before pickup forgets the manual pickup/delivery marks, a move out of the statuses open for carriers takes
 * the order off the loadboard.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { type ActivityVehicle, keepsVehicles, type NewActivity, recordActivity } from "../activities.js";
import { type ApiError, conflict } from "../errors.js";
import type { OrderRecord, OrderStatus, VehicleDoc } from "./order-record.js";

function activityVehicle(vehicle: VehicleDoc): ActivityVehicle {
  const result: ActivityVehicle = {
    guid: vehicle.guid,
    lot_number: (vehicle.lot_number as string | undefined) ?? null,
  };
  for (const key of ["make", "model", "vin"] as const) {
    if (typeof vehicle[key] === "string") result[key] = vehicle[key] as string;
  }
  if (typeof vehicle.year === "number") result.year = vehicle.year;
  return result;
}

export interface StatusChangeOptions {
  /** A manual status change (sets `is_status_changed_manually`; any other change clears it). */
  manual?: boolean;
  carrier?: NewActivity["carrier"];
  driver?: NewActivity["driver"];
  /** Whether a user of the organisation did it; default: true unless carrier details are given. */
  byUser?: boolean;
}

/**
 * Statuses in which an order can still get a carrier (sandbox choice, GAPS.md leaves it open): ready, offered,
 * declined, canceled by the carrier, and `order_canceled` ("can be offered to carriers", the document says).
 */
export const OPEN_FOR_CARRIERS: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  "new",
  "pending",
  "declined",
  "canceled",
  "order_canceled",
]);

/** Statuses before the pickup: an order moved back into one of them has no manual pickup/delivery mark any more. */
const BEFORE_PICKUP: ReadonlySet<OrderStatus> = new Set<OrderStatus>([...OPEN_FOR_CARRIERS, "accepted"]);

/** 409 for a lifecycle change the order's state does not allow (assumed error id, GAPS.md). */
export function statusConflict(message: string): ApiError {
  return conflict("ORDER_STATUS_CONFLICT", message);
}

/** Moves the order to `status` and records the activity `code` (also when the order is created as `new`). */
export function changeStatus(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  status: OrderStatus,
  code: string,
  options: StatusChangeOptions = {},
): void {
  const now = ctx.clock.now();
  if (status !== order.status) order.statusBefore = { ...order.statusBefore, [status]: order.status };
  order.status = status;
  order.changedAt = now;
  // The spec: true when the status was last changed by a manual status change.
  order.isStatusChangedManually = options.manual === true;
  if (!options.manual) order.lastManualChange = undefined;
  if (BEFORE_PICKUP.has(status)) order.manuallyMarked = undefined;
  // An order that has a carrier (or is past that) is no longer open on the loadboard (GAPS.md; no
  // `order.removed_from_loadboard`, as for a booking: the event of the change itself says why).
  if (!OPEN_FOR_CARRIERS.has(status)) order.isPostedToLoadboard = false;
  if (status === "picked_up" || status === "delivered") order.pickedUpAt ??= now;
  if (status === "delivered") order.deliveredAt ??= now;
  recordActivity(org, order, {
    code,
    status,
    at: now,
    byUser: options.byUser ?? options.carrier === undefined,
    carrier: options.carrier,
    driver: options.driver,
    vehicles: keepsVehicles(status) ? (order.doc.vehicles ?? []).map(activityVehicle) : undefined,
  });
}

function refusePlatformpay(order: OrderRecord): void {
  if (order.doc.payment?.payment_method === "platformpay") {
    throw conflict(
      "PLATFORMPAY_ORDER_CONFLICT",
      "Orders paid through platformpay cannot be marked or unmarked as paid manually",
    );
  }
}

/** Mark as paid to the carrier: 409 for `platformpay`; status `paid`, remembering the status before. */
export function markAsPaid(ctx: SandboxContext, org: Organisation, order: OrderRecord, body: Record<string, unknown>) {
  refusePlatformpay(order);
  order.carrierPayment = { ...body };
  if (order.status !== "paid") {
    order.statusBeforePaid = order.status;
    changeStatus(ctx, org, order, "paid", "marked_as_paid");
  } else {
    order.changedAt = ctx.clock.now();
  }
  ctx.events.publish({
    action: "order.paid",
    at: ctx.clock.now(),
    orgGuid: org.guid,
    payload: { order_guid: order.guid },
  });
}

/** Unmark as paid (the `unmark_paid` test helper): back to the status before `paid`. */
export function unmarkAsPaid(ctx: SandboxContext, org: Organisation, order: OrderRecord): void {
  refusePlatformpay(order);
  if (order.status === "paid") {
    changeStatus(ctx, org, order, order.statusBeforePaid ?? "new", "unmarked_as_paid");
    order.statusBeforePaid = undefined;
  }
  order.carrierPayment = undefined;
  ctx.events.publish({
    action: "order.unmark_as_paid",
    at: ctx.clock.now(),
    orgGuid: org.guid,
    payload: { order_guid: order.guid },
  });
}
