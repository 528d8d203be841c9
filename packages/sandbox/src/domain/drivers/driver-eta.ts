/**
 * The driver updates the pickup or delivery ETA of vehicles of an order (reached through the test helpers):
 * `vehicle.pickup_eta_updated_by_driver` / `vehicle.delivery_eta_updated_by_driver` with the arrival window.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime, parseDateTime } from "../../time.js";
import { type FieldErrors, validationError } from "../errors.js";
import { publishEvent } from "../events.js";
import { driverOrder, driverVehicles } from "./driver-scope.js";

export type EtaKind = "pickup" | "delivery";

/** The helper body (DriverEtaInput). */
export interface EtaInput {
  vehicle_guids?: string[];
  date_from: string;
  date_until: string;
  notes?: string | null;
}

/** What was published: the event payload (also the helper's answer). */
export interface DriverEta {
  order_guid: string;
  vehicle_guids: string[];
  notes: string | null;
  date_from: string;
  date_until: string;
}

export const ETA_ACTIONS: Record<EtaKind, string> = {
  pickup: "vehicle.pickup_eta_updated_by_driver",
  delivery: "vehicle.delivery_eta_updated_by_driver",
};

/** The arrival window in UTC; 400 when a date is not a real date-time or the window ends before it starts. */
function arrivalWindow(input: EtaInput): { from: number; until: number } {
  const errors: FieldErrors = {};
  const from = parseDateTime(input.date_from);
  const until = parseDateTime(input.date_until);
  if (from === undefined) errors.date_from = ["is not a valid date-time"];
  if (until === undefined) errors.date_until = ["is not a valid date-time"];
  else if (from !== undefined && until < from) errors.date_until = ["cannot be earlier than date_from"];
  if (Object.keys(errors).length > 0) throw validationError("sandbox", errors);
  return { from: from as number, until: until as number };
}

export function updateEta(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  kind: EtaKind,
  input: EtaInput,
): DriverEta {
  const order = driverOrder(org, orderGuid, kind === "pickup" ? "pickup_eta" : "delivery_eta");
  const vehicleGuids = driverVehicles(order, input.vehicle_guids);
  const { from, until } = arrivalWindow(input);
  const eta: DriverEta = {
    order_guid: order.guid,
    vehicle_guids: vehicleGuids,
    notes: input.notes ? input.notes : null,
    date_from: formatDateTime(from),
    date_until: formatDateTime(until),
  };
  publishEvent(ctx, org, ETA_ACTIONS[kind], { ...eta });
  return eta;
}
