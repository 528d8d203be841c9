/** How a webhook subscription is kept (one collection per organisation) and how the API shows it. */
import { defineCollection } from "../state/collection.js";
import { formatDateTime } from "../time.js";

/** The revision actions: their payloads carry `data` computed from the subscription's `audit_field_set`. */
export const REVISION_ACTIONS: ReadonlySet<string> = new Set([
  "order.created",
  "order.modified",
  "vehicle.created",
  "vehicle.modified",
  "vehicle.deleted",
]);

export interface WebhookSubscriptionRecord {
  guid: string;
  action: string;
  callbackUrl: string;
  verificationToken: string;
  /** Subscribed fields (revision actions only; empty otherwise). */
  auditFieldSet: string[];
  /**
   * Whether the subscription gets revision payloads: always for the revision actions except `order.created`,
   * which gets them only when subscribed with `audit_field_set` (else the plain order payload).
   */
  revisionForm: boolean;
  isActive: boolean;
  createdAt: number;
  changedAt: number;
}

export const WEBHOOK_SUBSCRIPTIONS = defineCollection<WebhookSubscriptionRecord>("webhook-subscriptions");

/** The spec's `WebhookSubscription`. */
export function subscriptionView(subscription: WebhookSubscriptionRecord): Record<string, unknown> {
  return {
    guid: subscription.guid,
    is_active: subscription.isActive,
    created_at: formatDateTime(subscription.createdAt),
    changed_at: formatDateTime(subscription.changedAt),
    action: subscription.action,
    callback_url: subscription.callbackUrl,
    verification_token: subscription.verificationToken,
    audit_field_set: [...subscription.auditFieldSet],
  };
}
