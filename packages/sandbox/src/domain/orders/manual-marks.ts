/**
 * The shipper's manual status changes (the web interface's manual flow; the shipper API has no operation for them,
 * so the test helpers reach them): mark as new, pending, accepted, picked up, delivered or carrier invoiced, unmark
 * invoiced, and roll back the last manual change. Each sets `is_status_changed_manually`, records an activity and
 * publishes its `order.manually_*` event. Wrong source status: 409 `ORDER_STATUS_CONFLICT`; a missing date or
 * carrier field: 400 `VALIDATION_ERROR`.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime, parseDateTime } from "../../time.js";
import { type FieldErrors, validationError } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord, OrderStatus } from "./order-record.js";
import { changeStatus, statusConflict } from "./order-status.js";

export type ManualStatus = "new" | "pending" | "accepted" | "picked_up" | "delivered" | "invoiced";

/** The helper bodies: carrier contact for accepted, the adjusted dates for picked up, delivered and invoiced. */
export interface ManualMarkInput {
  carrier_email?: string;
  carrier_phone?: string;
  carrier_name?: string;
  adjusted_date?: string;
  adjusted_pickup_date?: string;
  adjusted_delivery_date?: string;
  adjusted_invoice_date?: string;
}

/** Source statuses (GAPS.md: "any" other status unless the document's table names them) and required fields. */
const RULES: Record<ManualStatus, { from?: readonly OrderStatus[]; required: (from: OrderStatus) => string[] }> = {
  new: { required: () => [] },
  pending: { required: () => [] },
  accepted: { required: () => ["carrier_email", "carrier_phone"] },
  picked_up: { from: ["accepted"], required: () => ["adjusted_date"] },
  delivered: {
    from: ["accepted", "picked_up"],
    required: (from) =>
      from === "accepted" ? ["adjusted_pickup_date", "adjusted_delivery_date"] : ["adjusted_delivery_date"],
  },
  invoiced: { required: () => ["adjusted_invoice_date"] },
};

const DATE_FIELDS = [
  "adjusted_date",
  "adjusted_pickup_date",
  "adjusted_delivery_date",
  "adjusted_invoice_date",
] as const;

/** The input's dates in UTC; 400 for a missing required field, an impossible date or a delivery before the pickup. */
function checkInput(order: OrderRecord, status: ManualStatus, input: ManualMarkInput): ManualMarkInput {
  const errors: FieldErrors = {};
  for (const field of RULES[status].required(order.status)) {
    if (input[field as keyof ManualMarkInput] === undefined) errors[field] = ["is required"];
  }
  const checked: ManualMarkInput = { ...input };
  for (const field of DATE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const ms = parseDateTime(value);
    if (ms === undefined) errors[field] = ["must be a valid date-time"];
    else checked[field] = formatDateTime(ms);
  }
  const pickup = checked.adjusted_pickup_date ?? (order.doc.pickup?.adjusted_date as string | undefined);
  const delivery = checked.adjusted_delivery_date;
  if (status === "delivered" && pickup && delivery && !errors.adjusted_delivery_date) {
    const [from, to] = [parseDateTime(pickup), parseDateTime(delivery)];
    if (from !== undefined && to !== undefined && to < from) {
      errors.adjusted_delivery_date = ["cannot be earlier than the pickup date"];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError("sandbox", errors);
  return checked;
}

/** A new document with the stop's adjusted date: the document is replaced, never changed in place (order-record.ts). */
function setAdjustedDate(order: OrderRecord, stop: "pickup" | "delivery", date: string | undefined): void {
  if (date !== undefined) order.doc = { ...order.doc, [stop]: { ...order.doc[stop], adjusted_date: date } };
}

const label = (status: OrderStatus) => status.replace("_", " ");

/** Manually marks the order `status` (the States table's manual marks, and the new/pending marks). */
export function markManually(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  status: ManualStatus,
  input: ManualMarkInput = {},
): OrderRecord {
  const rule = RULES[status];
  if (rule.from ? !rule.from.includes(order.status) : order.status === status) {
    const allowed = rule.from ? `only an order in ${rule.from.join(" or ")}` : `only an order that is not ${status}`;
    throw statusConflict(`The order is ${order.status}: ${allowed} can be manually marked ${label(status)}`);
  }
  const checked = checkInput(order, status, input);
  const before = snapshot(order);
  if (status === "picked_up") setAdjustedDate(order, "pickup", checked.adjusted_date);
  if (status === "delivered") {
    setAdjustedDate(order, "pickup", checked.adjusted_pickup_date);
    setAdjustedDate(order, "delivery", checked.adjusted_delivery_date);
  }
  if (status === "invoiced") order.adjustedInvoiceDate = checked.adjusted_invoice_date;
  const carrier =
    status === "accepted"
      ? {
          carrier_email: checked.carrier_email ?? null,
          carrier_phone: checked.carrier_phone ?? null,
          carrier_name: checked.carrier_name ?? null,
        }
      : undefined;
  changeStatus(ctx, org, order, status, `manually_marked_as_${status}`, { manual: true, carrier, byUser: true });
  if (status === "picked_up" || status === "delivered") order.manuallyMarked = status;
  order.lastManualChange = before;
  publishEvent(ctx, org, `order.manually_marked_as_${status}`, { order_guid: order.guid });
  return order;
}

function snapshot(order: OrderRecord): NonNullable<OrderRecord["lastManualChange"]> {
  return {
    status: order.status,
    manual: order.isStatusChangedManually,
    marked: order.manuallyMarked,
    statusBefore: order.statusBefore,
  };
}

/** Manually unmark as invoiced: an `invoiced` order goes back to the status it had before (GAPS.md). */
export function unmarkInvoiced(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.status !== "invoiced") {
    throw statusConflict(`The order is ${order.status}: only an invoiced order can be unmarked as invoiced`);
  }
  const before = snapshot(order);
  const back = order.statusBefore?.invoiced ?? "delivered";
  changeStatus(ctx, org, order, back, "manually_unmarked_as_invoiced", { manual: true, byUser: true });
  order.adjustedInvoiceDate = undefined;
  order.lastManualChange = before;
  publishEvent(ctx, org, "order.manually_unmarked_as_invoiced", { order_guid: order.guid });
  return order;
}

/**
 * Rolls back the last manual status change: the status, `is_status_changed_manually`, the manual pickup/delivery
 * mark and the statuses an unmark goes back to are what they were before it. Only while no other status change
 * followed it (else 409).
 */
export function rollbackManualStatus(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  const point = order.lastManualChange;
  if (!point) {
    throw statusConflict("No manual status change to roll back: none was made since the last other status change");
  }
  changeStatus(ctx, org, order, point.status, "rolled_back_manual_status_change", { manual: true, byUser: true });
  order.isStatusChangedManually = point.manual;
  order.manuallyMarked = point.marked;
  // The status rolled back into came from where it came from before the manual change, not from the rollback's.
  order.statusBefore = point.statusBefore;
  order.lastManualChange = undefined;
  publishEvent(ctx, org, "order.rolled_back_manual_status_change", { order_guid: order.guid });
  return order;
}
