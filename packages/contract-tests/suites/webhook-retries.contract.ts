/**
 * What a receiver's answers make of webhook deliveries (the sandbox's delivery log, test helpers): a 2xx
 * (200..299) delivers in one try; 3xx (redirects not followed), 4xx, 5xx, a hang-up or a closed port fail the try
 * and the next is due 60 s after it started; on the test clock 5 tries exactly 60 s apart, then `failed` and nothing
 * after; a 2xx ends them (every try the same payload and token); an unsubscribe cancels the waiting ones (not a try
 * in flight, not another subscription's). GAPS choices, each test naming its gap: a retry already due when a try
 * ends runs at once (G-130), the log's texts (G-161), retries follow a replaced callback (G-124), an answer is taken
 * after the clock passed 10 s and an organisation's 17th try waits (G-162). No answer within 10 s is
 * webhook-timeout.contract.ts's: its embedded sandbox cuts a try off at G-162's 1 s grace, this suite's gives answers
 * held across a clock move the time a busy machine needs (WEBHOOK_CLOCK_GRACES in src/target/embedded.ts).
 */
import { createServer } from "node:net";
import { describe, expect, inject } from "vitest";
import { orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { deliveryTries } from "../src/harness/delivery-log.js";
import { expectField } from "../src/harness/expect-field.js";
import { ownOrganisations } from "../src/harness/own-organisation.js";
import { eventually } from "../src/harness/poll.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import type { Reply } from "../src/webhooks/receiver.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhook-retries");
/** `order.cancel` goes to one path that answers each order's notification as its test told (`replies`). */
const BY_ORDER = { action: "order.cancel", path: "/answers-by-order" };
const replies = new Map<string, Reply>();
const webhooks = useWebhooks(suite, [BY_ORDER]);
webhooks.receiver.answer(BY_ORDER.path, (_hit, payload) => replies.get(String(payload.order_guid)) ?? 200);
const LOG = ["writes", "webhooks", "testHelpers"] as const;
const RETRY_S = 60;
const MAX_TRIES = 5;
/** Tries of one organisation in flight at once (G-162). */
const IN_FLIGHT = 16;
const { settledAfter } = deliveryTries(suite);
/** The clock tests: each moves its organisation's clock, so each takes an organisation of its own. */
const organisations = ownOrganisations(suite);
/** What the delivery log says of a try without an HTTP answer (G-161): the cause is not named. */
const CONNECTION_FAILED = expect.stringMatching(/^connection failed: no HTTP answer\b/);
const epoch = (dateTime: string) => Date.parse(dateTime.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));

describe("what the receiver's answer makes of a try", () => {
  /** The first try of an order's `order.cancel` notification, answered with `reply`. */
  async function firstTry(reply: Reply): Promise<{ order: ApiObject; delivery: ApiObject }> {
    const order = await createOrder(suite);
    replies.set(order.guid, reply);
    await orderHelper(suite, "cancelSandboxOrder", order.guid);
    return { order, delivery: await settledAfter(BY_ORDER.action, order.guid, 1) };
  }
  const reached = (orderGuid: string) =>
    webhooks.receiver.since(0, BY_ORDER.action).filter((webhook) => webhook.payload.order_guid === orderGuid);

  const delivered = [200, 201, 204, 299].map((status) => ({ status }));
  suite.rules(
    delivered,
    "a $status answer delivers it: one try, nothing due after it (rule: 2xx delivers)",
    [...LOG],
    async ({ status }) => {
      const { order, delivery } = await firstTry(status);
      expectField(delivery).toMatchObject({ state: "succeeded", next_attempt_at: null, reason: null });
      expectField(delivery, "/attempts").toHaveLength(1);
      expectField(delivery, "/attempts/0").toMatchObject({ attempt: 1, status_code: status, error: null });
      expect(reached(order.guid).length, "notifications of the order received").toBe(1);
    },
  );

  /** A redirect to a path that would answer 200 (the receiver's URL is known once it started). */
  const redirect = (status: number) => () => ({ status, headers: { location: webhooks.receiver.url("/redirected") } });
  const failed: { case: string; reply: Reply | (() => Reply); status: number | null }[] = [
    ...[300, 399, 400, 404, 429, 499, 500, 503, 599].map((status) => ({
      case: String(status),
      reply: status,
      status,
    })),
    ...[301, 302, 307].map((status) => ({
      case: `${status} redirect`,
      reply: redirect(status),
      status,
    })),
    { case: "hang-up without an answer", reply: "hang-up", status: null },
  ];
  suite.rule(
    "a try without an HTTP answer is logged as a failed connection, naming no cause (rule: G-161 delivery log text)",
    [...LOG],
    async () => {
      const { delivery } = await firstTry("hang-up");
      expectField(delivery, "/attempts/0").toMatchObject({ status_code: null, error: CONNECTION_FAILED });
    },
    { assumes: "G-161" },
  );

  suite.rule(
    "a try's duration_ms is how long it took: no longer than the test's own wait for it (rule: G-161 delivery log)",
    [...LOG],
    async () => {
      const before = performance.now();
      const { delivery } = await firstTry(200);
      // The try starts after the trigger and ends before the log shows it: inside this wait (whole ms, rounded).
      const waitedMs = Math.ceil(performance.now() - before) + 1;
      expectField(delivery, "/attempts/0/duration_ms").toSatisfy(function withinTheWait(ms: unknown) {
        return typeof ms === "number" && ms >= 0 && ms <= waitedMs;
      });
    },
    { assumes: "G-161" },
  );

  suite.rules(
    failed,
    "a $case fails the try; the next is due 60 s after it started (rule: 3xx/4xx/5xx fail, linear retry)",
    [...LOG],
    async (c) => {
      const { order, delivery } = await firstTry(typeof c.reply === "function" ? c.reply() : c.reply);
      expectField(delivery).toMatchObject({ state: "pending", reason: null });
      expectField(delivery, "/attempts").toHaveLength(1);
      expectField(delivery, "/attempts/0").toMatchObject({ attempt: 1, status_code: c.status });
      expectField(delivery, "/attempts/0/error").toEqual(c.status === null ? expect.any(String) : null);
      expectField(delivery, "/next_attempt_at").toSatisfy(function sixtySecondsAfterTheTry(next: unknown) {
        return typeof next === "string" && epoch(next) - epoch(delivery.attempts[0].at) === RETRY_S * 1000;
      });
      expect(reached(order.guid).length, "notifications of the order received").toBe(1);
      expect(webhooks.receiver.hitsOf("/redirected"), "redirects are not followed").toBe(0);
    },
  );
});

// Each on an organisation of its own (its own clock): side by side on the embedded sandbox, else one at a time.
organisations.describe("retries of a failing receiver (test clock)", () => {
  const CLOCK = [...LOG, "testClock"] as const;

  /** The running test's organisation: its calls, its subscriptions to the suite's receiver, its delivery log. */
  async function own() {
    const org = await organisations.take();
    return { org, hub: webhooks.of(org), ...deliveryTries(org) };
  }

  /** A callback URL on this machine where nothing listens (a port just opened and closed again). */
  async function closedPort(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${port}/nobody-listens`;
  }

  const failing: { case: string; path: string; reply?: Reply | "closed port" }[] = [
    { case: "answering 500", path: "/fails-500", reply: 500 },
    { case: "answering 404", path: "/fails-404", reply: 404 },
    { case: "answering 302 to a path that would take it", path: "/fails-302", reply: 302 },
    { case: "hanging up", path: "/hangs-up", reply: "hang-up" },
    { case: "on a closed port", path: "/closed", reply: "closed port" },
  ];
  suite.rules(
    failing,
    "a receiver $case gets 5 tries, 60 s apart, then the delivery fails (rule: linear retry)",
    [...CLOCK],
    async (c, ctx) => {
      const { org, hub, deliveryOf, settledAfter } = await own();
      const action = "order.archived";
      if (c.reply === "closed port") {
        if (inject("haulkit.run").webhooks.publicUrl)
          ctx.skip("a closed port here is reachable only from this machine");
        const body = { callback_url: await closedPort() };
        await org.call("subscribeWebhook", { path: { webhook_action: action }, body }).expectStatus(200);
      } else {
        const reply =
          c.reply === 302 ? { status: 302, headers: { location: webhooks.receiver.url("/taken") } } : c.reply;
        webhooks.receiver.answer(c.path, () => reply ?? 500);
        await hub.subscribe({ action, path: c.path });
      }
      const order = await createOrder(org);
      await orderHelper(org, "archiveSandboxOrder", order.guid);
      let delivery = await settledAfter(action, order.guid, 1);
      while (delivery.state === "pending" && delivery.attempts.length <= MAX_TRIES) {
        await advanceClock(org, RETRY_S);
        delivery = await settledAfter(action, order.guid, delivery.attempts.length + 1);
      }
      expectField(delivery, "/attempts").toHaveLength(MAX_TRIES);
      expectField(delivery).toMatchObject({
        state: "failed",
        next_attempt_at: null,
        reason: expect.stringMatching(/\S/),
      });
      expectField(delivery, "/attempts/*/attempt").toEqual([1, 2, 3, 4, 5]);
      const starts = delivery.attempts.map((attempt: ApiObject) => epoch(attempt.at));
      for (const [i, start] of starts.slice(1).entries()) expect(start - (starts[i] as number)).toBe(RETRY_S * 1000);
      await advanceClock(org, RETRY_S * 2);
      expectField(await deliveryOf(action, order.guid), "/attempts").toHaveLength(MAX_TRIES);
      if (c.reply !== "closed port") expect(webhooks.receiver.hitsOf(c.path)).toBe(MAX_TRIES);
      expect(webhooks.receiver.hitsOf("/taken"), "redirects are not followed").toBe(0);
    },
  );

  const successes = [
    { at: 2, path: "/fails-once" },
    { at: 5, path: "/fails-four-times" },
  ];
  suite.rules(
    successes,
    "a 2xx at try $at ends the retries; nothing is sent after it (rule: stop at the first success)",
    [...CLOCK],
    async ({ at, path }) => {
      const { org, hub, deliveryOf, settledAfter } = await own();
      const action = "order.customer_invoiced";
      webhooks.receiver.answer(path, (hit) => (hit < at ? 503 : 204));
      await hub.subscribe({ action, path });
      const order = await createOrder(org);
      await orderHelper(org, "markSandboxOrderCustomerInvoiced", order.guid);
      let delivery = await settledAfter(action, order.guid, 1);
      for (let tries = 2; delivery.state === "pending" && tries <= MAX_TRIES; tries += 1) {
        await advanceClock(org, RETRY_S);
        delivery = await settledAfter(action, order.guid, tries);
      }
      expectField(delivery, "/attempts").toHaveLength(at);
      expectField(delivery).toMatchObject({ state: "succeeded", next_attempt_at: null });
      await advanceClock(org, RETRY_S * 2);
      expectField(await deliveryOf(action, order.guid), "/attempts").toHaveLength(at);
      expect(webhooks.receiver.hitsOf(path)).toBe(at);
      const tries = webhooks.receiver.since(0).filter((webhook) => webhook.path === path);
      const token = hub.subscription(action).verification_token;
      expect(
        tries.map((webhook) => webhook.token),
        "the token of every try",
      ).toEqual(tries.map(() => token));
      expect(new Set(tries.map((webhook) => JSON.stringify(webhook.payload))).size, "distinct payloads").toBe(1);
    },
  );

  suite.rule("unsubscribing cancels the retries still waiting (rule: notifications stop)", [...CLOCK], async () => {
    const { org, hub, deliveryOf, deliveriesOf, settledAfter } = await own();
    const [action, path] = ["order.customer_paid", "/fails-until-unsubscribed"];
    webhooks.receiver.answer(path, () => 500);
    await hub.subscribe({ action, path });
    const order = await createOrder(org);
    await orderHelper(org, "markSandboxOrderCustomerPaid", order.guid);
    await settledAfter(action, order.guid, 1);
    await hub.unsubscribe(action);
    // Canceled by the unsubscribe itself, before its time comes.
    expectField(await deliveryOf(action, order.guid)).toMatchObject({ state: "canceled", next_attempt_at: null });
    await advanceClock(org, RETRY_S);
    const deliveries = await deliveriesOf(action);
    const index = deliveries.findIndex((delivery: ApiObject) => delivery.payload?.order_guid === order.guid);
    expectField(deliveries, `/${index}`).toMatchObject({
      state: "canceled",
      next_attempt_at: null,
      reason: expect.stringMatching(/\S/),
    });
    expectField(deliveries, `/${index}/attempts`).toHaveLength(1);
    expect(webhooks.receiver.hitsOf(path)).toBe(1);
  });

  suite.rule(
    "unsubscribing lets a try in flight finish and leaves another subscription's retry waiting (rule: G-130 only the waiting retries are canceled)",
    [...CLOCK],
    async () => {
      const { org, hub, deliveryOf, settledAfter } = await own();
      const mine = { action: "order.restored", path: "/in-flight-at-unsubscribe" };
      const other = { action: "order.removed", path: "/other-subscription-fails-once" };
      webhooks.receiver.answer(mine.path, () => "no-answer");
      webhooks.receiver.answer(other.path, (hit) => (hit === 1 ? 500 : 200));
      await hub.subscribe(mine);
      await hub.subscribe(other);
      const order = await createOrder(org);
      await orderHelper(org, "removeSandboxOrder", order.guid);
      await settledAfter(other.action, order.guid, 1);
      await orderHelper(org, "restoreSandboxOrder", order.guid);
      await eventually(`the ${mine.action} request at ${mine.path}`, () =>
        webhooks.receiver.hitsOf(mine.path) > 0 ? true : undefined,
      );
      await hub.unsubscribe(mine.action);
      expectField(await deliveryOf(other.action, order.guid)).toMatchObject({
        state: "pending",
        next_attempt_at: expect.any(String),
      });
      expect(webhooks.receiver.release(mine.path, 200), "requests held open").toBe(1);
      expectField(await settledAfter(mine.action, order.guid, 1)).toMatchObject({
        state: "succeeded",
        attempts: [{ status_code: 200 }],
      });
      await advanceClock(org, RETRY_S);
      expectField(await settledAfter(other.action, order.guid, 2)).toMatchObject({ state: "succeeded" });
      expect(webhooks.receiver.hitsOf(other.path), `tries at ${other.path}`).toBe(2);
      await hub.unsubscribe(other.action);
    },
    { assumes: "G-130" },
  );

  const moved = [
    { case: "exactly due", seconds: RETRY_S },
    { case: "overdue", seconds: RETRY_S + 30 },
  ];
  suite.rules(
    moved,
    "a try failing after the clock moved $seconds s during it: the next try, $case, is sent at once (rule: G-130 a retry already due runs at once)",
    [...CLOCK],
    async ({ seconds }) => {
      const { org, hub, settledAfter } = await own();
      const [action, path] = ["order.unmarked_as_on_hold", `/fails-while-the-clock-moves-${seconds}`];
      let released: Promise<number> | undefined;
      webhooks.receiver.answer(path, (hit) => {
        if (hit > 1) return 200;
        // The clock moves while the receiver holds the first try; then it answers 500.
        released ??= advanceClock(org, seconds).then(() => webhooks.receiver.release(path, 500));
        return "no-answer";
      });
      await hub.subscribe({ action, path });
      const order = await createOrder(org);
      await orderHelper(org, "markSandboxOrderOnHold", order.guid);
      await orderHelper(org, "unmarkSandboxOrderOnHold", order.guid);
      expect(await eventually(`the first try at ${path}`, () => released), "requests held open").toBe(1);
      const delivery = await settledAfter(action, order.guid, 2);
      expectField(delivery).toMatchObject({ state: "succeeded" });
      expectField(delivery, "/attempts/*/status_code").toEqual([500, 200]);
      const [first, second] = delivery.attempts.map((attempt: ApiObject) => epoch(attempt.at));
      expect(second - first, "ms between the tries' starts (sandbox clock)").toBe(seconds * 1000);
      await hub.unsubscribe(action);
    },
    { assumes: ["G-130", "G-162"] },
  );

  suite.rule(
    "a retry after subscribing again goes to the new callback_url, logged there; in flight nothing is due (rule: G-124 subscribing again replaces the callback)",
    [...CLOCK],
    async () => {
      const { org, hub, deliveryOf, settledAfter } = await own();
      const action = "order.removed";
      const [before, after] = ["/callback-before", "/callback-after"];
      webhooks.receiver.answer(before, () => 500);
      webhooks.receiver.answer(after, (hit) => (hit === 1 ? "no-answer" : 200));
      await hub.subscribe({ action, path: before });
      const order = await createOrder(org);
      await orderHelper(org, "removeSandboxOrder", order.guid);
      await settledAfter(action, order.guid, 1);
      await hub.subscribe({ action, path: after });
      await advanceClock(org, RETRY_S);
      await eventually(`the retry at ${after}`, () => (webhooks.receiver.hitsOf(after) > 0 ? true : undefined));
      expectField(await deliveryOf(action, order.guid)).toMatchObject({
        state: "pending",
        next_attempt_at: null,
        callback_url: webhooks.receiver.url(after),
        attempts: [{ attempt: 1, status_code: 500 }],
      });
      expect(webhooks.receiver.release(after, 200), "requests held open").toBe(1);
      const delivery = await settledAfter(action, order.guid, 2);
      expectField(delivery).toMatchObject({ state: "succeeded", callback_url: webhooks.receiver.url(after) });
      expectField(delivery, "/attempts/*/status_code").toEqual([500, 200]);
      expect(webhooks.receiver.hitsOf(before), `tries at ${before}`).toBe(1);
      await hub.unsubscribe(action);
    },
    { assumes: "G-124" },
  );

  suite.rule(
    "an answer on its way when the clock passes the try's 10 s is taken: a 2xx delivers (rule: G-162 clock moved by hand)",
    [...CLOCK],
    async () => {
      const { org, hub, settledAfter } = await own();
      const [action, path] = ["order.unmarked_as_on_hold", "/answers-after-the-clock-passed"];
      let released: Promise<number> | undefined;
      webhooks.receiver.answer(path, () => {
        // As soon as the receiver holds the request: the clock passes 10 s, then the answer goes out.
        released ??= advanceClock(org, 10).then(() => webhooks.receiver.release(path, 200));
        return "no-answer";
      });
      await hub.subscribe({ action, path });
      const order = await createOrder(org);
      await orderHelper(org, "markSandboxOrderOnHold", order.guid);
      await orderHelper(org, "unmarkSandboxOrderOnHold", order.guid);
      expect(await eventually(`the ${action} request at ${path}`, () => released), "requests held open").toBe(1);
      const delivery = await settledAfter(action, order.guid, 1);
      expectField(delivery).toMatchObject({ state: "succeeded", attempts: [{ status_code: 200, error: null }] });
      // It was held across a call to the target; at most the documents' 60 s answer window.
      expectField(delivery, "/attempts/0/duration_ms").toSatisfy(function heldAndWithinTheWindow(ms: unknown) {
        return typeof ms === "number" && ms > 0 && ms <= 60_000;
      });
      await hub.unsubscribe(action);
    },
    { assumes: "G-162" },
  );

  suite.rule(
    "16 tries of an organisation in flight: the next ones wait in its queue, sent when a place frees, canceled if unsubscribed meanwhile (rule: G-162 deliveries under load)",
    [...CLOCK],
    async () => {
      const { org, hub, settledAfter } = await own();
      const held = { action: "order.created", path: "/held-in-flight" };
      const queued = { action: "order.removed", path: "/queued-then-unsubscribed" };
      webhooks.receiver.answer(held.path, (hit) => (hit <= IN_FLIGHT ? "no-answer" : 200));
      await hub.subscribe(held);
      await hub.subscribe(queued);
      const orders: ApiObject[] = [];
      // One more order.created than the places: its try waits in the queue, and the order.removed after it.
      for (let i = 0; i <= IN_FLIGHT; i += 1) orders.push(await createOrder(org));
      const last = orders[IN_FLIGHT] as ApiObject;
      await orderHelper(org, "removeSandboxOrder", last.guid);
      await hub.unsubscribe(queued.action);
      await advanceClock(org, 1);
      await eventually(`${IN_FLIGHT} requests at ${held.path}`, () =>
        webhooks.receiver.hitsOf(held.path) >= IN_FLIGHT ? true : undefined,
      );
      expect(webhooks.receiver.release(held.path, 200), "requests held open").toBe(IN_FLIGHT);
      const delivery = await settledAfter(held.action, last.guid, 1);
      expectField(delivery).toMatchObject({ state: "succeeded", attempts: [{ status_code: 200 }] });
      // Its try's time is when it left the queue, after the clock moved: not when its event happened.
      expect(epoch(delivery.attempts[0].at) - epoch(delivery.created_at), "ms queued (sandbox clock)").toBe(1000);
      const canceled = await settledAfter(queued.action, last.guid, 0);
      expectField(canceled).toMatchObject({ state: "canceled", attempts: [], reason: expect.stringMatching(/\S/) });
      expect(webhooks.receiver.hitsOf(queued.path), `tries at ${queued.path}`).toBe(0);
      for (const order of orders)
        expectField(await settledAfter(held.action, order.guid, 1), "/state").toBe("succeeded");
      await hub.unsubscribe(held.action);
    },
    { assumes: "G-162" },
  );
});
