/** The order as the lifecycle test helpers answer it: the shipper API's view plus the helper-only `lifecycle` state. */
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import type { OrderRecord } from "./order-record.js";
import { orderView } from "./order-view.js";

const stamp = (ms: number | undefined) => (ms === undefined ? null : formatDateTime(ms));

/** State the shipper API's order does not show: flags, the customer side, the manual marks and the rollback point. */
export function lifecycleState(order: OrderRecord): Record<string, unknown> {
  return {
    is_archived: order.isArchived === true,
    is_on_hold: order.isOnHold === true,
    is_removed: order.removedAt !== undefined,
    customer_invoiced_at: stamp(order.customerInvoicedAt),
    customer_paid_at: stamp(order.customerPaidAt),
    adjusted_invoice_date: order.adjustedInvoiceDate ?? null,
    manually_marked: order.manuallyMarked ?? null,
    rollback_status: order.lastManualChange?.status ?? null,
  };
}

export function lifecycleOrderView(org: Organisation, order: OrderRecord): Record<string, unknown> {
  return { ...orderView(org, order), lifecycle: lifecycleState(order) };
}
