/** What drives one webhook action: the steps (API calls and sandbox helpers) and how to tell its payload. */
import type { Suite } from "../harness/contract.js";
import type { Capability } from "../target/capabilities.js";
import type { Payload } from "./receiver.js";

export type Match = (payload: Payload) => boolean;

export interface Trigger {
  action: string;
  /** The trigger in words, for the test's name. */
  by: string;
  /** What the trigger needs beyond writes and webhooks. */
  needs: Capability[];
  /** Drives the action once; the predicate its payload (and no other test's) satisfies. */
  run(suite: Suite): Promise<Match>;
}

/** A payload about this order. */
export const aboutOrder =
  (orderGuid: string): Match =>
  (payload) =>
    payload.order_guid === orderGuid;

/** A payload naming this vehicle (`vehicle_guid`, or among `vehicle_guids`). */
export const aboutVehicle =
  (vehicleGuid: string): Match =>
  (payload) =>
    payload.vehicle_guid === vehicleGuid ||
    (Array.isArray(payload.vehicle_guids) && payload.vehicle_guids.includes(vehicleGuid));

/** Shorthand for a trigger that needs the sandbox helpers. */
export const withHelpers = (action: string, by: string, run: Trigger["run"]): Trigger => ({
  action,
  by,
  needs: ["testHelpers"],
  run,
});
