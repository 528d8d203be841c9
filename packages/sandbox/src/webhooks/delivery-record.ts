/** The delivery log: each notification sent (or being sent) to a subscription, with every try. */
import { defineCollection } from "../state/collection.js";
import type { Organisation } from "../state/organisations.js";
import { formatDateTime } from "../time.js";

export type DeliveryState = "pending" | "succeeded" | "failed" | "canceled";

export interface DeliveryAttempt {
  attempt: number;
  /** When the try started, on the sandbox clock. */
  at: number;
  /** The receiver's HTTP status, when it answered. */
  statusCode?: number;
  /** Why no answer counted (timeout, connection refused or reset ...), when it did not answer. */
  error?: string;
  /** Real milliseconds the try took. */
  durationMs: number;
}

export interface DeliveryRecord {
  guid: string;
  subscriptionGuid: string;
  eventId: string;
  action: string;
  callbackUrl: string;
  /** The JSON body sent (the verification token travels in a header, never here). */
  body: Record<string, unknown>;
  createdAt: number;
  state: DeliveryState;
  /** Why a delivery failed or was canceled. */
  reason?: string;
  maxTries: number;
  attempts: DeliveryAttempt[];
  nextAttemptAt?: number;
}

export const WEBHOOK_DELIVERIES = defineCollection<DeliveryRecord>("webhook-deliveries");

/** Finished deliveries kept per organisation; the oldest finished ones are forgotten first. */
export const DELIVERY_LOG_LIMIT = 1000;

export function recordDelivery(org: Organisation, delivery: DeliveryRecord): void {
  const log = org.collection(WEBHOOK_DELIVERIES);
  log.set(delivery);
  if (log.size <= DELIVERY_LOG_LIMIT) return;
  const finished = log.values().filter((entry) => entry.state !== "pending");
  for (const entry of finished.slice(0, log.size - DELIVERY_LOG_LIMIT)) log.delete(entry.guid);
}

/** The deliveries of an organisation, oldest first, optionally of one action. */
export function deliveriesOf(org: Organisation, action?: string): DeliveryRecord[] {
  return org
    .collection(WEBHOOK_DELIVERIES)
    .values()
    .filter((delivery) => action === undefined || delivery.action === action);
}

/** The helper's `WebhookDelivery`. */
export function deliveryView(delivery: DeliveryRecord): Record<string, unknown> {
  return {
    guid: delivery.guid,
    subscription_guid: delivery.subscriptionGuid,
    event_id: delivery.eventId,
    action: delivery.action,
    callback_url: delivery.callbackUrl,
    state: delivery.state,
    reason: delivery.reason ?? null,
    created_at: formatDateTime(delivery.createdAt),
    next_attempt_at: delivery.nextAttemptAt === undefined ? null : formatDateTime(delivery.nextAttemptAt),
    max_tries: delivery.maxTries,
    attempts: delivery.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      at: formatDateTime(attempt.at),
      status_code: attempt.statusCode ?? null,
      error: attempt.error ?? null,
      duration_ms: attempt.durationMs,
    })),
    payload: delivery.body,
  };
}
