/** An escalation as the helpers show it (the sandbox's `Escalation`). */
import { formatDateTime } from "../../time.js";
import type { EscalationRecord } from "./escalation-record.js";

export function escalationView(escalation: EscalationRecord): Record<string, unknown> {
  return {
    guid: escalation.guid,
    order_guid: escalation.orderGuid,
    status: escalation.status,
    reasons: escalation.reasons,
    submitted_at: formatDateTime(escalation.submittedAt),
    resolved_at: escalation.resolvedAt === undefined ? null : formatDateTime(escalation.resolvedAt),
    resolver_guid: escalation.resolverGuid ?? null,
    resolve_reasons: escalation.resolveReasons ?? null,
  };
}
