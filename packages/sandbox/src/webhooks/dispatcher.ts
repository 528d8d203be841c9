/**
 * Webhook delivery: every published event of an organisation with an active subscription to its action is POSTed
 * to the subscription's callback URL, in the background (a request never waits for it). Each try has 10 s (of the
 * sandbox clock or of real time, whichever passes first); a 2xx answer ends the delivery, anything else (3xx, 4xx,
 * 5xx, no answer, a refused or reset connection) is tried again 60 s of sandbox time after the previous try
 * started, at most 5 tries in all.
 */
import type { TimerHandle } from "../clock.js";
import type { SandboxContext } from "../context.js";
import type { DomainEvent } from "../state/events.js";
import { newGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import { deliveryBody } from "./delivery-body.js";
import {
  type DeliveryRecord,
  type DeliveryState,
  deliveriesOf,
  deliveryView,
  recordDelivery,
  WEBHOOK_DELIVERIES,
} from "./delivery-record.js";
import { type PostOutcome, postJson } from "./http-post.js";
import { WEBHOOK_SUBSCRIPTIONS, type WebhookSubscriptionRecord } from "./subscription-record.js";
import { activeSubscription } from "./subscriptions.js";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RETRY_INTERVAL_MS = 60_000;
export const MAX_TRIES = 5;
/** Deliveries of one organisation that may wait for a try at once; more are recorded as failed, not sent. */
export const MAX_PENDING_PER_ORG = 500;

export interface DispatcherOptions {
  maxPendingPerOrg?: number;
}

/** What tests (and the SandboxHandle) see of the dispatcher. */
export interface WebhookControl {
  /** The delivery log of an organisation (the helper's `WebhookDelivery` objects), oldest first. */
  deliveries(orgGuid: string, action?: string): Record<string, unknown>[];
  /** Resolves once no try is in flight (tries waiting for their retry time do not count). */
  idle(): Promise<void>;
}

const dispatchers = new WeakMap<SandboxContext, WebhookDispatcher>();

/** The dispatcher installed on this context, if any. */
export function webhookDispatcher(ctx: SandboxContext): WebhookDispatcher | undefined {
  return dispatchers.get(ctx);
}

export class WebhookDispatcher implements WebhookControl {
  private readonly maxPending: number;
  private readonly stopListening: () => void;
  private readonly pending = new Map<string, Set<DeliveryRecord>>();
  private readonly retries = new Map<DeliveryRecord, TimerHandle>();
  private readonly connections = new Set<AbortController>();
  private inFlight = 0;
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly ctx: SandboxContext,
    options: DispatcherOptions = {},
  ) {
    this.maxPending = options.maxPendingPerOrg ?? MAX_PENDING_PER_ORG;
    this.stopListening = ctx.events.subscribe((event) => this.onEvent(event));
    dispatchers.set(ctx, this);
  }

  deliveries(orgGuid: string, action?: string): Record<string, unknown>[] {
    return deliveriesOf(this.ctx.orgs.get(orgGuid), action).map(deliveryView);
  }

  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Takes up a pending delivery read back from a data dir: its next try runs when due (at once when overdue). */
  resume(org: Organisation, delivery: DeliveryRecord): void {
    if (this.closed || delivery.state !== "pending") return;
    this.pendingOf(org).add(delivery);
    this.scheduleRetry(org, delivery, delivery.nextAttemptAt ?? this.ctx.clock.now());
  }

  /** Ends the deliveries of a subscription that wait for their next try (it was unsubscribed). */
  cancelWaiting(org: Organisation, subscriptionGuid: string, reason: string): void {
    for (const delivery of this.pendingOf(org)) {
      if (delivery.subscriptionGuid === subscriptionGuid && this.retries.has(delivery)) {
        this.finish(org, delivery, "canceled", reason);
      }
    }
  }

  /** Stops listening, cancels every waiting try and aborts the open connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    for (const [orgGuid, deliveries] of this.pending) {
      const org = this.ctx.orgs.get(orgGuid);
      for (const delivery of deliveries) this.finish(org, delivery, "canceled", "the sandbox closed");
    }
    for (const connection of this.connections) connection.abort("the sandbox closed");
    await this.idle();
  }

  private pendingOf(org: Organisation): Set<DeliveryRecord> {
    let deliveries = this.pending.get(org.guid);
    if (!deliveries) {
      deliveries = new Set();
      this.pending.set(org.guid, deliveries);
    }
    return deliveries;
  }

  private onEvent(event: DomainEvent): void {
    try {
      const org = this.ctx.orgs.get(event.orgGuid);
      // Most events go to no subscription at all: skip the search (it copies the collection) in that case.
      if (org.collection(WEBHOOK_SUBSCRIPTIONS).size === 0) return;
      const subscription = activeSubscription(org, event.action);
      const body = subscription && deliveryBody(subscription, event, this.ctx.faults);
      if (!subscription || !body) return;
      const delivery: DeliveryRecord = {
        guid: newGuid(),
        subscriptionGuid: subscription.guid,
        eventId: event.id,
        action: event.action,
        callbackUrl: subscription.callbackUrl,
        body,
        createdAt: this.ctx.clock.now(),
        state: "pending",
        maxTries: this.ctx.faults.has("webhook-3-tries") ? 3 : MAX_TRIES,
        attempts: [],
      };
      const pending = this.pendingOf(org);
      if (pending.size >= this.maxPending) {
        delivery.state = "failed";
        delivery.reason = `not sent: ${this.maxPending} deliveries of the organisation were already pending`;
        recordDelivery(org, delivery);
        this.ctx.log("warn", "webhook delivery dropped", { action: event.action, pending: pending.size });
        return;
      }
      pending.add(delivery);
      recordDelivery(org, delivery);
      this.attempt(org, delivery);
    } catch (error) {
      this.ctx.log("warn", "webhook delivery could not start", {
        action: event.action,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Starts the next try now (the caller never waits for it). */
  private attempt(org: Organisation, delivery: DeliveryRecord): void {
    this.retries.delete(delivery);
    delivery.nextAttemptAt = undefined;
    if (this.closed || delivery.state !== "pending") return;
    const subscription = org.collection(WEBHOOK_SUBSCRIPTIONS).get(delivery.subscriptionGuid);
    if (!subscription?.isActive) {
      this.finish(org, delivery, "canceled", "the subscription is no longer active");
      return;
    }
    this.inFlight++;
    void this.send(org, delivery, subscription)
      .catch((error: unknown) => {
        this.ctx.log("warn", "webhook delivery failed unexpectedly", { error: String(error) });
        this.finish(org, delivery, "failed", "the sandbox failed to send it");
      })
      .finally(() => {
        this.inFlight--;
        if (this.inFlight === 0) for (const resolve of this.waiters.splice(0)) resolve();
      });
  }

  private async send(org: Organisation, delivery: DeliveryRecord, subscription: WebhookSubscriptionRecord) {
    const { clock } = this.ctx;
    const attempt = delivery.attempts.length + 1;
    const startedAt = clock.now();
    const started = performance.now();
    delivery.callbackUrl = subscription.callbackUrl;
    const controller = new AbortController();
    this.connections.add(controller);
    const timeout = () => controller.abort(`timeout: no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
    // The sandbox-clock timeout starts once the request is out, so a clock advance that starts a try cannot time
    // it out before it was even sent.
    let clockTimer: TimerHandle | undefined;
    let answered = false;
    const realTimer = setTimeout(timeout, WEBHOOK_TIMEOUT_MS).unref();
    const outcome: PostOutcome = await postJson({
      url: subscription.callbackUrl,
      body: JSON.stringify(delivery.body),
      headers: { "x-verification-token": subscription.verificationToken, "user-agent": "haulkit-sandbox-webhooks" },
      signal: controller.signal,
      onSent: () => {
        if (!answered && !controller.signal.aborted) clockTimer = clock.setTimer(WEBHOOK_TIMEOUT_MS, timeout);
      },
      onClose: () => {
        clearTimeout(realTimer);
        this.connections.delete(controller);
      },
    });
    answered = true;
    if (clockTimer) clock.clearTimer(clockTimer);
    if (this.closed || delivery.state !== "pending") return;
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    delivery.attempts.push({ attempt, at: startedAt, durationMs, ...outcome });
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    if ("statusCode" in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      this.finish(org, delivery, "succeeded");
      return;
    }
    const failure = "statusCode" in outcome ? { status_code: outcome.statusCode } : { error: outcome.error };
    const fields = { action: delivery.action, delivery_guid: delivery.guid, attempt, ...failure };
    if (attempt >= delivery.maxTries) {
      this.ctx.log("warn", "webhook delivery failed after its last try", fields);
      this.finish(org, delivery, "failed", `all ${delivery.maxTries} tries failed`);
      return;
    }
    this.ctx.log("info", "webhook delivery try failed; retrying", fields);
    this.scheduleRetry(org, delivery, startedAt + RETRY_INTERVAL_MS);
  }

  private scheduleRetry(org: Organisation, delivery: DeliveryRecord, dueAt: number): void {
    const delay = dueAt - this.ctx.clock.now();
    if (delay <= 0) {
      this.attempt(org, delivery);
      return;
    }
    delivery.nextAttemptAt = dueAt;
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    this.retries.set(
      delivery,
      this.ctx.clock.setTimer(delay, () => this.attempt(org, delivery)),
    );
  }

  private finish(org: Organisation, delivery: DeliveryRecord, state: DeliveryState, reason?: string): void {
    delivery.state = state;
    if (reason !== undefined) delivery.reason = reason;
    delivery.nextAttemptAt = undefined;
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    this.pending.get(org.guid)?.delete(delivery);
    const retry = this.retries.get(delivery);
    if (retry) this.ctx.clock.clearTimer(retry);
    this.retries.delete(delivery);
  }
}
