/**
 * Webhook subscriptions: subscribe (active, with a verification token; bad callback URLs, actions and fields
 * refused, near misses included; again while active keeps it, after an unsubscribe makes a new one), unsubscribe
 * (inactive; notifications stop), and revision payloads that honour `audit_field_set` (PATCH and PUT). What a
 * receiver's answers make of the deliveries is in webhook-retries.contract.ts.
 */
import { describe, expect } from "vitest";
import { orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { deliveryTries } from "../src/harness/delivery-log.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";
import { auditFields } from "../src/spec/rules.js";
import { aboutOrder, aboutVehicle } from "../src/webhooks/trigger.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhook-delivery");
const webhooks = useWebhooks(suite);
const NEEDS = ["writes", "webhooks"] as const;
const LOG = [...NEEDS, "testHelpers"] as const;
const { deliveriesOf } = deliveryTries(suite);

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
    "subscribing again replaces the callback, same guid and token (rule: G-124 resubscribe)",
    [...NEEDS],
    async () => {
      const first = await webhooks.subscribe({ action: "order.restored" });
      const second = await webhooks.subscribe({ action: "order.restored", path: "/elsewhere" });
      expectField(second).toMatchObject({ guid: first.guid, verification_token: first.verification_token });
      expectField(second, "/callback_url").toBe(webhooks.receiver.url("/elsewhere"));
    },
    { assumes: "G-124" },
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

  suite.rule(
    "subscribing after an unsubscribe makes a new subscription: new guid and token (rule: G-126 resubscribe)",
    [...NEEDS],
    async () => {
      const first = await webhooks.subscribe({ action: "order.unmarked_as_on_hold" });
      await webhooks.unsubscribe("order.unmarked_as_on_hold");
      const second = await webhooks.subscribe({ action: "order.unmarked_as_on_hold" });
      expectField(second, "/guid").not.toBe(first.guid);
      expectField(second, "/verification_token").not.toBe(first.verification_token);
      expectField(second, "/is_active").toBe(true);
    },
    { assumes: "G-126" },
  );

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

describe("subscribe near misses", () => {
  const hook = "https://hooks.example.com/in";
  const fields = auditFields();
  const refused = [
    ...["order.Created", "ORDER.CREATED", "order_created", "orders.created", "order.created.ignored", "order."].map(
      (action) => ({ case: `the action ${JSON.stringify(action)}`, action, body: { callback_url: hook } as object }),
    ),
    ...["Price", "price ", " price", "vehicles.Make", "vehicle.make", "pickup.venue", "customer"].map((field) => ({
      case: `the audit field ${JSON.stringify(field)}`,
      action: "order.modified",
      body: { callback_url: hook, audit_field_set: [field] } as object,
    })),
    {
      case: "101 audit fields",
      action: "order.modified",
      body: { callback_url: hook, audit_field_set: [...fields, ...fields].slice(0, 101) },
    },
    {
      case: "a link-local callback host",
      action: "order.paid",
      body: { callback_url: "http://169.254.169.254/latest/meta-data" },
    },
    { case: "no callback_url", action: "order.paid", body: {} },
    { case: "an empty callback_url", action: "order.paid", body: { callback_url: "" } },
  ];
  suite.rules(refused, "$case is 400, nothing subscribed (rule: subscribe body)", ["writes"], async (c) => {
    await suite
      .call("subscribeWebhook", { path: { webhook_action: c.action }, body: c.body })
      .expectStatus(400)
      .expectJsonLike({ status: "fail", data: { error_id: "VALIDATION_ERROR" } });
    const listed: ApiObject[] = await suite.call("listWebhookSubscriptions").expectStatus(200).returns("data.objects");
    expectField(listed, "/*/callback_url").not.toContain((c.body as { callback_url?: string }).callback_url ?? "-");
  });

  const taken = [
    { case: "every subscribable field", set: fields },
    { case: "100 audit fields (some twice)", set: [...fields, ...fields].slice(0, 100) },
    { case: "an empty audit_field_set", set: [] },
  ];
  suite.rules(taken, "$case is taken (rule: subscribe body)", ["writes", "webhooks"], async (c) => {
    // The receiver's own URL: a callback nobody answers would hold up this suite's deliveries.
    const subscription = await webhooks.subscribe({
      action: "vehicle.created",
      path: "/field-sets",
      auditFieldSet: c.set,
    });
    // Whether duplicates are kept is not shown: the subscription names the same fields.
    expectField(subscription, "/audit_field_set").toSatisfy(function theSameFields(kept: unknown) {
      return Array.isArray(kept) && new Set(kept).size === new Set(c.set).size && c.set.every((f) => kept.includes(f));
    });
  });

  // Each passes the schema's `^https?://` (the sandbox's own check refuses it) or is refused by the schema itself.
  const badCallbacks = [
    { case: "with no host (http://)", url: "http://" },
    { case: "with a port and no host", url: "http://:8080/in" },
    { case: "whose host is no host name", url: "https://hooks%20example.com/in" },
    { case: "of the ftp scheme", url: "ftp://hooks.example.com/in" },
    { case: "of the mailto scheme", url: "mailto:hooks@example.com" },
  ];
  suite.rules(
    badCallbacks,
    "a callback_url $case is 400 naming callback_url, nothing subscribed (rule: G-124 http or https)",
    ["writes"],
    async (c) => {
      const body = await suite
        .call("subscribeWebhook", { path: { webhook_action: "order.paid" }, body: { callback_url: c.url } })
        .expectStatus(400)
        .expectJsonLike({ status: "fail", data: { error_id: "VALIDATION_ERROR" } })
        .returns("res.body");
      expectField(body, "/data/details/callback_url").toSatisfy(function namedWithAMessage(messages: unknown) {
        return Array.isArray(messages) && messages.length > 0 && messages.every((m) => /\S/.test(String(m)));
      });
      const listed: ApiObject[] = await suite
        .call("listWebhookSubscriptions")
        .expectStatus(200)
        .returns("data.objects");
      expectField(listed, "/*/callback_url").not.toContain(c.url);
    },
    { assumes: "G-124" },
  );

  suite.rule(
    "a link-local callback host is 400 naming callback_url (rule: G-160 callback hosts)",
    ["writes"],
    async () => {
      const body = await suite
        .call("subscribeWebhook", {
          path: { webhook_action: "order.paid" },
          body: { callback_url: "http://169.254.169.254/latest/meta-data" },
        })
        .expectStatus(400)
        .returns("res.body");
      expectField(body, "/data/details/callback_url/0").toEqual(expect.stringMatching(/\S/));
    },
    { assumes: "G-160" },
  );

  suite.rule(
    "an https callback_url is taken (rule: G-124 http or https)",
    ["writes"],
    async () => {
      const callback = "https://hooks.example.com/haulkit/in";
      // An action no other test of this file subscribes (they run at once), never triggered here and unsubscribed
      // at once: nothing is ever sent to the host.
      const subscription: ApiObject = await suite
        .call("subscribeWebhook", {
          path: { webhook_action: "order.cancelled_by_customer" },
          body: { callback_url: callback },
        })
        .expectStatus(200)
        .returns("data.object");
      await suite
        .call("unsubscribeWebhook", { path: { webhook_action: "order.cancelled_by_customer" } })
        .expectStatus(200);
      expectField(subscription, "/callback_url").toBe(callback);
    },
    { assumes: "G-124" },
  );

  suite.rule(
    "audit_field_set on an action that is no revision action is ignored: the subscription lists no field (rule: G-124)",
    [...NEEDS],
    async () => {
      const subscription = await webhooks.subscribe({ action: "order.unmark_as_paid", auditFieldSet: ["price"] });
      expectField(subscription, "/audit_field_set").toEqual([]);
      await webhooks.unsubscribe("order.unmark_as_paid");
    },
    { assumes: "G-124" },
  );
});

// One at a time: several tests subscribe the same revision action with different field sets.
describe.sequential("revision payloads honour audit_field_set", () => {
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
    "order.modified by a PUT carries only the subscribed fields that changed (rule: audit_field_set)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["price", "order_instructions"] });
      const order = await createOrder(suite);
      const since = webhooks.receiver.mark();
      const body = orderBody({ price: "1350.00", number: "CONTRACT-4" });
      await suite.call("updateOrder", { path: { guid: order.guid }, body }).expectStatus(200);
      const { payload } = await webhooks.expectWebhook("order.modified", since, aboutOrder(order.guid));
      expectField(payload, "/data").toEqual({ price: { old_value: 1250, new_value: 1350 } });
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
    "order.modified subscribed without audit_field_set is not sent: no subscribed field changed (rule: modified only when a subscribed field changed)",
    [...LOG],
    async () => {
      await webhooks.subscribe({ action: "order.modified" });
      const order = await createOrder(suite);
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1300.00", number: "CONTRACT-6" } })
        .expectStatus(200);
      expectField(await deliveriesOf("order.modified"), "/*/payload/order_guid").not.toContain(order.guid);
    },
  );

  suite.rule(
    "order.modified with a single subscribed field: not sent when another field changes; then only that field (rule: audit_field_set)",
    [...LOG],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["price"] });
      const order = await createOrder(suite);
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { number: "CONTRACT-7" } })
        .expectStatus(200);
      expectField(await deliveriesOf("order.modified"), "/*/payload/order_guid").not.toContain(order.guid);
      const since = webhooks.receiver.mark();
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1400.00", number: "CONTRACT-8" } })
        .expectStatus(200);
      const { payload } = await webhooks.expectWebhook("order.modified", since, aboutOrder(order.guid));
      expectField(payload, "/data").toEqual({ price: { old_value: 1250, new_value: 1400 } });
    },
  );

  suite.rule(
    "subscribing order.modified again with another field set replaces the set (rule: audit_field_set)",
    [...LOG],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["price"] });
      const replaced = await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["number"] });
      expectField(replaced, "/audit_field_set").toEqual(["number"]);
      const order = await createOrder(suite);
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1450.00" } })
        .expectStatus(200);
      expectField(await deliveriesOf("order.modified"), "/*/payload/order_guid").not.toContain(order.guid);
    },
  );

  suite.rule(
    "order.created with an empty field set is the revision payload, data empty (rule: G-127 a field set given)",
    [...NEEDS],
    async () => {
      const subscription = await webhooks.subscribe({ action: "order.created", auditFieldSet: [] });
      expectField(subscription, "/audit_field_set").toEqual([]);
      const since = webhooks.receiver.mark();
      const order = await createOrder(suite);
      const { payload } = await webhooks.expectWebhook("order.created", since, aboutOrder(order.guid));
      expectField(payload).toMatchObject({ revision_guid: expect.any(String), user_guid: expect.any(String) });
      expectField(payload, "/data").toEqual({});
    },
    { assumes: "G-127" },
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
      expectField(payload).toMatchObject({ revision_guid: expect.any(String), user_guid: expect.any(String) });
    },
  );

  suite.rule(
    "vehicle.created subscribed without audit_field_set is the revision payload, data empty; the subscription lists no field (rule: G-127 only order.created is plain)",
    [...NEEDS],
    async () => {
      const subscription = await webhooks.subscribe({ action: "vehicle.created", path: "/no-field-set" });
      expectField(subscription, "/audit_field_set").toEqual([]);
      const since = webhooks.receiver.mark();
      const order = await createOrder(suite);
      const { payload } = await webhooks.expectWebhook("vehicle.created", since, aboutVehicle(order.vehicles[0].guid));
      expectField(payload).toMatchObject({ revision_guid: expect.any(String), user_guid: expect.any(String) });
      expectField(payload, "/data").toEqual({});
    },
    { assumes: "G-127" },
  );

  suite.rule(
    "a field set of order and vehicle fields: order.created holds the order fields (an empty one null to null), vehicle.created the vehicle fields (rule: G-129 data mirrors the order or the vehicle)",
    [...NEEDS],
    async () => {
      const fields = ["number", "pickup.venue.city", "vehicles.vin", "vehicles.price"];
      await webhooks.subscribe({ action: "order.created", auditFieldSet: fields });
      await webhooks.subscribe({ action: "vehicle.created", auditFieldSet: fields });
      const since = webhooks.receiver.mark();
      const order = await createOrder(suite, orderBody({ pickup: { date_type: "estimated" } }));
      const [vehicle] = order.vehicles;
      const created = await webhooks.expectWebhook("order.created", since, aboutOrder(order.guid));
      expectField(created.payload, "/data").toEqual({
        number: { old_value: null, new_value: order.number },
        pickup: { venue: { city: { old_value: null, new_value: null } } },
      });
      const added = await webhooks.expectWebhook("vehicle.created", since, aboutVehicle(vehicle.guid));
      expectField(added.payload, "/data").toEqual({
        vin: { old_value: null, new_value: vehicle.vin },
        price: { old_value: null, new_value: vehicle.price },
      });
    },
    { assumes: "G-129" },
  );

  suite.rule(
    "order.modified of a set with vehicles.price holds no order price: a vehicle field is not the order's field of that name (rule: G-129)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "order.modified", auditFieldSet: ["number", "vehicles.price"] });
      const order = await createOrder(suite);
      const since = webhooks.receiver.mark();
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { price: "1300.00", number: "CONTRACT-5" } })
        .expectStatus(200);
      const { payload } = await webhooks.expectWebhook("order.modified", since, aboutOrder(order.guid));
      expectField(payload, "/data").toEqual({ number: { old_value: order.number, new_value: "CONTRACT-5" } });
    },
    { assumes: "G-129" },
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

  suite.rule(
    "a deleted vehicle carries every subscribed field, the empty ones null to null (rule: G-128 deletion)",
    [...NEEDS],
    async () => {
      await webhooks.subscribe({ action: "vehicle.deleted", auditFieldSet: ["vehicles.vin", "vehicles.lot_number"] });
      const order = await createOrder(suite);
      const [kept, dropped] = order.vehicles;
      const since = webhooks.receiver.mark();
      const [first]: ApiObject[] = orderBody().vehicles as ApiObject[];
      await suite
        .call("updateOrderPartially", {
          path: { guid: order.guid },
          body: { vehicles: [{ ...first, guid: kept.guid }] },
        })
        .expectStatus(200);
      const deleted = await webhooks.expectWebhook("vehicle.deleted", since, aboutVehicle(dropped.guid));
      expectField(deleted.payload, "/data").toEqual({
        vin: { old_value: dropped.vin, new_value: null },
        lot_number: { old_value: null, new_value: null },
      });
    },
    { assumes: "G-128" },
  );
});
