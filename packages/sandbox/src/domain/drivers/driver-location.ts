/**
 * The driver's GPS location for vehicles of a picked-up order (reached through the test helpers). It may
 * activate tracking (vehicle-tracking.ts) and is published as `vehicle.driver_location_updated` only for
 * meaningful movement: a vehicle's first location, or one at least MIN_MOVEMENT_KM from the position its last
 * event carried (sandbox choice, GAPS.md). The address is reverse geocoded (reverse-geocode.ts).
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { publishEvent } from "../events.js";
import { distanceKm } from "./distance.js";
import { driverOrder, driverVehicles } from "./driver-scope.js";
import { reverseGeocode } from "./reverse-geocode.js";
import { recordLocation, VEHICLE_TRACKING } from "./vehicle-tracking.js";

export const MIN_MOVEMENT_KM = 1;

/** The helper body (DriverLocationInput). */
export interface LocationInput {
  latitude: number;
  longitude: number;
  vehicle_guids?: string[];
}

/** The helper's answer: the position, its address and the actions it published. */
export interface LocationReport {
  order_guid: string;
  vehicle_guids: string[];
  latitude: number;
  longitude: number;
  address: string;
  published: string[];
}

export function reportLocation(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  input: LocationInput,
): LocationReport {
  const order = driverOrder(org, orderGuid, "location");
  const vehicleGuids = driverVehicles(order, input.vehicle_guids);
  const position = { latitude: input.latitude, longitude: input.longitude };
  const address = reverseGeocode(position);
  const published: string[] = [];
  if (recordLocation(ctx, org, order.guid, vehicleGuids, position).length > 0) published.push("vehicle.gps_activated");
  const tracking = org.collection(VEHICLE_TRACKING);
  const moved = vehicleGuids.filter((guid) => {
    const last = tracking.get(guid)?.lastPublished;
    return last === undefined || distanceKm(last, position) >= MIN_MOVEMENT_KM;
  });
  if (moved.length > 0) {
    for (const guid of moved) {
      const record = tracking.get(guid);
      if (record) record.lastPublished = position;
    }
    publishEvent(ctx, org, "vehicle.driver_location_updated", {
      order_guid: order.guid,
      vehicle_guids: moved,
      ...position,
      address,
    });
    published.push("vehicle.driver_location_updated");
  }
  return { order_guid: order.guid, vehicle_guids: vehicleGuids, ...position, address, published };
}
