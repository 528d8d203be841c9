/**
 * Webhook subscriptions and delivery: subscribe (active, with a verification token; bad callback URLs and fields
 * refused), unsubscribe (inactive; notifications stop), revision payloads that honour `audit_field_set`, and the
 * retries of a failing receiver: 60 s apart on the test clock, 5 tries at most, stopped by a 2xx or an unsubscribe.
 */
import { describe, expect } from "vitest";
import { orderHelper } from "../src/suite/carrier-steps.js";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { orderBody } from "../src/suite/fixtures.js";
import { eventually } from "../src/suite/poll.js";
import { type ApiObject, advanceClock, createOrder } from "../src/suite/steps.js";
import { aboutOrder, aboutVehicle } from "../src/webhooks/trigger.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhook-delivery");
const webhooks = useWebhooks(suite);
const NEEDS = ["writes", "webhooks"] as const;
const LOG = [...NEEDS, "testHelpers"] as const;
const RETRY_S = 60;
const MAX_TRIES = 5;

/** The sandbox's delivery log entry of an action for an order (undefined when there is none). */
async function deliveryOf(action: string, orderGuid: string): Promise<ApiObject | undefined> {
  return (await deliveriesOf(action)).find((delivery: ApiObject) => delivery.payload.order_guid === orderGuid);
}

/** The sandbox's delivery log of an action (for expectField). */
function deliveriesOf(action: string): Promise<ApiObject[]> {
  return suite.call("listSandboxWebhookDeliveries", { query: { action } }).expectStatus(200).returns("data.objects");
}

/** The delivery once it has at least `tries` tries and none in flight (waiting for a retry, or finished). */
function settledAfter(action: string, orderGuid: string, tries: number): Promise<ApiObject> {
  return eventually(`the ${action} delivery's try ${tries}`, async () => {
    const delivery = await deliveryOf(action, orderGuid);
    const inFlight = delivery?.state === "pending" && delivery.next_attempt_at === null;
    if (!delivery || inFlight) return undefined;
    return delivery.attempts.length >= tries || delivery.state !== "pending" ? delivery : undefined;
  });
}

const epoch = (dateTime: string) => Date.parse(dateTime.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));

describe("subscribe and unsubscribe", () => {
  suite.rule(
    "a subscription is active, has a verification token and is listed (rule: subscribe)",
    [...NEEDS],
    async () => {
      const subscription = await webhooks.subscribe({ action: "order.unarchived" });
      expectField(subscription).toMatchObject({
        action: "order.unarchived",
        is_active: true,
        callback_url: webhooks.receiver.url("/order.unarchived"),
      });
      expectField(subscription, "/verification_token").toEqual(expect.any(String));
      const listed: ApiObject[] = await suite
        .call("listWebhookSubscriptions")
        .expectStatus(200)
        .returns("data.objects");
      const index = listed.findIndex((entry) => entry.guid === subscription.guid);
      expectField(listed, `/${index}`).toMatchObject({ is_active: true });
    },
  );

  suite.rule(
    "subscribing again replaces the callback, same guid and token (rule: GAPS resubscribe)",
    [...NEEDS],
    async () => {
      const first = await webhooks.subscribe({ action: "order.restored" });
      const second = await webhooks.subscribe({ action: "order.restored", path: "/elsewhere" });
      expectField(second).toMatchObject({ guid: first.guid, verification_token: first.verification_token });
      expectField(second, "/callback_url").toBe(webhooks.receiver.url("/elsewhere"));
    },
  );

  const invalid = [
    { case: "an ftp callback_url", action: "order.paid", body: { callback_url: "ftp://hooks.example.com/in" } },
    { case: "a callback_url that is no URL", action: "order.paid", body: { callback_url: "hooks" } },
    {
      case: "an unknown audit field",
      action: "order.modified",
      body: { callback_url: "https://hooks.example.com/in", audit_field_set: ["colour_of_the_truck"] },
    },
    { case: "an unknown action", action: "order.teleported", body: { callback_url: "https://hooks.example.com/in" } },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: subscribe body)", ["writes"], async (c) => {
    await suite
      .call("subscribeWebhook", { path: { webhook_action: c.action }, body: c.body })
      .expectStatus(400)
      .expectJsonLike({ status: "fail", data: { error_id: "VALIDATION_ERROR" } });
  });

  suite.rule("unsubscribing an action without a subscription is 404 (rule: unsubscribe)", ["writes"], async () => {
    await suite.call("unsubscribeWebhook", { path: { webhook_action: "order.removed" } }).expectStatus(404);
  });

  suite.rule("unsubscribe makes it inactive and notifications stop (rule: unsubscribe)", [...LOG], async () => {
    const action = "order.marked_as_on_hold";
    await webhooks.subscribe({ action });
    const before = await createOrder(suite);
    const since = webhooks.receiver.mark();
    await orderHelper(suite, "markSandboxOrderOnHold", before.guid);
    await webhooks.expectWebhook(action, since, aboutOrder(before.guid));
    const ended = await webhooks.unsubscribe(action);
    expectField(ended, "/is_active").toBe(false);
    const listed: ApiObject[] = await suite.call("listWebhookSubscriptions").expectStatus(200).returns("data.objects");
    expectField(listed, "/*/action").not.toContain(action);
    const after = await createOrder(suite);
    await orderHelper(suite, "markSandboxOrderOnHold", after.guid);
    expectField(await deliveriesOf(action), "/*/payload/order_guid").not.toContain(after.guid);
    await suite.call("unsubscribeWebhook", { path: { webhook_action: action } }).expectStatus(404);
  });
});

describe("revision payloads honour audit_field_set", () => {
  suite.rule(
    "order.modified carries only the subscribed fields that changed (rule: audit_field_set)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["price", "order_instructions"] });
      const order = await createOrder(suite);
      const since = webhooks.receiver.mark();
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1300.00", number: "CONTRACT-2" } })
        .expectStatus(200);
      const { payload } = await webhooks.expectWebhook("order.modified", since, aboutOrder(order.guid));
      expectField(payload, "/data").toEqual({ price: { old_value: 1250, new_value: 1300 } });
      expectField(payload).toMatchObject({ revision_guid: expect.any(String), user_guid: expect.any(String) });
    },
  );

  suite.rule(
    "order.modified is not sent when no subscribed field changed (rule: audit_field_set)",
    [...LOG],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["price", "order_instructions"] });
      const order = await createOrder(suite);
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { number: "CONTRACT-3" } })
        .expectStatus(200);
      expectField(await deliveriesOf("order.modified"), "/*/payload/order_guid").not.toContain(order.guid);
    },
  );

  suite.rule(
    "order.created with a field set is the revision payload, old values null (rule: created)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "order.created", auditFieldSet: ["number", "price"] });
      const since = webhooks.receiver.mark();
      const order = await createOrder(suite);
      const { payload } = await webhooks.expectWebhook("order.created", since, aboutOrder(order.guid));
      expectField(payload, "/data").toEqual({
        number: { old_value: null, new_value: order.number },
        price: { old_value: null, new_value: order.price },
      });
    },
  );

  suite.rule(
    "vehicle payloads carry vehicle fields only; deleted ones new_value null (rule: vehicle revisions)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "vehicle.modified", auditFieldSet: ["vehicles.vin", "price"] });
      await webhooks.subscribe({ action: "vehicle.deleted", auditFieldSet: ["vehicles.vin"] });
      const order = await createOrder(suite);
      const [kept, dropped] = order.vehicles;
      const since = webhooks.receiver.mark();
      const [first]: ApiObject[] = orderBody().vehicles as ApiObject[];
      const changed = { ...first, guid: kept.guid, vin: "4T1C11AK5NU699999", color: "red" };
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1400.00", vehicles: [changed] } })
        .expectStatus(200);
      const modified = await webhooks.expectWebhook("vehicle.modified", since, aboutVehicle(kept.guid));
      expectField(modified.payload, "/data").toEqual({ vin: { old_value: kept.vin, new_value: "4T1C11AK5NU699999" } });
      const deleted = await webhooks.expectWebhook("vehicle.deleted", since, aboutVehicle(dropped.guid));
      expectField(deleted.payload, "/data").toEqual({ vin: { old_value: dropped.vin, new_value: null } });
    },
  );
});

// Alone and last: these move the clock, 60 s at a time.
describe.sequential("retries of a failing receiver (test clock)", () => {
  const CLOCK = [...LOG, "testClock"] as const;

  suite.rule(
    "a failing receiver gets 5 tries, 60 s apart, then the delivery fails (rule: linear retry)",
    [...CLOCK],
    async () => {
      const [action, path] = ["order.archived", "/fails-always"];
      webhooks.receiver.answer(path, () => 500);
      await webhooks.subscribe({ action, path });
      const order = await createOrder(suite);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      let delivery = await settledAfter(action, order.guid, 1);
      while (delivery.state === "pending" && delivery.attempts.length <= MAX_TRIES) {
        await advanceClock(suite, RETRY_S);
        delivery = await settledAfter(action, order.guid, delivery.attempts.length + 1);
      }
      expectField(delivery, "/attempts").toHaveLength(MAX_TRIES);
      expectField(delivery, "/state").toBe("failed");
      const starts = delivery.attempts.map((attempt: ApiObject) => epoch(attempt.at));
      for (const [i, start] of starts.slice(1).entries()) expect(start - (starts[i] as number)).toBe(RETRY_S * 1000);
      await advanceClock(suite, RETRY_S);
      expect(webhooks.receiver.hitsOf(path)).toBe(MAX_TRIES);
    },
  );

  suite.rule("a 2xx answer ends the retries (rule: stop at the first success)", [...CLOCK], async () => {
    const [action, path] = ["order.customer_invoiced", "/fails-twice"];
    webhooks.receiver.answer(path, (hit) => (hit <= 2 ? 503 : 204));
    await webhooks.subscribe({ action, path });
    const order = await createOrder(suite);
    await orderHelper(suite, "markSandboxOrderCustomerInvoiced", order.guid);
    let delivery = await settledAfter(action, order.guid, 1);
    for (let tries = 2; delivery.state === "pending" && tries <= MAX_TRIES; tries += 1) {
      await advanceClock(suite, RETRY_S);
      delivery = await settledAfter(action, order.guid, tries);
    }
    expectField(delivery).toMatchObject({ state: "succeeded" });
    expectField(delivery, "/attempts").toHaveLength(3);
    expect(webhooks.receiver.hitsOf(path)).toBe(3);
  });

  suite.rule("unsubscribing cancels the retries still waiting (rule: notifications stop)", [...CLOCK], async () => {
    const [action, path] = ["order.customer_paid", "/fails-until-unsubscribed"];
    webhooks.receiver.answer(path, () => 500);
    await webhooks.subscribe({ action, path });
    const order = await createOrder(suite);
    await orderHelper(suite, "markSandboxOrderCustomerPaid", order.guid);
    await settledAfter(action, order.guid, 1);
    await webhooks.unsubscribe(action);
    await advanceClock(suite, RETRY_S);
    const deliveries = await deliveriesOf(action);
    const index = deliveries.findIndex((delivery: ApiObject) => delivery.payload?.order_guid === order.guid);
    expectField(deliveries, `/${index}`).toMatchObject({ state: "canceled" });
    expectField(deliveries, `/${index}/attempts`).toHaveLength(1);
    expect(webhooks.receiver.hitsOf(path)).toBe(1);
  });
});
