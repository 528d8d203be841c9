/**
 * The policy sync: a draft policy per eligible vehicle (one the sandbox can value), `personal_link` set. One call
 * per order per 30 s on the sandbox clock; a failed sync (no eligible vehicle: 404) consumes the window too, a
 * refused one (429) does not restart it. The fault `insurance-no-rate-window` drops the window.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { ApiError, failureEnvelope, notFound } from "../errors.js";
import type { OrderRecord, VehicleDoc } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { INSURANCE, type InsuranceRecord, insuredFieldsOf, type PolicyRecord, portalLink } from "./insurance-record.js";
import { DEFAULT_PLAN, isInterstate, premium } from "./premium.js";
import { valueVehicle } from "./vehicle-valuation.js";

export const SYNC_WINDOW_MS = 30_000;

export interface EligibleVehicle {
  vehicle: VehicleDoc;
  value: number;
}

/** The order's vehicles the sandbox can value (type with a value table, known make, a model, year 1981..next). */
export function eligibleVehicles(order: OrderRecord, now: number): EligibleVehicle[] {
  return (order.doc.vehicles ?? []).flatMap((vehicle) => {
    const value = valueVehicle(vehicle, now);
    return value === undefined ? [] : [{ vehicle, value }];
  });
}

function venueState(stop: Record<string, unknown> | undefined): unknown {
  return (stop?.venue as Record<string, unknown> | undefined)?.state;
}

function rateLimited(remainingMs: number): ApiError {
  const seconds = Math.min(30, Math.max(1, Math.ceil(remainingMs / 1000)));
  return new ApiError(
    429,
    failureEnvelope("RATE_LIMIT_EXCEEDED", "Insurance policy sync is limited to one call per order every 30 seconds"),
    false,
    { "retry-after": String(seconds) },
  );
}

function draftPolicy(eligible: EligibleVehicle, interstate: boolean): PolicyRecord {
  return {
    vehicleGuid: eligible.vehicle.guid,
    status: "draft",
    planSlug: DEFAULT_PLAN.slug,
    calculatedPremium: premium(DEFAULT_PLAN, eligible.value, interstate),
    cancellationReason: null,
    insured: insuredFieldsOf(eligible.vehicle),
  };
}

/**
 * Eligible vehicles without an issued policy get a fresh draft (replacing a draft or a canceled policy); issued
 * and canceled policies of other vehicles stay; drafts of vehicles no longer eligible are dropped.
 */
function mergePolicies(record: InsuranceRecord, eligible: EligibleVehicle[], interstate: boolean): PolicyRecord[] {
  const current = new Map(record.policies.map((policy) => [policy.vehicleGuid, policy]));
  const eligibleGuids = new Set(eligible.map((entry) => entry.vehicle.guid));
  const drafted = eligible.map((entry) => {
    const existing = current.get(entry.vehicle.guid);
    return existing?.status === "issued" ? existing : draftPolicy(entry, interstate);
  });
  const others = record.policies.filter(
    (policy) => !eligibleGuids.has(policy.vehicleGuid) && policy.status !== "draft",
  );
  return [...drafted, ...others];
}

export function syncPolicies(ctx: SandboxContext, org: Organisation, orderGuid: string): InsuranceRecord {
  const order = findOrder(org, orderGuid);
  const now = ctx.clock.now();
  const collection = org.collection(INSURANCE);
  const record = collection.get(order.guid) ?? collection.set({ guid: order.guid, personalLink: null, policies: [] });
  const last = record.lastSyncAt;
  if (!ctx.faults.has("insurance-no-rate-window") && last !== undefined && now - last < SYNC_WINDOW_MS) {
    throw rateLimited(last + SYNC_WINDOW_MS - now);
  }
  record.lastSyncAt = now;
  const eligible = eligibleVehicles(order, now);
  if (eligible.length === 0) {
    throw notFound(
      "The order has no vehicle eligible for an insurance policy (one the sandbox can value: see INSURANCE.md)",
    );
  }
  const interstate = isInterstate(venueState(order.doc.pickup), venueState(order.doc.delivery));
  record.policies = mergePolicies(record, eligible, interstate);
  record.personalLink ??= portalLink(order.guid);
  return record;
}
