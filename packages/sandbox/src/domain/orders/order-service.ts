/** Create, full update (PUT) and partial update (merge patch) of orders, with every rule re-checked on each. */

import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { sharedBlock } from "../../state/shared-blocks.js";
import { intern } from "../../state/strings.js";
import { conflict, type FieldErrors, validationError } from "../errors.js";
import { isObject, mergePatch } from "../merge-patch.js";
import { orderSnapshot, publishOrderRevisions, type RevisionCarrier } from "../revisions.js";
import {
  findOrder,
  ORDERS,
  type OrderDoc,
  type OrderRecord,
  type StoredPayment,
  type VehicleDoc,
} from "./order-record.js";
import { changeStatus } from "./order-status.js";
import { normalisePayment, type PaymentInput, patchPayment, paymentPairError } from "./payment.js";
import { foldStopAliases } from "./stop-aliases.js";

/** Kept where the records are (the insurer needs it without the service); here too for the service's users. */
export { findOrder };

type Json = Record<string, unknown>;

// The helpers below run on every create and update: they copy key by key with for-in (no key arrays) and allocate
// error collections only when there is an error.

/** A member value as stored: text is interned (state/strings.ts). */
export function stored(value: unknown): unknown {
  return typeof value === "string" ? intern(value) : value;
}

/**
 * What a stored vehicle is built from: a plain object (its prototype is `Object.prototype`) that V8 sizes for the
 * members its first vehicles got, where a `{}` keeps four in the object and the rest in a separate array (16 bytes
 * more for the bench's vehicle).
 */
const StoredVehicle = function StoredVehicle() {} as unknown as new () => Json;
StoredVehicle.prototype = Object.prototype;

/** A copy of a vehicle with its guid, built key by key so that vehicles of one shape share one hidden class. */
function withGuid(vehicle: Json, guid: string): VehicleDoc {
  const copy = new StoredVehicle();
  for (const key in vehicle) if (Object.hasOwn(vehicle, key)) copy[key] = stored(vehicle[key]);
  copy.guid = guid;
  return copy as VehicleDoc;
}

/**
 * Gives each vehicle its guid: a known guid of this order is kept, a vehicle without one gets a new guid. Linear in
 * the vehicles (sets, not array searches): a PUT of many vehicles must not hold the event loop.
 */
function assignVehicleGuids(vehicles: unknown, existing: readonly VehicleDoc[]): VehicleDoc[] | undefined {
  if (!Array.isArray(vehicles)) return undefined;
  let known: Set<string> | undefined;
  let seen: Set<string> | undefined;
  let errors: FieldErrors | undefined;
  const result = vehicles.map((vehicle: Json, index) => {
    const guid = vehicle.guid;
    if (typeof guid !== "string") return withGuid(vehicle, newGuid());
    seen ??= new Set();
    known ??= new Set(existing.map((old) => old.guid));
    let problem: string | undefined;
    if (!known.has(guid)) problem = "is not a vehicle of this order";
    else if (seen.has(guid)) problem = "appears more than once";
    if (problem) {
      errors ??= {};
      errors[`vehicles.${index}.guid`] = [problem];
    }
    seen.add(guid);
    return withGuid(vehicle, guid);
  });
  if (errors) throw validationError("shipper", errors);
  return result;
}

const OWN_BLOCKS: ReadonlySet<string> = new Set(["payment", "vehicles"]);

/** No own member of `value` is null (one level). */
function nullFree(value: Json): boolean {
  for (const key in value) if (Object.hasOwn(value, key) && value[key] === null) return false;
  return true;
}

/**
 * A JSON object as stored: without its `null` members (what a merge patch onto nothing leaves), its text interned,
 * arrays kept as they are; `skip` names top-level keys left out. Copied, unless `owned`: an object of a request body
 * that nobody else holds is then kept when it has no null member, interned in place (`skip` keys left for the caller
 * to replace). JSON.parse builds an object with exactly its properties; a copy built key by key needs an extra
 * property array past four keys. For the bench's two-vehicle order that keeps 1.33 kB instead of 1.46 (vehicles are
 * still copied, to add their guid).
 */
function storedObject(value: Json, skip?: ReadonlySet<string>, owned = false): Json {
  const result: Json = owned && nullFree(value) ? value : {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const member = value[key];
    if (member === null || skip?.has(key)) continue;
    result[key] = isObject(member) ? storedObject(member, undefined, owned) : stored(member);
  }
  return result;
}

/**
 * A validated create/PUT body (or merged patch) as a stored document; the payment is already normalised. With
 * `ownsBody` the body is the request's own parsed JSON, adopted rather than copied (never a stored document: a merge
 * patch result shares the current document's blocks, which must not change).
 */
function toDoc(
  body: Json,
  payment: StoredPayment | undefined,
  existing: readonly VehicleDoc[],
  ownsBody = false,
): OrderDoc {
  const withGuids = assignVehicleGuids(body.vehicles, existing);
  const keepsBlocks =
    (payment === undefined) === (body.payment === undefined) &&
    (withGuids === undefined) === (body.vehicles === undefined);
  const doc = storedObject(body, OWN_BLOCKS, ownsBody && keepsBlocks) as OrderDoc;
  if (payment !== undefined) doc.payment = payment;
  if (withGuids !== undefined) doc.vehicles = withGuids;
  shareBlocks(doc);
  return doc;
}

/** Every block of the document but its vehicles (which carry their guids) is kept once per distinct value. */
function shareBlocks(doc: Json): void {
  for (const key in doc) {
    if (key === "vehicles" || !Object.hasOwn(doc, key)) continue;
    const member = doc[key];
    if (member !== null && typeof member === "object") doc[key] = sharedBlock(member);
  }
}

/** 409 when the update changes the method of a delivered `platformpay` order. */
function checkMethodLock(order: OrderRecord, next: StoredPayment | undefined): void {
  const before = order.doc.payment?.payment_method;
  if (order.deliveredAt === undefined || before !== "platformpay") return;
  if (next?.payment_method !== before) {
    throw conflict("PAYMENT_METHOD_LOCKED", "The payment method of a delivered platformpay order cannot be changed");
  }
}

function finish(ctx: SandboxContext, doc: OrderDoc): OrderDoc {
  const pairError = paymentPairError(doc.payment, ctx);
  if (pairError) throw pairError;
  return doc;
}

/** Options of create and PUT: `ownsBody` when the body is the request's own parsed JSON, which the order may keep. */
export interface OrderWriteOptions {
  ownsBody?: boolean;
}

export function createOrder(
  ctx: SandboxContext,
  org: Organisation,
  given: Json,
  options: OrderWriteOptions = {},
): OrderRecord {
  const body = foldStopAliases(given);
  const now = ctx.clock.now();
  const payment =
    body.payment === undefined
      ? undefined
      : patchPayment(undefined, normalisePayment(body.payment as PaymentInput, now));
  const doc = finish(ctx, toDoc(body, payment, [], options.ownsBody));
  const order: OrderRecord = {
    guid: newGuid(),
    seq: org.next("order"),
    doc,
    status: "new",
    isStatusChangedManually: false,
    isPostedToLoadboard: false,
    createdAt: now,
    changedAt: now,
    activities: undefined,
    // Set by every status change (order-status.ts): declared here, they live in the record, not in a separate array.
    lastManualChange: undefined,
    manuallyMarked: undefined,
  };
  org.collection(ORDERS).set(order);
  changeStatus(ctx, org, order, "new", "created");
  publishOrderRevisions(ctx, org, order, null);
  return order;
}

/** PUT: the body replaces every writable field (fields left out are cleared). */
export function replaceOrder(
  ctx: SandboxContext,
  org: Organisation,
  guid: string,
  given: Json,
  options: OrderWriteOptions = {},
): OrderRecord {
  const order = findOrder(org, guid);
  const body = foldStopAliases(given);
  const now = ctx.clock.now();
  const payment =
    body.payment === undefined
      ? undefined
      : patchPayment(undefined, normalisePayment(body.payment as PaymentInput, now));
  const doc = finish(ctx, toDoc(body, payment, order.doc.vehicles ?? [], options.ownsBody));
  checkMethodLock(order, doc.payment);
  return commit(ctx, org, order, doc, now);
}

/** PATCH (RFC 7396): included fields replace, `null` removes, omitted fields stay, `vehicles` is replaced whole. */
export function patchOrder(ctx: SandboxContext, org: Organisation, guid: string, given: Json): OrderRecord {
  const order = findOrder(org, guid);
  const now = ctx.clock.now();
  const { payment: paymentPatch, vehicles, ...rest } = foldStopAliases(given);
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
  const doc = finish(ctx, toDoc(merged, payment, order.doc.vehicles ?? []));
  checkMethodLock(order, doc.payment);
  return commit(ctx, org, order, doc, now);
}

/** Replaces the order's document (never changed in place) and publishes the revisions; `carrier` made the change. */
export function commit(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  doc: OrderDoc,
  now: number,
  carrier?: RevisionCarrier,
): OrderRecord {
  const before = orderSnapshot(org, order);
  order.doc = doc;
  order.changedAt = now;
  publishOrderRevisions(ctx, org, order, before, carrier);
  return order;
}
