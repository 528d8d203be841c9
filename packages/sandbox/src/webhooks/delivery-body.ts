/** The JSON body delivered to one subscription for one event, or nothing when the subscription must not get it. */
import { WEBHOOK_MAPS, withExtraKeys } from "../extra-keys.js";
import type { FaultName } from "../faults.js";
import type { DomainEvent } from "../state/events.js";
import { formatDateTime } from "../time.js";
import { revisionData } from "./revision-data.js";
import type { WebhookSubscriptionRecord } from "./subscription-record.js";

type Json = Record<string, unknown>;

/** Actions delivered only when a subscribed field changed. */
const ONLY_WHEN_CHANGED: ReadonlySet<string> = new Set(["order.modified", "vehicle.modified"]);

/** The `webhook-wrong-field-type` fault: a guid as a number (its first 12 hex digits). */
function guidAsNumber(guid: string): number {
  return Number.parseInt(guid.replaceAll("-", "").slice(0, 12), 16) || 0;
}

/**
 * The default payload (`action`, `action_date`) plus the event's own fields; for a revision subscription also
 * `revision_guid`, who made the change (`user_guid`, or the `carrier_*` fields) and its `data`. Undefined when
 * `order.modified` / `vehicle.modified` changed none of the subscribed fields.
 */
export function deliveryBody(
  subscription: WebhookSubscriptionRecord,
  event: DomainEvent,
  faults: ReadonlySet<FaultName>,
): Json | undefined {
  const body: Json = { action: event.action, action_date: formatDateTime(event.at), ...event.payload };
  if (subscription.revisionForm) {
    const data = event.revision ? revisionData(event.action, event.revision, subscription.auditFieldSet) : {};
    if (ONLY_WHEN_CHANGED.has(event.action) && Object.keys(data).length === 0) return undefined;
    if (event.revision) {
      body.revision_guid = event.revision.guid;
      Object.assign(body, event.revision.madeBy);
    }
    body.data = data;
  }
  if (faults.has("webhook-wrong-field-type") && typeof body.order_guid === "string") {
    body.order_guid = guidAsNumber(body.order_guid);
  }
  if (faults.has("extra-key-everywhere")) return withExtraKeys(body, WEBHOOK_MAPS) as Json;
  return body;
}
