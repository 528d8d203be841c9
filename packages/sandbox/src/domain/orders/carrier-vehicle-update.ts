/**
 * The carrier that has an order corrects one of its vehicles (VIN, make, model, year, color, lot number): the
 * revision events it publishes name the carrier instead of a user, as the document's revision actions do "when a
 * carrier made the change".
 */
import type { SandboxContext } from "../../context.js";
import { conflict, notFound } from "../../http/errors.js";
import type { Organisation } from "../../state/organisations.js";
import { intern } from "../../state/strings.js";
import type { CarrierInfo } from "../activities.js";
import { orderSnapshot, publishOrderRevisions, type RevisionCarrier } from "../revisions.js";
import { assignedCarrier } from "./carrier-progress.js";
import type { OrderRecord } from "./order-record.js";

/** The vehicle fields a carrier may correct (CarrierVehicleChanges in the sandbox spec). */
export interface CarrierVehicleChanges {
  vin?: string;
  make?: string;
  model?: string;
  year?: number;
  color?: string;
  lot_number?: string;
}

const NAMED_FIELDS = ["carrier_name", "carrier_contact_name", "carrier_phone", "carrier_email"] as const;

/** How revision payloads name the carrier: its guid, and each other field it has (the spec's strings are not nullable). */
export function revisionCarrier(carrier: Partial<CarrierInfo>): RevisionCarrier {
  if (!carrier.carrier_guid) {
    throw conflict("CARRIER_NOT_ASSIGNED", "The carrier that has the order is not registered yet (no carrier guid)");
  }
  const named: RevisionCarrier = { carrier_guid: carrier.carrier_guid };
  for (const field of NAMED_FIELDS) {
    const value = carrier[field];
    if (typeof value === "string" && value !== "") named[field] = value;
  }
  return named;
}

/** Applies the carrier's corrections to one vehicle; revision events go out only when a value changed. */
export function updateVehicleAsCarrier(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  vehicleGuid: string,
  changes: CarrierVehicleChanges,
): OrderRecord {
  const carrier = revisionCarrier(assignedCarrier(org, order));
  const vehicles = order.doc.vehicles ?? [];
  const index = vehicles.findIndex((vehicle) => vehicle.guid === vehicleGuid);
  const current = vehicles[index];
  if (!current) throw notFound("Vehicle not found");
  const corrected = { ...current };
  let changed = false;
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || corrected[field] === value) continue;
    corrected[field] = typeof value === "string" ? intern(value) : value;
    changed = true;
  }
  if (!changed) return order;
  const before = orderSnapshot(org, order);
  const nextVehicles = [...vehicles];
  nextVehicles[index] = corrected;
  // The document is replaced, never changed in place (order-record.ts): snapshots and kept views refer to it.
  order.doc = { ...order.doc, vehicles: nextVehicles };
  order.changedAt = ctx.clock.now();
  publishOrderRevisions(ctx, org, order, before, carrier);
  return order;
}
