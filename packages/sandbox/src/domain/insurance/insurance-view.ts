/** The insurance state as the API shows it (the spec's `InsuranceState`). */
import type { InsuranceRecord, PolicyRecord } from "./insurance-record.js";

export function policyView(policy: PolicyRecord) {
  return {
    vehicle_guid: policy.vehicleGuid,
    status: policy.status,
    plan_slug: policy.planSlug,
    calculated_premium: policy.calculatedPremium,
    cancellation_reason: policy.cancellationReason,
  };
}

/** An order never synced shows `personal_link: null` and no policies (reading creates nothing). */
export function insuranceView(orderGuid: string, record: InsuranceRecord | undefined) {
  return {
    order_guid: orderGuid,
    personal_link: record?.personalLink ?? null,
    policies: (record?.policies ?? []).map(policyView),
  };
}
