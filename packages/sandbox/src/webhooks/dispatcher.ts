/**
 * Webhook delivery: every published event of an organisation with an active subscription to its action is POSTed
 * to the subscription's callback URL, in the background (a request never waits for it). No delivery is dropped:
 * an organisation has at most `MAX_IN_FLIGHT_PER_ORG` tries in flight, the others wait in its queue, in order. Each
 * try has 10 s (of the organisation's sandbox clock once the request is out, or of real time, whichever passes
 * first; a clock moved by hand cuts a try off only once it has also been out for `CLOCK_TIMEOUT_GRACE_MS` of real
 * time, so an answer on its way is taken: a 2xx is a success whatever the clock did). A 2xx answer ends the
 * delivery; anything else (3xx, 4xx, 5xx, no answer, a failed connection) is tried again 60 s of sandbox time after
 * the previous try started, at most 5 tries in all. A callback host the policy refuses ends the delivery at once.
 */
import type { Clock, TimerHandle } from "../clock.js";
import type { SandboxContext } from "../context.js";
import type { DomainEvent } from "../state/events.js";
import { newGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import { deliveryBody } from "./delivery-body.js";
import {
  type DeliveryCounts,
  type DeliveryRecord,
  type DeliveryState,
  deliveriesOf,
  deliveryCounts,
  deliveryView,
  recordDelivery,
  WEBHOOK_DELIVERIES,
} from "./delivery-record.js";
import type { PostOutcome } from "./http-post.js";
import { WEBHOOK_SUBSCRIPTIONS, type WebhookSubscriptionRecord } from "./subscription-record.js";
import { activeSubscription } from "./subscriptions.js";
import { timedTry } from "./timed-try.js";

export { CLOCK_TIMEOUT_GRACE_MS, WEBHOOK_TIMEOUT_MS } from "./timed-try.js";
export const RETRY_INTERVAL_MS = 60_000;
export const MAX_TRIES = 5;
/** Tries of one organisation in flight at once; the others wait in its queue (never dropped). */
export const MAX_IN_FLIGHT_PER_ORG = 16;
/**
 * What the delivery log says of a try that got no HTTP answer: the same for a closed port, a reset, a non-HTTP
 * service or an unknown host, so the log does not tell a subscriber which ports are open (the sandbox's own log
 * has the error code).
 */
export const CONNECTION_FAILED = "connection failed: no HTTP answer (the sandbox's own log has the cause)";

/** The sandbox's own User-Agent on a delivery: the documents show none, so its value is no contract. */
const USER_AGENT = "haulkit-sandbox-webhooks";

export interface DispatcherOptions {
  maxInFlightPerOrg?: number;
}

/** What tests (and the SandboxHandle) see of the dispatcher. */
export interface WebhookControl {
  /** The delivery log of an organisation (the helper's `WebhookDelivery` objects), oldest first. */
  deliveries(orgGuid: string, action?: string): Record<string, unknown>[];
  /** How many deliveries the organisation generated, and how many are pending, succeeded, failed, canceled. */
  counts(orgGuid: string): DeliveryCounts;
  /** Resolves once no try is in flight or queued (tries waiting for their retry time do not count). */
  idle(): Promise<void>;
}

/** An organisation's tries: those in flight and those queued for a free place. */
interface Lane {
  inFlight: number;
  queue: DeliveryRecord[];
}

const dispatchers = new WeakMap<SandboxContext, WebhookDispatcher>();

/** The dispatcher installed on this context, if any. */
export function webhookDispatcher(ctx: SandboxContext): WebhookDispatcher | undefined {
  return dispatchers.get(ctx);
}

export class WebhookDispatcher implements WebhookControl {
  private readonly maxInFlight: number;
  private readonly stopListening: () => void;
  private readonly pending = new Map<string, Set<DeliveryRecord>>();
  private readonly lanes = new Map<string, Lane>();
  private readonly retries = new Map<DeliveryRecord, TimerHandle>();
  private readonly connections = new Set<AbortController>();
  /** Tries in flight or queued, over every organisation. */
  private busy = 0;
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly ctx: SandboxContext,
    options: DispatcherOptions = {},
  ) {
    this.maxInFlight = options.maxInFlightPerOrg ?? MAX_IN_FLIGHT_PER_ORG;
    this.stopListening = ctx.events.subscribe((event) => this.onEvent(event));
    dispatchers.set(ctx, this);
  }

  deliveries(orgGuid: string, action?: string): Record<string, unknown>[] {
    return deliveriesOf(this.ctx.orgs.get(orgGuid), action).map(deliveryView);
  }

  counts(orgGuid: string): DeliveryCounts {
    return deliveryCounts(this.ctx.orgs.get(orgGuid));
  }

  idle(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Takes up a pending delivery read back from a data dir, by its organisation's clock: a try waiting for its time
   * runs when due; one overdue, queued or cut off in flight by the restart goes to the organisation's queue now.
   */
  resume(org: Organisation, delivery: DeliveryRecord): void {
    if (this.closed || delivery.state !== "pending") return;
    this.pendingOf(org).add(delivery);
    this.scheduleRetry(org, delivery, delivery.nextAttemptAt ?? this.clockOf(org).now());
  }

  /** Ends the deliveries of a subscription that wait for their next try (it was unsubscribed). */
  cancelWaiting(org: Organisation, subscriptionGuid: string, reason: string): void {
    for (const delivery of this.pendingOf(org)) {
      if (delivery.subscriptionGuid === subscriptionGuid && this.retries.has(delivery)) {
        this.finish(org, delivery, "canceled", reason);
      }
    }
  }

  /** Stops listening, cancels every waiting or queued try and aborts the open connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    for (const [orgGuid, deliveries] of this.pending) {
      const org = this.ctx.orgs.get(orgGuid);
      for (const delivery of deliveries) this.finish(org, delivery, "canceled", "the sandbox closed");
    }
    for (const lane of this.lanes.values()) {
      this.busy -= lane.queue.length;
      lane.queue = [];
    }
    this.settleWaiters();
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

  private laneOf(org: Organisation): Lane {
    let lane = this.lanes.get(org.guid);
    if (!lane) {
      lane = { inFlight: 0, queue: [] };
      this.lanes.set(org.guid, lane);
    }
    return lane;
  }

  private clockOf(org: Organisation): Clock {
    return this.ctx.clock.of(org.guid);
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
        createdAt: event.at,
        state: "pending",
        maxTries: this.ctx.faults.has("webhook-3-tries") ? 3 : MAX_TRIES,
        attempts: [],
      };
      this.pendingOf(org).add(delivery);
      recordDelivery(org, delivery);
      this.attempt(org, delivery);
    } catch (error) {
      this.startFailed(event, error);
    }
  }

  /** The sandbox's own log of a delivery that could not start. */
  private startFailed(event: DomainEvent, error: unknown): void {
    this.ctx.log("warn", "webhook delivery could not start", {
      action: event.action,
      error: error instanceof Error ? error.message : String(error),
    });
  }

  /** The sandbox's own log of a try that threw, and its delivery failed. */
  private sendFailed(org: Organisation, delivery: DeliveryRecord, error: unknown): void {
    this.ctx.log("warn", "webhook delivery failed unexpectedly", { error: String(error) });
    this.finish(org, delivery, "failed", "the sandbox failed to send it");
  }

  /** Queues the next try; it starts now when the organisation has a free place (the caller never waits). */
  private attempt(org: Organisation, delivery: DeliveryRecord): void {
    this.retries.delete(delivery);
    if (delivery.nextAttemptAt !== undefined) {
      delivery.nextAttemptAt = undefined;
      org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    }
    if (this.closed || delivery.state !== "pending") return;
    this.laneOf(org).queue.push(delivery);
    this.busy++;
    this.pump(org);
  }

  /** Starts queued tries, oldest first, while the organisation has free places. */
  private pump(org: Organisation): void {
    const lane = this.laneOf(org);
    while (lane.inFlight < this.maxInFlight && lane.queue.length > 0) {
      const delivery = lane.queue.shift() as DeliveryRecord;
      const subscription = org.collection(WEBHOOK_SUBSCRIPTIONS).get(delivery.subscriptionGuid);
      if (this.closed || delivery.state !== "pending" || !subscription?.isActive) {
        if (delivery.state === "pending")
          this.finish(org, delivery, "canceled", "the subscription is no longer active");
        this.release();
        continue;
      }
      lane.inFlight++;
      void this.send(org, delivery, subscription)
        // Defence with no way in: every outcome of a try resolves, send() never rejects.
        .catch((error: unknown) => this.sendFailed(org, delivery, error))
        .finally(() => {
          lane.inFlight--;
          this.pump(org);
          this.release();
        });
    }
  }

  private release(): void {
    this.busy--;
    this.settleWaiters();
  }

  private settleWaiters(): void {
    if (this.busy === 0) for (const resolve of this.waiters.splice(0)) resolve();
  }

  private async send(org: Organisation, delivery: DeliveryRecord, subscription: WebhookSubscriptionRecord) {
    const clock = this.clockOf(org);
    const attempt = delivery.attempts.length + 1;
    const startedAt = clock.now();
    const started = performance.now();
    if (delivery.callbackUrl !== subscription.callbackUrl) {
      delivery.callbackUrl = subscription.callbackUrl;
      org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    }
    const outcome = await timedTry({
      url: subscription.callbackUrl,
      body: JSON.stringify(delivery.body),
      headers: { "x-verification-token": subscription.verificationToken, "user-agent": USER_AGENT },
      clock,
      policy: this.ctx.callbackHosts,
      clockGraceMs: this.ctx.webhookClockGraceMs,
      connections: this.connections,
    });
    if (this.closed || delivery.state !== "pending") return;
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const logged = "statusCode" in outcome ? outcome : { error: this.logText(outcome) };
    delivery.attempts.push({ attempt, at: startedAt, durationMs, ...logged });
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    if ("statusCode" in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      this.finish(org, delivery, "succeeded");
      return;
    }
    const failure =
      "statusCode" in outcome ? { status_code: outcome.statusCode } : { error: outcome.code ?? outcome.error };
    const fields = { action: delivery.action, delivery_guid: delivery.guid, attempt, ...failure };
    if ("kind" in outcome && outcome.kind === "refused") {
      this.ctx.log("warn", "webhook delivery refused by the callback host policy", fields);
      this.finish(org, delivery, "failed", "the callback host is not allowed");
      return;
    }
    if (attempt >= delivery.maxTries) {
      this.ctx.log("warn", "webhook delivery failed after its last try", fields);
      this.finish(org, delivery, "failed", `all ${delivery.maxTries} tries failed`);
      return;
    }
    this.ctx.log("info", "webhook delivery try failed; retrying", fields);
    this.scheduleRetry(org, delivery, startedAt + RETRY_INTERVAL_MS);
  }

  /** The delivery log's text for a try without an HTTP answer. */
  private logText(outcome: Exclude<PostOutcome, { statusCode: number }>): string {
    return outcome.kind === "connection" ? CONNECTION_FAILED : outcome.error;
  }

  private scheduleRetry(org: Organisation, delivery: DeliveryRecord, dueAt: number): void {
    const clock = this.clockOf(org);
    const delay = dueAt - clock.now();
    if (delay <= 0) {
      this.attempt(org, delivery);
      return;
    }
    delivery.nextAttemptAt = dueAt;
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    this.retries.set(
      delivery,
      clock.setTimer(delay, () => this.attempt(org, delivery)),
    );
  }

  private finish(org: Organisation, delivery: DeliveryRecord, state: DeliveryState, reason?: string): void {
    delivery.state = state;
    if (reason !== undefined) delivery.reason = reason;
    delivery.nextAttemptAt = undefined;
    org.collection(WEBHOOK_DELIVERIES).changed(delivery.guid);
    this.pending.get(org.guid)?.delete(delivery);
    const retry = this.retries.get(delivery);
    if (retry) this.clockOf(org).clearTimer(retry);
    this.retries.delete(delivery);
  }
}
