/**
 * Which orders take which driver update (sandbox choice, GAPS.md): a pickup ETA needs an `accepted` order, a
 * delivery ETA an `accepted` or `picked_up` one, a GPS location a `picked_up` one (the vehicles are in
 * transport); else 409 `DRIVER_UPDATE_NOT_ALLOWED`. An update names some of the order's vehicles, default all.
 */

import type { Organisation } from "../../state/organisations.js";
import { conflict, type FieldErrors, validationError } from "../errors.js";
import type { OrderRecord, OrderStatus } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";

export type DriverUpdate = "pickup_eta" | "delivery_eta" | "location";

export const DRIVER_UPDATE_STATUSES: Record<DriverUpdate, readonly OrderStatus[]> = {
  pickup_eta: ["accepted"],
  delivery_eta: ["accepted", "picked_up"],
  location: ["picked_up"],
};

const NAMES: Record<DriverUpdate, string> = {
  pickup_eta: "a pickup ETA",
  delivery_eta: "a delivery ETA",
  location: "a GPS location",
};

/** The order, when it takes this update; else 409 `DRIVER_UPDATE_NOT_ALLOWED`. Unknown order: 404. */
export function driverOrder(org: Organisation, orderGuid: string, update: DriverUpdate): OrderRecord {
  const order = findOrder(org, orderGuid);
  const allowed = DRIVER_UPDATE_STATUSES[update];
  if (!allowed.includes(order.status)) {
    throw conflict(
      "DRIVER_UPDATE_NOT_ALLOWED",
      `The order is ${order.status}: ${NAMES[update]} needs an order in status ${allowed.join(" or ")}`,
    );
  }
  return order;
}

/** The vehicles an update names (default: every vehicle of the order); 400 for a guid of no vehicle of the order. */
export function driverVehicles(order: OrderRecord, guids: readonly string[] | undefined): string[] {
  const own = (order.doc.vehicles ?? []).map((vehicle) => vehicle.guid);
  if (guids === undefined) {
    if (own.length === 0) throw validationError("sandbox", { vehicle_guids: ["the order has no vehicles"] });
    return own;
  }
  const errors: FieldErrors = {};
  const owned = new Set(own);
  guids.forEach((guid, index) => {
    if (!owned.has(guid)) errors[`vehicle_guids.${index}`] = ["is not a vehicle of this order"];
  });
  if (Object.keys(errors).length > 0) throw validationError("sandbox", errors);
  return [...guids];
}
