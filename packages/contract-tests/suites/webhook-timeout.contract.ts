/**
 * A webhook try's 10 s (rule: timeout): a 2xx at 9.999 s of the test clock delivers, no answer by 10 s fails the
 * try, and the next try is due 60 s after it started. On the test clock a try is cut off only once it was also out
 * for the sandbox's real-time grace after a hand-moved clock (G-162, 1 s): the test waits past it. Its own suite, so
 * its embedded sandbox keeps that documented 1 s, while webhook-retries' holds answers across clock moves on a
 * busy machine (WEBHOOK_CLOCK_GRACES in src/target/embedded.ts).
 */
import { setTimeout as delay } from "node:timers/promises";
import { expect } from "vitest";
import { orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { deliveryTries } from "../src/harness/delivery-log.js";
import { expectField } from "../src/harness/expect-field.js";
import { eventually } from "../src/harness/poll.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhook-timeout");
const webhooks = useWebhooks(suite);
const CLOCK = ["writes", "webhooks", "testHelpers", "testClock"] as const;
const RETRY_S = 60;
/** The real time a hand-moved clock leaves a try (G-162), and a margin past it. */
const PAST_THE_GRACE_MS = 1_100;
const { deliveryOf, settledAfter } = deliveryTries(suite);

/** The receiver holds the request open; resolves once it has it (the try's 10 s run from then). */
async function heldTry(action: string, trigger: string, path: string): Promise<ApiObject> {
  webhooks.receiver.answer(path, (hit) => (hit === 1 ? "no-answer" : 200));
  await webhooks.subscribe({ action, path });
  const order = await createOrder(suite);
  await orderHelper(suite, trigger, order.guid);
  await eventually(`the ${action} request at ${path}`, () => (webhooks.receiver.hitsOf(path) > 0 ? true : undefined));
  return order;
}

suite.rule(
  "a try has 10 s: a 2xx at 9.999 s delivers, none by 10 s fails it; the next try 60 s after it started (rule: timeout)",
  [...CLOCK],
  async () => {
    const inTime = { action: "order.customer_paid", path: "/answers-in-time" };
    const late = { action: "order.marked_as_on_hold", path: "/answers-too-late" };
    // The one that must answer in time is sent last: its 10 s of real time are a limit too.
    const second = await heldTry(late.action, "markSandboxOrderOnHold", late.path);
    const first = await heldTry(inTime.action, "markSandboxOrderCustomerPaid", inTime.path);
    await advanceClock(suite, 9.999);
    // Only a wait longer than the grace: a busy machine makes it longer still, never too short.
    await delay(PAST_THE_GRACE_MS);
    expect(webhooks.receiver.release(inTime.path, 200), "requests held open").toBe(1);
    const answered = await settledAfter(inTime.action, first.guid, 1);
    expectField(answered).toMatchObject({ state: "succeeded", attempts: [{ status_code: 200 }] });
    expectField(await deliveryOf(late.action, second.guid), "/attempts").toHaveLength(0);
    await advanceClock(suite, 0.001);
    let delivery = await settledAfter(late.action, second.guid, 1);
    webhooks.receiver.release(late.path, 200);
    expectField(delivery).toMatchObject({ state: "pending", attempts: [{ status_code: null }] });
    // The log's text of a timeout is G-161's.
    expectField(delivery, "/attempts/0/error").toBe("timeout: no answer within 10 s");
    await advanceClock(suite, RETRY_S - 10 - 0.001);
    expectField(await deliveryOf(late.action, second.guid), "/next_attempt_at").toEqual(expect.any(String));
    expect(webhooks.receiver.hitsOf(late.path), "tries before 60 s").toBe(1);
    await advanceClock(suite, 0.001);
    delivery = await settledAfter(late.action, second.guid, 2);
    expectField(delivery).toMatchObject({ state: "succeeded" });
    expectField(delivery, "/attempts").toHaveLength(2);
    expect(webhooks.receiver.hitsOf(late.path)).toBe(2);
  },
);
