/** Create, full update (PUT) and partial update (merge patch) of orders, with every rule re-checked on each. */

import type { SandboxContext } from "../../context.js";
import { conflict, type FieldErrors, notFound, validationError } from "../../http/errors.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { mergePatch } from "../merge-patch.js";
import { priceMessages } from "../price.js";
import { ORDERS, type OrderDoc, type OrderRecord, type StoredPayment, type VehicleDoc } from "./order-record.js";
import { changeStatus } from "./order-status.js";
import { normalisePayment, type PaymentInput, patchPayment, paymentPairError } from "./payment.js";

type Json = Record<string, unknown>;

/** Gives each vehicle its guid: a known guid of this order is kept, a vehicle without one gets a new guid. */
function assignVehicleGuids(vehicles: unknown, existing: readonly VehicleDoc[]): VehicleDoc[] | undefined {
  if (!Array.isArray(vehicles)) return undefined;
  const known = new Set(existing.map((vehicle) => vehicle.guid));
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  const result = vehicles.map((vehicle: Json, index) => {
    const guid = vehicle.guid;
    if (typeof guid === "string") {
      if (!known.has(guid)) errors[`vehicles.${index}.guid`] = ["is not a vehicle of this order"];
      else if (seen.has(guid)) errors[`vehicles.${index}.guid`] = ["appears more than once"];
      seen.add(guid);
      return { ...vehicle, guid } as VehicleDoc;
    }
    return { ...vehicle, guid: newGuid() } as VehicleDoc;
  });
  if (Object.keys(errors).length > 0) throw validationError("shipper", errors);
  return result;
}

/** A validated create/PUT body (or merged patch) as a stored document; the payment is already normalised. */
function toDoc(body: Json, payment: StoredPayment | undefined, existing: readonly VehicleDoc[]): OrderDoc {
  const { payment: _ignored, vehicles, ...rest } = body;
  const doc: OrderDoc = mergePatch({}, rest) as OrderDoc;
  if (payment !== undefined) doc.payment = payment;
  const withGuids = assignVehicleGuids(vehicles, existing);
  if (withGuids !== undefined) doc.vehicles = withGuids;
  return doc;
}

/** 409 when the update changes the method of a delivered `platformpay` order. */
function checkMethodLock(order: OrderRecord, next: StoredPayment | undefined): void {
  const before = order.doc.payment?.payment_method;
  if (order.deliveredAt === undefined || before !== "platformpay") return;
  if (next?.payment_method !== before) {
    throw conflict("PAYMENT_METHOD_LOCKED", "The payment method of a delivered platformpay order cannot be changed");
  }
}

/** Prices the schema lets through but no number can hold (hundreds of digits) are still not well-formed. */
function checkPrices(doc: OrderDoc): void {
  const errors = new Map<string, string[]>();
  const check = (field: string, value: unknown) => {
    if (value === undefined || value === null) return;
    const messages = priceMessages(value);
    if (messages.length > 0) errors.set(field, messages);
  };
  check("price", doc.price);
  for (const [index, vehicle] of (doc.vehicles ?? []).entries()) check(`vehicles.${index}.price`, vehicle.price);
  if (errors.size > 0) throw validationError("shipper", Object.fromEntries(errors));
}

function finish(doc: OrderDoc): OrderDoc {
  checkPrices(doc);
  const pairError = paymentPairError(doc.payment);
  if (pairError) throw pairError;
  return doc;
}

export function findOrder(org: Organisation, guid: string): OrderRecord {
  const order = org.collection(ORDERS).get(guid);
  if (!order) throw notFound("Order not found");
  return order;
}

export function createOrder(ctx: SandboxContext, org: Organisation, body: Json): OrderRecord {
  const now = ctx.clock.now();
  const payment =
    body.payment === undefined
      ? undefined
      : patchPayment(undefined, normalisePayment(body.payment as PaymentInput, now));
  const doc = finish(toDoc(body, payment, []));
  const order: OrderRecord = {
    guid: newGuid(),
    seq: org.next("order"),
    doc,
    status: "new",
    isStatusChangedManually: false,
    isPostedToLoadboard: false,
    createdAt: now,
    changedAt: now,
  };
  org.collection(ORDERS).set(order);
  changeStatus(ctx, org, order, "new", "created");
  ctx.events.publish({ action: "order.created", at: now, orgGuid: org.guid, payload: { order_guid: order.guid } });
  return order;
}

/** PUT: the body replaces every writable field (fields left out are cleared). */
export function replaceOrder(ctx: SandboxContext, org: Organisation, guid: string, body: Json): OrderRecord {
  const order = findOrder(org, guid);
  const now = ctx.clock.now();
  const payment =
    body.payment === undefined
      ? undefined
      : patchPayment(undefined, normalisePayment(body.payment as PaymentInput, now));
  const doc = finish(toDoc(body, payment, order.doc.vehicles ?? []));
  checkMethodLock(order, doc.payment);
  return commit(ctx, org, order, doc, now);
}

/** PATCH (RFC 7396): included fields replace, `null` removes, omitted fields stay, `vehicles` is replaced whole. */
export function patchOrder(ctx: SandboxContext, org: Organisation, guid: string, patch: Json): OrderRecord {
  const order = findOrder(org, guid);
  const now = ctx.clock.now();
  const { payment: paymentPatch, vehicles, ...rest } = patch;
  const payment =
    paymentPatch === undefined
      ? order.doc.payment
      : patchPayment(
          order.doc.payment,
          paymentPatch === null ? null : normalisePayment(paymentPatch as PaymentInput, now),
        );
  const { payment: _old, vehicles: oldVehicles, ...current } = order.doc;
  const merged = mergePatch(current, rest) as Json;
  const nextVehicles = vehicles === undefined ? oldVehicles : vehicles === null ? undefined : vehicles;
  if (nextVehicles !== undefined) merged.vehicles = nextVehicles;
  const doc = finish(toDoc(merged, payment, order.doc.vehicles ?? []));
  checkMethodLock(order, doc.payment);
  return commit(ctx, org, order, doc, now);
}

function commit(ctx: SandboxContext, org: Organisation, order: OrderRecord, doc: OrderDoc, now: number): OrderRecord {
  order.doc = doc;
  order.changedAt = now;
  ctx.events.publish({ action: "order.modified", at: now, orgGuid: org.guid, payload: { order_guid: order.guid } });
  return order;
}
