/**
 * Policies that order changes void, by listening on the event bus: `order.cancel` and `order.archived` end the
 * order's policies (`ORDER_CANCELED`), `vehicle.deleted` the vehicle's (`VEHICLE_REMOVED`), and `vehicle.modified`
 * the vehicle's when vin, year, make, model or type changed (`VEHICLE_MODIFIED`). The `insurance.canceled` events
 * are published from inside the triggering publish, so listeners may see them before the trigger.
 */
import type { SandboxContext } from "../../context.js";
import type { DomainEvent } from "../../state/events.js";
import type { Organisation } from "../../state/organisations.js";
import { ORDERS } from "../orders/order-record.js";
import { INSURED_FIELDS, insuranceOf, insuredFieldsOf } from "./insurance-record.js";
import { endPolicies } from "./insurer.js";

type Json = Record<string, unknown>;

/** The revision `data` names an insured field whose value changed (`{old_value, new_value}` leaves). */
export function touchesInsuredFields(data: unknown): boolean {
  if (data === null || typeof data !== "object") return false;
  return INSURED_FIELDS.some((field) => {
    const leaf = (data as Json)[field];
    if (leaf === null || typeof leaf !== "object") return false;
    return JSON.stringify((leaf as Json).old_value) !== JSON.stringify((leaf as Json).new_value);
  });
}

/** The order's vehicle now differs, in an insured field, from what its live policy was drafted for. */
function differsFromInsured(org: Organisation, orderGuid: string, vehicleGuid: string): boolean {
  const vehicle = org
    .collection(ORDERS)
    .get(orderGuid)
    ?.doc.vehicles?.find((candidate) => candidate.guid === vehicleGuid);
  const policy = insuranceOf(org, orderGuid)?.policies.find((candidate) => candidate.vehicleGuid === vehicleGuid);
  if (!vehicle || !policy) return false;
  return JSON.stringify(insuredFieldsOf(vehicle)) !== JSON.stringify(policy.insured);
}

/** What one action does to the policies of an order that has insurance. */
type Reaction = (ctx: SandboxContext, org: Organisation, orderGuid: string, payload: Json) => void;

const endOrderPolicies: Reaction = (ctx, org, orderGuid) => endPolicies(ctx, org, orderGuid, "ORDER_CANCELED");

/** The actions that can end a policy; every other event is passed over before its payload is read. */
const REACTIONS: ReadonlyMap<string, Reaction> = new Map<string, Reaction>([
  ["order.cancel", endOrderPolicies],
  ["order.archived", endOrderPolicies],
  [
    "vehicle.deleted",
    (ctx, org, orderGuid, { vehicle_guid: vehicleGuid }) => {
      if (typeof vehicleGuid === "string") endPolicies(ctx, org, orderGuid, "VEHICLE_REMOVED", [vehicleGuid]);
    },
  ],
  [
    "vehicle.modified",
    (ctx, org, orderGuid, { vehicle_guid: vehicleGuid, data }) => {
      if (typeof vehicleGuid !== "string") return;
      if (touchesInsuredFields(data) || differsFromInsured(org, orderGuid, vehicleGuid)) {
        endPolicies(ctx, org, orderGuid, "VEHICLE_MODIFIED", [vehicleGuid]);
      }
    },
  ],
]);

function react(ctx: SandboxContext, event: DomainEvent): void {
  const reaction = REACTIONS.get(event.action);
  if (!reaction) return;
  const { payload } = event;
  if (typeof payload.order_guid !== "string") return;
  const org = ctx.orgs.get(event.orgGuid);
  if (insuranceOf(org, payload.order_guid)) reaction(ctx, org, payload.order_guid, payload);
}

/** Starts listening; returns the unsubscribe function. A failing reaction is logged, never thrown at the publisher. */
export function installInsuranceReactions(ctx: SandboxContext): () => void {
  return ctx.events.subscribe((event) => {
    try {
      react(ctx, event);
    } catch (error) {
      ctx.log("error", "insurance reaction failed", { action: event.action, error: (error as Error).message });
    }
  });
}
