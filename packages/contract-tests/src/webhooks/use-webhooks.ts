/**
 * `useWebhooks(suite, setup)`: a suite's webhook receiver and its subscriptions. Before the tests it starts the
 * receiver and subscribes the setup's actions (checked calls); after them it unsubscribes what is still subscribed
 * and closes the receiver. Nothing starts when the target cannot reach a receiver or takes no writes: the tests
 * that need webhooks are skipped with that reason.
 */
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { Suite } from "../harness/contract.js";
import type { ApiObject } from "../harness/steps.js";
import { settle } from "../verdicts/drift-recorder.js";
import { verificationDrift } from "../verdicts/webhook-token.js";
import { type Payload, type ReceivedWebhook, WebhookReceiver } from "./receiver.js";

export interface SubscriptionSetup {
  action: string;
  /** Revision actions: the fields whose values the payload carries. */
  auditFieldSet?: string[];
  /** The receiver path (default: `/<action>`). */
  path?: string;
}

export interface Webhooks {
  receiver: WebhookReceiver;
  /** Subscribes (or re-subscribes) an action to a receiver path; the subscription the API answered. */
  subscribe(setup: SubscriptionSetup): Promise<ApiObject>;
  /** Unsubscribes an action (200 expected); the subscription the API answered. */
  unsubscribe(action: string): Promise<ApiObject>;
  /** The active subscription of an action made through this hub. */
  subscription(action: string): ApiObject;
  /**
   * The first conforming webhook of the action received since the mark that matches, after checking that it
   * carries its subscription's verification token.
   */
  expectWebhook(action: string, since: number, match: (payload: Payload) => boolean): Promise<ReceivedWebhook>;
}

export function useWebhooks(suite: Suite, setup: readonly SubscriptionSetup[] = []): Webhooks {
  const run = inject("haulkit.run");
  const receiver = new WebhookReceiver();
  const active = new Map<string, ApiObject>();
  let started = false;

  const subscribe = async ({ action, auditFieldSet, path }: SubscriptionSetup): Promise<ApiObject> => {
    const body = { callback_url: receiver.url(path ?? `/${action}`), audit_field_set: auditFieldSet };
    const subscription: ApiObject = await suite
      .call("subscribeWebhook", { path: { webhook_action: action }, body })
      .expectStatus(200)
      .returns("data.object");
    active.set(action, subscription);
    return subscription;
  };

  const unsubscribe = async (action: string): Promise<ApiObject> => {
    const subscription: ApiObject = await suite
      .call("unsubscribeWebhook", { path: { webhook_action: action } })
      .expectStatus(200)
      .returns("data.object");
    active.delete(action);
    return subscription;
  };

  beforeAll(async () => {
    const { webhooks, writes } = suite.target.capabilities;
    if (!webhooks || !writes) return;
    await receiver.start(run.webhooks.port, run.webhooks.publicUrl);
    started = true;
    await Promise.all(setup.map(subscribe));
  });

  afterAll(async () => {
    if (!started) return;
    try {
      await Promise.all([...active.keys()].map(unsubscribe));
    } finally {
      await receiver.close();
    }
  });

  return {
    receiver,
    subscribe,
    unsubscribe,
    subscription: (action) => {
      const subscription = active.get(action);
      if (!subscription) throw new Error(`${action} is not subscribed by this suite`);
      return subscription;
    },
    expectWebhook: async (action, since, match) => {
      const { verification_token: token } = active.get(action) ?? {};
      const webhook = await receiver.waitFor({ action, since, match });
      const drift = verificationDrift(action, webhook.token, token);
      if (drift.length > 0) {
        const found = settle({ fact: undefined, drift });
        if (found) throw new Error(found.message);
      } else {
        expect(webhook.token, `X-Verification-Token of ${action}`).toBe(token);
      }
      return webhook;
    },
  };
}
