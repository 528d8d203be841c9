/**
 * The customer's side of the shipper-to-broker flow (reached through the test helpers; the caller is the broker):
 * a customer submits one of the broker's orders (`order.submitted_by_customer` with `customer_counterparty_guid`)
 * and may cancel it again (`order.cancelled_by_customer`; the order becomes `order_canceled`, "canceled by the
 * customer"). A resubmitted `order_canceled` order is ready again (`new`). An order has at most one live
 * submission: a second submit is 409 `ORDER_ALREADY_SUBMITTED`, a cancel without one 409 `ORDER_NOT_SUBMITTED`.
 */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus } from "../orders/order-status.js";
import { findCustomer } from "./customer-service.js";

/** The live or last submission of an order, keyed by the order's guid. */
export interface SubmissionRecord {
  guid: string;
  customerGuid: string;
  submittedAt: number;
  canceledAt: number | null;
}

export const SUBMISSIONS = defineCollection<SubmissionRecord>("customer-submissions");

export interface SubmissionResult {
  order: OrderRecord;
  submission: SubmissionRecord;
}

export function submitByCustomer(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  customerGuid: string,
): SubmissionResult {
  const order = findOrder(org, orderGuid);
  const customer = findCustomer(org, customerGuid);
  const submissions = org.collection(SUBMISSIONS);
  const previous = submissions.get(order.guid);
  if (previous && previous.canceledAt === null) {
    throw conflict("ORDER_ALREADY_SUBMITTED", "The order was already submitted by a customer");
  }
  const submission = submissions.set({
    guid: order.guid,
    customerGuid: customer.guid,
    submittedAt: ctx.clock.now(),
    canceledAt: null,
  });
  if (order.status === "order_canceled")
    changeStatus(ctx, org, order, "new", "submitted_by_customer", { byUser: false });
  publishEvent(ctx, org, "order.submitted_by_customer", {
    order_guid: order.guid,
    customer_counterparty_guid: customer.guid,
  });
  return { order, submission };
}

export function cancelByCustomer(ctx: SandboxContext, org: Organisation, orderGuid: string): SubmissionResult {
  const order = findOrder(org, orderGuid);
  const submission = org.collection(SUBMISSIONS).get(order.guid);
  if (!submission || submission.canceledAt !== null) {
    throw conflict("ORDER_NOT_SUBMITTED", "The order has no live submission by a customer to cancel");
  }
  submission.canceledAt = ctx.clock.now();
  changeStatus(ctx, org, order, "order_canceled", "cancelled_by_customer", { byUser: false });
  publishEvent(ctx, org, "order.cancelled_by_customer", { order_guid: order.guid });
  return { order, submission };
}
