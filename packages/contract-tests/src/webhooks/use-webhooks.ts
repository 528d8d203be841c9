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
  /** The subscriptions of another organisation (own-organisation.ts) to the same receiver, undone after the tests. */
  of(organisation: Suite): Webhooks;
}

/** One organisation's subscriptions to the receiver, and what it still has subscribed. */
function subscriptionsOf(
  organisation: Suite,
  receiver: WebhookReceiver,
  of: (organisation: Suite) => Webhooks,
): { webhooks: Webhooks; active: Map<string, ApiObject> } {
  const active = new Map<string, ApiObject>();
  const subscribe = async ({ action, auditFieldSet, path }: SubscriptionSetup): Promise<ApiObject> => {
    const body = { callback_url: receiver.url(path ?? `/${action}`), audit_field_set: auditFieldSet };
    const subscription: ApiObject = await organisation
      .call("subscribeWebhook", { path: { webhook_action: action }, body })
      .expectStatus(200)
      .returns("data.object");
    active.set(action, subscription);
    return subscription;
  };
  const unsubscribe = async (action: string): Promise<ApiObject> => {
    const subscription: ApiObject = await organisation
      .call("unsubscribeWebhook", { path: { webhook_action: action } })
      .expectStatus(200)
      .returns("data.object");
    active.delete(action);
    return subscription;
  };
  const webhooks: Webhooks = {
    receiver,
    subscribe,
    unsubscribe,
    subscription: (action) => {
      const subscription = active.get(action);
      if (!subscription)
        throw new Error(`${action} is not subscribed by this organisation (its useWebhooks or webhooks.of)`);
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
    of,
  };
  return { webhooks, active };
}

export function useWebhooks(suite: Suite, setup: readonly SubscriptionSetup[] = []): Webhooks {
  const run = inject("haulkit.run");
  const receiver = new WebhookReceiver();
  /** Each organisation's subscriptions, the suite's first; one set per organisation, however often asked for. */
  const organisations = new Map<Suite, ReturnType<typeof subscriptionsOf>>();
  const of = (organisation: Suite): Webhooks => {
    let subscriptions = organisations.get(organisation);
    if (!subscriptions) {
      subscriptions = subscriptionsOf(organisation, receiver, of);
      organisations.set(organisation, subscriptions);
    }
    return subscriptions.webhooks;
  };
  const webhooks = of(suite);
  let started = false;

  beforeAll(async () => {
    const { webhooks: reachable, writes } = suite.target.capabilities;
    if (!reachable || !writes) return;
    await receiver.start(run.webhooks.port, run.webhooks.publicUrl);
    started = true;
    await Promise.all(setup.map(webhooks.subscribe));
  });

  afterAll(async () => {
    if (!started) return;
    try {
      const still = [...organisations.values()].flatMap(({ webhooks: them, active }) =>
        [...active.keys()].map((action) => them.unsubscribe(action)),
      );
      await Promise.all(still);
    } finally {
      await receiver.close();
    }
  });

  return webhooks;
}
