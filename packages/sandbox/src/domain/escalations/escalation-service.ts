/**
 * Escalations (reached through the test helpers): a broker submits one on an order (`escalation.submitted`),
 * the shipper's user resolves it with `resolve_reasons` (`escalation.resolved`, `resolver_guid` = that user).
 * An escalation is resolved once: again is 409 `ESCALATION_ALREADY_RESOLVED` (assumed id, GAPS.md).
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict, notFound } from "../errors.js";
import { publishEvent } from "../events.js";
import { findOrder } from "../orders/order-service.js";
import { ESCALATIONS, type EscalationRecord } from "./escalation-record.js";

export function submitEscalation(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  reasons: Record<string, string>,
): EscalationRecord {
  const order = findOrder(org, orderGuid);
  const escalation: EscalationRecord = {
    guid: newGuid(),
    orderGuid: order.guid,
    reasons: { ...reasons },
    status: "open",
    submittedAt: ctx.clock.now(),
  };
  org.collection(ESCALATIONS).set(escalation);
  publishEvent(ctx, org, "escalation.submitted", { order_guid: order.guid, escalation_guid: escalation.guid });
  return escalation;
}

/** The escalation of the order; 404 for an unknown order, an unknown escalation or one of another order. */
export function findEscalation(org: Organisation, orderGuid: string, guid: string): EscalationRecord {
  const order = findOrder(org, orderGuid);
  const escalation = org.collection(ESCALATIONS).get(guid);
  if (!escalation || escalation.orderGuid !== order.guid) throw notFound("Escalation not found");
  return escalation;
}

export function resolveEscalation(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  guid: string,
  resolveReasons: Record<string, string>,
): EscalationRecord {
  const escalation = findEscalation(org, orderGuid, guid);
  if (escalation.status === "resolved") {
    throw conflict("ESCALATION_ALREADY_RESOLVED", "The escalation is already resolved");
  }
  Object.assign(escalation, {
    status: "resolved",
    resolvedAt: ctx.clock.now(),
    resolverGuid: org.user.guid,
    resolveReasons: { ...resolveReasons },
  });
  publishEvent(ctx, org, "escalation.resolved", {
    order_guid: escalation.orderGuid,
    resolver_guid: org.user.guid,
    escalation_guid: escalation.guid,
    resolve_reasons: { ...resolveReasons },
  });
  return escalation;
}
