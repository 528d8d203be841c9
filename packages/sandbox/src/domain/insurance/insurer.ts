/**
 * The insurer's side of a policy: issue a draft (`insurance.issued`), cancel an issued one (`insurance.canceled`),
 * and end the policies an order change voids. Only an issued policy that ends publishes `insurance.canceled`
 * ("an issued policy ends"); a draft that ends is canceled silently.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict, notFound } from "../errors.js";
import { publishEvent } from "../events.js";
import { findOrder } from "../orders/order-record.js";
import { type CancellationReason, type InsuranceRecord, insuranceOf, type PolicyRecord } from "./insurance-record.js";

function findPolicy(org: Organisation, orderGuid: string, vehicleGuid: string) {
  const order = findOrder(org, orderGuid);
  const record = insuranceOf(org, order.guid);
  const policy = record?.policies.find((candidate) => candidate.vehicleGuid === vehicleGuid);
  if (!record || !policy) throw notFound("The vehicle has no insurance policy on this order (sync the policies first)");
  return { record, policy };
}

function stateConflict(policy: PolicyRecord, needed: string, action: string) {
  return conflict(
    "INSURANCE_POLICY_STATE_CONFLICT",
    `The policy is ${policy.status}: only ${needed} policy can be ${action}`,
  );
}

/** Issues a draft policy, at its drafted premium unless the insurer charges another (`calculatedPremium`). */
export function issuePolicy(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  vehicleGuid: string,
  calculatedPremium?: number,
): InsuranceRecord {
  const { record, policy } = findPolicy(org, orderGuid, vehicleGuid);
  if (policy.status !== "draft") throw stateConflict(policy, "a draft", "issued");
  policy.status = "issued";
  if (calculatedPremium !== undefined) policy.calculatedPremium = calculatedPremium;
  publishEvent(ctx, org, "insurance.issued", {
    order_guid: record.guid,
    vehicle_guid: policy.vehicleGuid,
    calculated_premium: policy.calculatedPremium,
    personal_link: record.personalLink,
  });
  return record;
}

function end(
  ctx: SandboxContext,
  org: Organisation,
  record: InsuranceRecord,
  policy: PolicyRecord,
  reason: CancellationReason,
) {
  const wasIssued = policy.status === "issued";
  policy.status = "canceled";
  policy.cancellationReason = reason;
  if (!wasIssued) return;
  publishEvent(ctx, org, "insurance.canceled", {
    order_guid: record.guid,
    vehicle_guid: policy.vehicleGuid,
    cancellation_reason: reason,
  });
}

/** The insurer cancels an issued policy (by default `CANCELED_VIA_INSURER`: canceled in its portal). */
export function cancelPolicy(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  vehicleGuid: string,
  reason: CancellationReason = "CANCELED_VIA_INSURER",
): InsuranceRecord {
  const { record, policy } = findPolicy(org, orderGuid, vehicleGuid);
  if (policy.status !== "issued") throw stateConflict(policy, "an issued", "canceled");
  end(ctx, org, record, policy, reason);
  return record;
}

/** Ends the live (draft or issued) policies of an order, or of the given vehicles only; returns how many ended. */
export function endPolicies(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  reason: CancellationReason,
  vehicleGuids?: readonly string[],
): number {
  const record = insuranceOf(org, orderGuid);
  const live = (record?.policies ?? []).filter(
    (policy) =>
      policy.status !== "canceled" && (vehicleGuids === undefined || vehicleGuids.includes(policy.vehicleGuid)),
  );
  for (const policy of live) end(ctx, org, record as InsuranceRecord, policy, reason);
  return live.length;
}
