/** Every webhook action with its trigger, and the subscriptions the webhooks suite makes for them. */
import { auditFields } from "../spec/rules.js";
import { EVENT_TRIGGERS } from "./event-triggers.js";
import { OFFER_TRIGGERS } from "./offer-triggers.js";
import { ORDER_TRIGGERS } from "./order-triggers.js";
import type { Trigger } from "./trigger.js";
import type { SubscriptionSetup } from "./use-webhooks.js";

export const TRIGGERS: readonly Trigger[] = [...ORDER_TRIGGERS, ...OFFER_TRIGGERS, ...EVENT_TRIGGERS];

/** Revision actions that need an `audit_field_set` for their payload to carry changes (`order.created` stays plain). */
const REVISION_FIELDS: Record<string, (fields: string[]) => string[]> = {
  "order.modified": (fields) => fields.filter((field) => !field.startsWith("vehicles.")),
  "vehicle.created": (fields) => fields.filter((field) => field.startsWith("vehicles.")),
  "vehicle.modified": (fields) => fields.filter((field) => field.startsWith("vehicles.")),
  "vehicle.deleted": (fields) => fields.filter((field) => field.startsWith("vehicles.")),
};

/** One subscription per action: revision actions subscribe every field of their kind. */
export function subscriptionsFor(actions: readonly string[]): SubscriptionSetup[] {
  return actions.map((action) => {
    const pick = REVISION_FIELDS[action];
    return pick ? { action, auditFieldSet: pick(auditFields()) } : { action };
  });
}
