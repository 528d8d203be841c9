/** The insurance state of an order: the insurer's portal link and one policy per insured vehicle. */
import { defineCollection } from "../../state/collection.js";
import { nameGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";

export type PolicyStatus = "draft" | "issued" | "canceled";

export type CancellationReason = "ORDER_CANCELED" | "VEHICLE_REMOVED" | "VEHICLE_MODIFIED" | "CANCELED_VIA_INSURER";

/** The vehicle fields a policy covers: changing any of them voids the policy (`VEHICLE_MODIFIED`). */
export const INSURED_FIELDS = ["vin", "year", "make", "model", "type"] as const;

export type InsuredVehicle = Partial<Record<(typeof INSURED_FIELDS)[number], unknown>>;

export interface PolicyRecord {
  vehicleGuid: string;
  status: PolicyStatus;
  planSlug: string;
  calculatedPremium: number;
  cancellationReason: CancellationReason | null;
  /** The vehicle as it was when the policy was drafted. */
  insured: InsuredVehicle;
}

export interface InsuranceRecord {
  /** The order's guid (one record per order). */
  guid: string;
  /** Null until a sync drafted a policy. */
  personalLink: string | null;
  policies: PolicyRecord[];
  /** Sandbox time of the last sync call that was not refused (successful or failed): starts the 30 s window. */
  lastSyncAt?: number;
}

export const INSURANCE = defineCollection<InsuranceRecord>("insurance");

/** The order's record, or undefined when no sync was ever called for it. */
export function insuranceOf(org: Organisation, orderGuid: string): InsuranceRecord | undefined {
  return org.collection(INSURANCE).get(orderGuid);
}

/** The insurer's portal link of an order: stable for the order, never served. */
export function portalLink(orderGuid: string): string {
  return `https://insurer.sandbox.haulkit.example/portal/${nameGuid("haulkit-sandbox-insurance", orderGuid)}`;
}

export function insuredFieldsOf(vehicle: Record<string, unknown>): InsuredVehicle {
  return Object.fromEntries(INSURED_FIELDS.map((field) => [field, vehicle[field]]));
}
