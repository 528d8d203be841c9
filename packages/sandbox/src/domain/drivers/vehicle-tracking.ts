/**
 * GPS tracking of each vehicle. The first location of a picked-up vehicle whose tracking is inactive activates
 * it (`vehicle.gps_activated`, not repeated while active); more than an hour without a location deactivates it
 * (`vehicle.gps_deactivated`). Both are grouped per shipper: one event lists every vehicle that changed in the
 * same batch — one location report, or one run of the staleness job (every vehicle of the organisation stale
 * at that instant, whatever its order). The job runs on sandbox-clock timers, re-armed by every location.
 */
import type { TimerHandle } from "../../clock.js";
import type { SandboxContext } from "../../context.js";
import type { Coordinates } from "../../pricing/geography.js";
import { defineCollection } from "../../state/collection.js";
import type { Organisation } from "../../state/organisations.js";
import { publishEvent } from "../events.js";

export interface VehicleTrackingRecord {
  /** The vehicle's guid. */
  guid: string;
  orderGuid: string;
  gpsActive: boolean;
  lastLocationAt: number;
  lastLocation: Coordinates;
  /** The position the last `vehicle.driver_location_updated` of this vehicle carried (throttling measures from it). */
  lastPublished?: Coordinates;
}

/** Each active vehicle's staleness timer, beside its record (records stay plain data: a data dir keeps them). */
const staleTimers = new WeakMap<VehicleTrackingRecord, TimerHandle>();

export const VEHICLE_TRACKING = defineCollection<VehicleTrackingRecord>("vehicle-tracking");

/** "More than one hour" without a location deactivates tracking. */
export const GPS_STALE_AFTER_MS = 60 * 60 * 1000;

/** The first instant at which the vehicle has gone more than an hour without a location. */
export function staleAt(record: VehicleTrackingRecord): number {
  return record.lastLocationAt + GPS_STALE_AFTER_MS + 1;
}

/** The staleness job: deactivates every active vehicle of the organisation that is stale now, in one event. */
export function deactivateStale(ctx: SandboxContext, org: Organisation): string[] {
  const now = ctx.clock.now();
  const tracking = org.collection(VEHICLE_TRACKING);
  const stale = tracking.values().filter((record) => record.gpsActive && now >= staleAt(record));
  for (const record of stale) {
    record.gpsActive = false;
    disarm(ctx, record);
    tracking.set(record);
  }
  const vehicleGuids = stale.map((record) => record.guid);
  if (vehicleGuids.length > 0) {
    publishEvent(ctx, org, "vehicle.gps_deactivated", { vehicle_guids: vehicleGuids, gps_active: false });
  }
  return vehicleGuids;
}

function disarm(ctx: SandboxContext, record: VehicleTrackingRecord): void {
  const timer = staleTimers.get(record);
  if (timer) ctx.clock.clearTimer(timer);
  staleTimers.delete(record);
}

/** (Re)arms the vehicle's staleness timer: the job runs when it has gone more than an hour without a location. */
export function armStaleness(ctx: SandboxContext, org: Organisation, record: VehicleTrackingRecord): void {
  disarm(ctx, record);
  staleTimers.set(
    record,
    ctx.clock.setTimer(staleAt(record) - ctx.clock.now(), () => deactivateStale(ctx, org)),
  );
}

/** Records a location for the vehicles and re-arms their staleness timers; returns the vehicles it activated. */
export function recordLocation(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  vehicleGuids: readonly string[],
  position: Coordinates,
): string[] {
  const now = ctx.clock.now();
  const tracking = org.collection(VEHICLE_TRACKING);
  const activated: string[] = [];
  for (const guid of vehicleGuids) {
    const record =
      tracking.get(guid) ??
      tracking.set({ guid, orderGuid, gpsActive: false, lastLocationAt: now, lastLocation: position });
    if (!record.gpsActive) activated.push(guid);
    Object.assign(record, { orderGuid, gpsActive: true, lastLocationAt: now, lastLocation: position });
    armStaleness(ctx, org, record);
  }
  if (activated.length > 0) {
    publishEvent(ctx, org, "vehicle.gps_activated", { vehicle_guids: activated, gps_active: true });
  }
  return activated;
}
