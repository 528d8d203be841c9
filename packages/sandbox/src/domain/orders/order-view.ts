/** An order as the API shows it (the spec's `Order`): the stored document plus the read-only fields. */

import { businessRules } from "../../spec/business-rules.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { decimalValue } from "../price.js";
import { userView } from "../users.js";
import type { OrderRecord, StoredPayment, VehicleDoc } from "./order-record.js";
import { pricePerKm } from "./price-per-km.js";
import { RecentViews } from "./recent-views.js";

type Json = Record<string, unknown>;

const NONE: readonly string[] = [];
const AMOUNT = ["amount"];
const TARIFF = ["tariff"];
const CUSTOMER_PAYMENT_DECIMALS = ["amount", "tariff", "deposit"];

/**
 * A copy of `block` (same key order) with its `keys` as numbers. Built key by key (for-in: no key array) rather than
 * by spreading and adding fields, which makes V8 build a new hidden class per copy.
 */
function decimals(block: Json | undefined, keys: readonly string[]): Json {
  const result: Json = {};
  if (!block) return result;
  for (const key in block) {
    if (!Object.hasOwn(block, key)) continue;
    const value = block[key];
    result[key] = value !== undefined && keys.includes(key) ? decimalValue(value) : value;
  }
  return result;
}

function stopView(stop: Json | undefined): Json {
  const view = decimals(stop, NONE);
  view.venue = decimals(stop?.venue as Json | undefined, NONE);
  view.adjusted_date = stop?.adjusted_date ?? null;
  return view;
}

/** `method`/`terms` mirror `payment_method`/`payment_terms`; a term outside the 18 (`other`/`ach`) shows in `terms` only. */
function paymentView(payment: StoredPayment | undefined): Json {
  const view: Json = decimals(payment as Json | undefined, AMOUNT);
  if (payment?.payment_method !== undefined) view.method = payment.payment_method;
  if (payment?.payment_terms !== undefined) {
    view.terms = payment.payment_terms;
    if (!businessRules().paymentTerms.includes(payment.payment_terms)) delete view.payment_terms;
  }
  view.notes = payment?.notes ?? null;
  return view;
}

function vehicleView(vehicle: VehicleDoc): Json {
  const view = decimals(vehicle, TARIFF);
  view.price = vehicle.price === undefined || vehicle.price === null ? null : decimalValue(vehicle.price);
  view.damages = [];
  view.sample_photos = [];
  return view;
}

export function priceOf(order: OrderRecord): number | null {
  const price = order.doc.price;
  return price === undefined || price === null ? null : Number(price);
}

const recentViews = new RecentViews(1000);

/** The order as the API shows it. Views of unchanged orders are reused (recent-views.ts): never change one. */
export function orderView(org: Organisation, order: OrderRecord): Json {
  return recentViews.view(org, order, () => buildOrderView(org, order));
}

/** The document's blocks the view shows in its own way (every other field is shown as stored). */
const SHOWN_APART: ReadonlySet<string> = new Set([
  "payment",
  "vehicles",
  "pickup",
  "delivery",
  "customer",
  "customer_payment",
  "price",
]);

function buildOrderView(org: Organisation, order: OrderRecord): Json {
  const { doc } = order;
  const value = priceOf(order);
  const view: Json = { guid: order.guid };
  for (const key in doc) {
    if (!Object.hasOwn(doc, key) || SHOWN_APART.has(key)) continue;
    const field = doc[key];
    view[key] = key === "broker_fee" && field !== undefined ? decimalValue(field) : field;
  }
  view.purchase_order_number = doc.purchase_order_number ?? null;
  view.dispatcher_name = doc.dispatcher_name ?? null;
  view.sales_representative = doc.sales_representative ?? null;
  view.price = value;
  view.price_per_km = pricePerKm(value, doc.pickup?.venue as Json | undefined, doc.delivery?.venue as Json | undefined);
  view.dispatcher = userView(org);
  view.status = order.status;
  view.is_status_changed_manually = order.isStatusChangedManually;
  view.is_posted_to_loadboard = order.isPostedToLoadboard;
  view.pickup = stopView(doc.pickup);
  view.delivery = stopView(doc.delivery);
  view.customer = decimals(doc.customer as Json | undefined, NONE);
  view.payment = paymentView(doc.payment);
  view.customer_payment = decimals(doc.customer_payment as Json | undefined, CUSTOMER_PAYMENT_DECIMALS);
  view.vehicles = (doc.vehicles ?? []).map(vehicleView);
  view.created_at = formatDateTime(order.createdAt);
  view.changed_at = formatDateTime(order.changedAt);
  return view;
}
