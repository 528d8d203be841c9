/** An order as the API shows it (the spec's `Order`): the stored document plus the read-only fields. */

import { businessRules } from "../../spec/business-rules.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { decimalValue } from "../price.js";
import { userView } from "../users.js";
import type { OrderRecord, StoredPayment, VehicleDoc } from "./order-record.js";
import { pricePerKm } from "./price-per-km.js";

type Json = Record<string, unknown>;

function decimals(block: Json | undefined, keys: string[]): Json {
  const result: Json = { ...block };
  for (const key of keys) if (result[key] !== undefined) result[key] = decimalValue(result[key]);
  return result;
}

function stopView(stop: Json | undefined): Json {
  return {
    ...stop,
    venue: { ...((stop?.venue as Json | undefined) ?? {}) },
    adjusted_date: stop?.adjusted_date ?? null,
  };
}

/** `method`/`terms` mirror `payment_method`/`payment_terms`; a term outside the 18 (`other`/`ach`) shows in `terms` only. */
function paymentView(payment: StoredPayment | undefined): Json {
  const view: Json = decimals({ ...payment } as Json, ["amount"]);
  if (payment?.payment_method !== undefined) view.method = payment.payment_method;
  if (payment?.payment_terms !== undefined) {
    view.terms = payment.payment_terms;
    if (!businessRules().paymentTerms.includes(payment.payment_terms)) delete view.payment_terms;
  }
  view.notes = payment?.notes ?? null;
  return view;
}

function vehicleView(vehicle: VehicleDoc): Json {
  return {
    ...decimals(vehicle, ["tariff"]),
    price: vehicle.price === undefined || vehicle.price === null ? null : decimalValue(vehicle.price),
    damages: [],
    sample_photos: [],
  };
}

export function priceOf(order: OrderRecord): number | null {
  const price = order.doc.price;
  return price === undefined || price === null ? null : Number(price);
}

export function orderView(org: Organisation, order: OrderRecord): Json {
  const { doc } = order;
  const { payment, vehicles, pickup, delivery, customer, customer_payment, price, ...scalars } = doc;
  const value = priceOf(order);
  return {
    guid: order.guid,
    ...decimals(scalars, ["broker_fee"]),
    purchase_order_number: doc.purchase_order_number ?? null,
    dispatcher_name: doc.dispatcher_name ?? null,
    sales_representative: doc.sales_representative ?? null,
    price: value,
    price_per_km: pricePerKm(value, pickup?.venue as Json | undefined, delivery?.venue as Json | undefined),
    dispatcher: userView(org),
    status: order.status,
    is_status_changed_manually: order.isStatusChangedManually,
    is_posted_to_loadboard: order.isPostedToLoadboard,
    pickup: stopView(pickup),
    delivery: stopView(delivery),
    customer: { ...(customer as Json | undefined) },
    payment: paymentView(payment),
    customer_payment: decimals(customer_payment as Json | undefined, ["amount", "tariff", "deposit"]),
    vehicles: (vehicles ?? []).map(vehicleView),
    created_at: formatDateTime(order.createdAt),
    changed_at: formatDateTime(order.changedAt),
  };
}
