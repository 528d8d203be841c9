/**
 * Every webhook action of the spec: subscribed to the suite's local receiver, driven by its trigger (an API call or
 * a sandbox helper), received, validated against its `webhooks` entry, and carrying its subscription's
 * `X-Verification-Token`. The suite covers all of them; a spec action without a trigger fails.
 */
import { describe, expect, it } from "vitest";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import type { ApiObject } from "../src/harness/steps.js";
import { webhookActions } from "../src/validation/webhooks.js";
import type { Trigger } from "../src/webhooks/trigger.js";
import { subscriptionsFor, TRIGGERS } from "../src/webhooks/triggers.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhooks");
const webhooks = useWebhooks(suite, subscriptionsFor(TRIGGERS.map((trigger) => trigger.action)));

/**
 * The test of one action: drive it, then wait for its payload. With the delivery log (test helpers) it also
 * checks that the change was notified once: one delivery of the action matches (rule: one event per change).
 */
async function delivered(trigger: Trigger): Promise<void> {
  const helpers = suite.target.capabilities.testHelpers;
  const log = async (): Promise<ApiObject[]> =>
    suite
      .call("listSandboxWebhookDeliveries", { query: { action: trigger.action } })
      .expectStatus(200)
      .returns("data.objects");
  // The log is the organisation's, oldest first: on a shared target it holds earlier runs' deliveries too.
  const earlier = helpers ? (await log()).length : 0;
  const since = webhooks.receiver.mark();
  const match = await trigger.run(suite);
  const webhook = await webhooks.expectWebhook(trigger.action, since, match);
  expectField(webhook.payload, "/action").toBe(trigger.action);
  if (!helpers) return;
  const logged = (await log()).slice(earlier);
  expect(
    logged.filter((delivery) => match(delivery.payload)),
    `${trigger.action}: deliveries of the change logged since the trigger (one event per change)`,
  ).toHaveLength(1);
}

describe("the trigger table", () => {
  it("names every action of the spec exactly once (rule: 64 actions)", () => {
    const actions = TRIGGERS.map((trigger) => trigger.action);
    expect([...actions].sort()).toEqual([...webhookActions()].sort());
  });
});

// The clock stays still here: GPS staleness, which moves it, runs alone below.
const moving = (trigger: Trigger) => trigger.needs.includes("testClock");

describe("each action is delivered to its subscription", () => {
  for (const trigger of TRIGGERS.filter((t) => !moving(t))) {
    suite.rule(
      `${trigger.action} arrives conforming, with its verification token (trigger: ${trigger.by})`,
      ["writes", "webhooks", ...trigger.needs],
      () => delivered(trigger),
    );
  }
});

describe.sequential("actions driven by the test clock", () => {
  for (const trigger of TRIGGERS.filter(moving)) {
    suite.rule(
      `${trigger.action} arrives conforming, with its verification token (trigger: ${trigger.by})`,
      ["writes", "webhooks", ...trigger.needs],
      () => delivered(trigger),
    );
  }
});
