/**
 * The payment-service payment of a platformpay order, changed through the test helpers as the payment service
 * would: the body's fields replace the stored ones (fields left out keep their values; the amount starts as the
 * order's payment amount), `changed_at` is stamped and `platformpay.updated` publishes the whole record. An
 * order with another payment method is 409 `NOT_A_PLATFORMPAY_ORDER` (assumed id, GAPS.md).
 */
import type { SandboxContext } from "../../context.js";
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime, parseDateTime } from "../../time.js";
import { conflict, type FieldErrors, validationError } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";

/** The helper body (PaymentServicePaymentInput). */
export interface PaymentInput {
  payment_status: string;
  processing_status: string;
  amount?: number;
  charged_at?: string | null;
  charge_date?: string | null;
  expected_date?: string | null;
  paid_at?: string | null;
  hold?: Record<string, unknown> | null;
  refund?: Record<string, unknown> | null;
  error_message?: string;
}

/** The payment as the events and the helper show it (date-times in UTC). */
export interface PaymentFields {
  payment_status: string;
  processing_status: string;
  amount?: number;
  charged_at: string | null;
  charge_date: string | null;
  expected_date: string | null;
  paid_at: string | null;
  changed_at: string | null;
  hold: Record<string, unknown> | null;
  refund: Record<string, unknown> | null;
}

/** The helper's answer and the event payload (without `error_message`). */
export interface PaymentView extends PaymentFields {
  order_guid: string;
}

interface PaymentRecord extends PaymentFields {
  /** The order's guid (one payment per order). */
  guid: string;
}

const PAYMENTS = defineCollection<PaymentRecord>("platformpay-payments");
const DATE_TIME_FIELDS = ["charged_at", "paid_at"] as const;

function orderAmount(order: OrderRecord): number | undefined {
  for (const value of [order.doc.payment?.amount, order.doc.price]) {
    const amount = typeof value === "string" ? Number(value) : value;
    if (typeof amount === "number" && Number.isFinite(amount)) return amount;
  }
  return undefined;
}

/** `charged_at`/`paid_at` in UTC; 400 for a date-time that does not exist (the schema checks only the shape). */
function dateTimes(input: PaymentInput): Partial<PaymentFields> {
  const errors: FieldErrors = {};
  const result: Partial<PaymentFields> = {};
  for (const field of DATE_TIME_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const ms = value === null ? null : parseDateTime(value);
    if (ms === undefined) errors[field] = ["is not a valid date-time"];
    else result[field] = ms === null ? null : formatDateTime(ms);
  }
  if (Object.keys(errors).length > 0) throw validationError("sandbox", errors);
  return result;
}

export function updatePayment(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  input: PaymentInput,
): PaymentView {
  const order = findOrder(org, orderGuid);
  const method = order.doc.payment?.payment_method;
  if (method !== "platformpay") {
    throw conflict(
      "NOT_A_PLATFORMPAY_ORDER",
      `The order's payment method is ${method ?? "not set"}: only platformpay orders have a payment-service payment`,
    );
  }
  const times = dateTimes(input);
  const { error_message: errorMessage, charged_at: _c, paid_at: _p, ...fields } = input;
  const payments = org.collection(PAYMENTS);
  const payment =
    payments.get(order.guid) ??
    payments.set({
      guid: order.guid,
      payment_status: input.payment_status,
      processing_status: input.processing_status,
      amount: orderAmount(order),
      charged_at: null,
      charge_date: null,
      expected_date: null,
      paid_at: null,
      changed_at: null,
      hold: null,
      refund: null,
    });
  Object.assign(payment, fields, times, { changed_at: formatDateTime(ctx.clock.now()) });
  const { guid: _guid, ...rest } = payment;
  const view: PaymentView = { order_guid: order.guid, ...rest };
  if (view.amount === undefined) delete view.amount;
  publishEvent(
    ctx,
    org,
    "platformpay.updated",
    errorMessage === undefined ? { ...view } : { ...view, error_message: errorMessage },
  );
  return view;
}
