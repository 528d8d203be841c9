/**
 * The carrier that has an order corrects one of its vehicles (VIN, make, model, year, color, lot number): the
 * revision events it publishes name the carrier instead of a user, as the document's revision actions do "when a
 * carrier made the change".
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import { revisionCarrier } from "../revisions.js";
import { assignedCarrier } from "./carrier-progress.js";
import type { OrderRecord } from "./order-record.js";
import { commit, stored } from "./order-service.js";

/**
 * Applies the carrier's corrections (a body valid against the sandbox spec's CarrierVehicleChanges: VIN, make,
 * model, year, color, lot number) to one vehicle; revision events go out only when a value changed.
 */
export function updateVehicleAsCarrier(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  vehicleGuid: string,
  changes: Readonly<Record<string, unknown>>,
): OrderRecord {
  const vehicles = order.doc.vehicles ?? [];
  const index = vehicles.findIndex((vehicle) => vehicle.guid === vehicleGuid);
  const current = vehicles[index];
  // A vehicle that is not the order's is 404 before the carrier is asked for: no 409 about an order it cannot touch.
  if (!current) throw notFound("Vehicle not found");
  const carrier = revisionCarrier(assignedCarrier(org, order));
  const corrected = { ...current };
  let changed = false;
  for (const [field, value] of Object.entries(changes)) {
    if (corrected[field] === value) continue;
    corrected[field] = stored(value);
    changed = true;
  }
  if (!changed) return order;
  const nextVehicles = [...vehicles];
  nextVehicles[index] = corrected;
  return commit(ctx, org, order, { ...order.doc, vehicles: nextVehicles }, ctx.clock.now(), carrier);
}
