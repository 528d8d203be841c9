/** The GPS tracking of an order's vehicles as the tracking helper shows it. */
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { findOrder } from "../orders/order-service.js";
import { staleAt, VEHICLE_TRACKING } from "./vehicle-tracking.js";

export function trackingView(org: Organisation, orderGuid: string): Record<string, unknown> {
  const order = findOrder(org, orderGuid);
  const tracking = org.collection(VEHICLE_TRACKING);
  return {
    order_guid: order.guid,
    vehicles: (order.doc.vehicles ?? []).map((vehicle) => {
      const record = tracking.get(vehicle.guid);
      return {
        vehicle_guid: vehicle.guid,
        gps_active: record?.gpsActive ?? false,
        last_location_at: record ? formatDateTime(record.lastLocationAt) : null,
        latitude: record?.lastLocation.latitude ?? null,
        longitude: record?.lastLocation.longitude ?? null,
        deactivates_at: record?.gpsActive ? formatDateTime(staleAt(record)) : null,
      };
    }),
  };
}
