import { afterEach, describe, expect, it } from "vitest";
import { createOrder } from "../../src/domain/orders/order-service.js";
import type { LogLevel } from "../../src/log.js";
import { createContext } from "../../src/sandbox.js";
import { DELIVERY_LOG_LIMIT } from "../../src/webhooks/delivery-record.js";
import { WebhookDispatcher } from "../../src/webhooks/dispatcher.js";
import { subscribe, unsubscribe } from "../../src/webhooks/subscriptions.js";
import { orderBody, START } from "../support/sandbox.js";
import { deadUrl } from "./receiver.js";

describe("WebhookDispatcher", () => {
  const open: WebhookDispatcher[] = [];
  afterEach(async () => {
    for (const dispatcher of open.splice(0)) await dispatcher.close();
  });

  /** A context whose dispatcher has at most `maxInFlightPerOrg` tries in flight, with its log captured. */
  async function setUp(maxInFlightPerOrg: number) {
    const logs: Array<{ level: LogLevel; message: string; fields?: Record<string, unknown> }> = [];
    const { ctx, clients, webhooks } = createContext({
      clock: "manual",
      clockStart: START,
      logger: (level, message, fields) => logs.push({ level, message, fields }),
    });
    await webhooks.close();
    const dispatcher = new WebhookDispatcher(ctx, { maxInFlightPerOrg });
    open.push(dispatcher);
    const org = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
    const subscription = subscribe(ctx, org, "order.created", { callback_url: await deadUrl() });
    return { ctx, org, dispatcher, logs, subscription };
  }

  it("queues the deliveries beyond the bound of tries in flight and sends every one (none dropped)", async () => {
    const { ctx, org, dispatcher } = await setUp(2);
    for (let index = 0; index < 7; index++) createOrder(ctx, org, orderBody());
    await dispatcher.idle();
    const deliveries = dispatcher.deliveries(org.guid);
    expect(deliveries.map((delivery) => [delivery.state, (delivery.attempts as unknown[]).length])).toEqual(
      Array.from({ length: 7 }, () => ["pending", 1]),
    );
    expect(dispatcher.counts(org.guid)).toEqual({ generated: 7, pending: 7, succeeded: 0, failed: 0, canceled: 0 });
  });

  it("still counts the deliveries the log forgot: generated = pending + succeeded + failed + canceled", async () => {
    const { ctx, org, dispatcher, subscription } = await setUp(16);
    for (let index = 0; index < DELIVERY_LOG_LIMIT; index++) createOrder(ctx, org, orderBody());
    await dispatcher.idle();
    unsubscribe(ctx, org, "order.created");
    dispatcher.cancelWaiting(org, subscription.guid, "unsubscribed");
    subscribe(ctx, org, "order.created", { callback_url: subscription.callbackUrl });
    for (let index = 0; index < 3; index++) createOrder(ctx, org, orderBody());
    await dispatcher.idle();
    expect(dispatcher.deliveries(org.guid)).toHaveLength(DELIVERY_LOG_LIMIT);
    expect(dispatcher.counts(org.guid)).toEqual({
      generated: DELIVERY_LOG_LIMIT + 3,
      pending: 3,
      succeeded: 0,
      failed: 0,
      canceled: DELIVERY_LOG_LIMIT,
    });
  });

  it("logs failed tries without the verification token or the callback URL", async () => {
    const { ctx, org, dispatcher, logs, subscription } = await setUp(10);
    createOrder(ctx, org, orderBody());
    for (let minute = 0; minute < 5; minute++) {
      ctx.clock.advance(minute === 0 ? 0 : 60_000);
      await dispatcher.idle();
    }
    expect(dispatcher.deliveries(org.guid)[0]).toMatchObject({ state: "failed" });
    expect(logs.map((entry) => entry.message)).toContain("webhook delivery failed after its last try");
    const text = JSON.stringify(logs);
    expect(text).not.toContain(subscription.verificationToken);
    expect(text).not.toContain(subscription.callbackUrl);
  });

  it("stops delivering once closed: no new delivery, no timer left", async () => {
    const { ctx, org, dispatcher } = await setUp(10);
    createOrder(ctx, org, orderBody());
    await dispatcher.idle();
    expect(ctx.clock.pendingTimers()).toBe(1);
    await dispatcher.close();
    expect(ctx.clock.pendingTimers()).toBe(0);
    createOrder(ctx, org, orderBody());
    expect(dispatcher.deliveries(org.guid).map((delivery) => delivery.state)).toEqual(["canceled"]);
  });
});
