/**
 * The shipper's billing of its customer: invoiced to the customer (`order.customer_invoiced`) and paid by the
 * customer (`order.customer_paid`). Neither is an order status (the status list has none for the customer side), so
 * the status and the activity list are unchanged; each can happen once (else 409 `ORDER_STATUS_CONFLICT`).
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "./order-record.js";
import { statusConflict } from "./order-status.js";

export function markCustomerInvoiced(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.customerInvoicedAt !== undefined) throw statusConflict("The order is already invoiced to the customer");
  order.customerInvoicedAt = ctx.clock.now();
  order.changedAt = order.customerInvoicedAt;
  publishEvent(ctx, org, "order.customer_invoiced", { order_guid: order.guid });
  return order;
}

export function markCustomerPaid(ctx: SandboxContext, org: Organisation, order: OrderRecord): OrderRecord {
  if (order.customerPaidAt !== undefined) throw statusConflict("The order is already paid by the customer");
  order.customerPaidAt = ctx.clock.now();
  order.changedAt = order.customerPaidAt;
  publishEvent(ctx, org, "order.customer_paid", { order_guid: order.guid });
  return order;
}
