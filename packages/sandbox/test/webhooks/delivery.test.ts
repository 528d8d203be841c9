import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../src/time.js";
import { CONNECTION_FAILED } from "../../src/webhooks/dispatcher.js";
import { orderBody, START } from "../support/sandbox.js";
import { type Answer, deadUrl } from "./receiver.js";
import { bodyMismatches, useWebhookFixture } from "./support.js";

const MINUTE = 60_000;
const at = (minutes: number) => formatDateTime(START + minutes * MINUTE);

describe("webhook delivery", () => {
  const start = useWebhookFixture();

  it("POSTs the JSON payload to the callback URL with the verification token in X-Verification-Token", async () => {
    const { shipper, receiver, subscribe, deliveries, sandbox } = await start();
    const subscription = await subscribe("order.created");
    const order = await shipper.createOrder();
    await sandbox.webhooks.idle();
    expect(receiver.requests, `delivery log: ${JSON.stringify(deliveries())}`).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/hooks");
    expect(request?.headers["x-verification-token"]).toBe(subscription.verification_token);
    expect(request?.headers["content-type"]).toMatch(/^application\/json/);
    expect(request?.body).toEqual({ action: "order.created", action_date: at(0), order_guid: order.guid });
    expect(bodyMismatches(request?.body)).toEqual([]);
    expect(JSON.stringify(request?.body)).not.toContain(subscription.verification_token);
    expect(deliveries()).toEqual([
      expect.objectContaining({
        subscription_guid: subscription.guid,
        action: "order.created",
        state: "succeeded",
        reason: null,
        next_attempt_at: null,
        max_tries: 5,
        attempts: [{ attempt: 1, at: at(0), status_code: 200, error: null, duration_ms: expect.any(Number) }],
        payload: request?.body,
      }),
    ]);
  });

  it("delivers only the subscribed actions, each body valid against webhooks.<action>", async () => {
    const { shipper, receiver, subscribe, sandbox } = await start();
    const actions = [
      "order.created",
      "order.modified",
      "vehicle.created",
      "vehicle.deleted",
      "offer.sent",
      "order.paid",
    ];
    for (const action of actions) await subscribe(action, { audit_field_set: ["price", "vehicles.vin"] });
    const order = await shipper.createOrder();
    const [kept] = orderBody().vehicles as Record<string, unknown>[];
    const patched = await shipper.patch(`/orders/${order.guid}`, {
      price: "1300.00",
      vehicles: [{ ...kept, guid: order.vehicles[0].guid }],
    });
    expect(patched.status, patched.text).toBe(200);
    await shipper.sendOffer(order.guid);
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    await sandbox.webhooks.idle();
    const received = receiver.requests.map((request) => request.body.action);
    expect(received.sort()).toEqual(
      ["order.created", "vehicle.created", "vehicle.created", "order.modified", "vehicle.deleted", "offer.sent"]
        .concat("order.paid")
        .sort(),
    );
    for (const request of receiver.requests) expect(bodyMismatches(request.body)).toEqual([]);
    const modified = receiver.requests.find((request) => request.body.action === "order.modified");
    expect(modified?.body.data).toEqual({ price: { old_value: 1250, new_value: 1300 } });
  });

  const failures: Array<[string, Answer | "down", { status_code: number | null; error: RegExp | null }]> = [
    ["a 500 answer", 500, { status_code: 500, error: null }],
    ["a 404 answer", 404, { status_code: 404, error: null }],
    ["a 302 answer (not followed)", 302, { status_code: 302, error: null }],
    ["a reset connection", "reset", { status_code: null, error: /^connection failed: no HTTP answer/ }],
    ["a receiver that is down", "down", { status_code: null, error: /^connection failed: no HTTP answer/ }],
    ["a receiver slower than 10 s", "hang", { status_code: null, error: /^timeout/ }],
  ];

  it.each(failures)("%s: tried 5 times, 60 s apart on the sandbox clock, then never again", async (_, answer, seen) => {
    const fixture = await start();
    const { shipper, receiver, subscribe, deliveries, advance } = fixture;
    const url = answer === "down" ? await deadUrl() : receiver.url;
    if (answer !== "down") receiver.script([], answer);
    await subscribe("order.created", { url });
    await shipper.createOrder();
    for (let attempt = 1; attempt <= 5; attempt++) {
      if (answer === "hang") {
        await receiver.received(attempt);
        await fixture.timeoutArmed();
        await advance(10_000);
        await advance(50_000 - 1);
      } else {
        await advance(0);
        await advance(MINUTE - 1);
      }
      expect(deliveries()[0]?.attempts, `no try before the retry is due (try ${attempt})`).toHaveLength(attempt);
      // A hung try stays in flight until its timeout: move the clock without waiting for it.
      if (answer === "hang") fixture.sandbox.clock.advance(1);
      else await advance(1);
    }
    if (answer === "hang") await advance(0);
    await advance(10 * MINUTE);
    const [delivery] = deliveries();
    expect(delivery).toMatchObject({ state: "failed", reason: "all 5 tries failed", next_attempt_at: null });
    expect(delivery.attempts.map((entry: { at: string }) => entry.at)).toEqual([at(0), at(1), at(2), at(3), at(4)]);
    for (const entry of delivery.attempts) {
      expect(entry.status_code).toBe(seen.status_code);
      if (seen.error) expect(entry.error).toMatch(seen.error);
      else expect(entry.error).toBeNull();
    }
    if (answer !== "down") {
      expect(receiver.requests).toHaveLength(5);
      expect(receiver.requests.every((request) => request.path === "/hooks")).toBe(true);
    }
  });

  it("stops at the first success: failures, then 200 at try 3, never a duplicate", async () => {
    const { shipper, receiver, subscribe, deliveries, advance } = await start();
    receiver.script([500, "reset", 200, 200]);
    await subscribe("order.created");
    const order = await shipper.createOrder();
    await advance(0);
    expect(deliveries()[0]).toMatchObject({ state: "pending", next_attempt_at: at(1) });
    await advance(MINUTE);
    await advance(MINUTE);
    await advance(30 * MINUTE);
    expect(receiver.requests).toHaveLength(3);
    expect(receiver.requests.map((request) => request.body.order_guid)).toEqual([order.guid, order.guid, order.guid]);
    const [delivery] = deliveries();
    expect(delivery).toMatchObject({ state: "succeeded", next_attempt_at: null, reason: null });
    expect(delivery.attempts).toEqual([
      { attempt: 1, at: at(0), status_code: 500, error: null, duration_ms: expect.any(Number) },
      {
        attempt: 2,
        at: at(1),
        status_code: null,
        error: CONNECTION_FAILED,
        duration_ms: expect.any(Number),
      },
      { attempt: 3, at: at(2), status_code: 200, error: null, duration_ms: expect.any(Number) },
    ]);
  });

  it("keeps one delivery per event, each with its own tries", async () => {
    const { shipper, receiver, subscribe, deliveries, advance } = await start();
    receiver.script([500, 500], 204);
    await subscribe("order.created");
    const first = await shipper.createOrder();
    const second = await shipper.createOrder(orderBody({ number: "ORDER-2" }));
    await advance(0);
    await advance(MINUTE);
    expect(
      deliveries().map((delivery) => [delivery.payload.order_guid, delivery.state, delivery.attempts.length]),
    ).toEqual([
      [first.guid, "succeeded", 2],
      [second.guid, "succeeded", 2],
    ]);
    expect(receiver.requests).toHaveLength(4);
  });

  it("with fault webhook-3-tries a failing delivery is tried only 3 times", async () => {
    const { shipper, receiver, subscribe, deliveries, advance } = await start({ faults: ["webhook-3-tries"] });
    receiver.script([], 503);
    await subscribe("order.created");
    await shipper.createOrder();
    for (let minute = 0; minute <= 10; minute++) await advance(minute === 0 ? 0 : MINUTE);
    expect(receiver.requests).toHaveLength(3);
    expect(deliveries()[0]).toMatchObject({ state: "failed", max_tries: 3, reason: "all 3 tries failed" });
  });

  it("with fault webhook-wrong-field-type order_guid is sent as a number (and breaks the schema)", async () => {
    const { shipper, receiver, subscribe, sandbox } = await start({ faults: ["webhook-wrong-field-type"] });
    await subscribe("order.created");
    await shipper.createOrder();
    await sandbox.webhooks.idle();
    const body = receiver.requests[0]?.body;
    expect(typeof body.order_guid).toBe("number");
    expect(bodyMismatches(body)).not.toEqual([]);
  });
});

describe("unsubscribe and slow receivers", () => {
  const start = useWebhookFixture();

  it("after unsubscribe no notification is sent, and waiting retries are canceled", async () => {
    const { shipper, receiver, subscribe, deliveries, advance } = await start();
    receiver.script([500]);
    await subscribe("order.created");
    await subscribe("offer.sent");
    const order = await shipper.createOrder();
    await advance(0);
    expect((await shipper.post("/webhooks/order.created/unsubscribe")).status).toBe(200);
    expect((await shipper.post("/webhooks/offer.sent/unsubscribe")).status).toBe(200);
    await shipper.sendOffer(order.guid);
    await shipper.createOrder();
    await advance(10 * MINUTE);
    expect(receiver.requests).toHaveLength(1);
    expect(deliveries()).toEqual([
      expect.objectContaining({ action: "order.created", state: "canceled", reason: "unsubscribed" }),
    ]);
    expect(deliveries()[0].attempts).toHaveLength(1);
  });

  it("a receiver that does not answer does not hold up the API", async () => {
    const { shipper, receiver, subscribe, deliveries, sandbox } = await start();
    receiver.script(["hang"]);
    await subscribe("order.created");
    const order = await shipper.createOrder();
    const again = await shipper.get(`/orders/${order.guid}`);
    expect(again.status).toBe(200);
    await receiver.received(1);
    expect(receiver.answered).toEqual([]);
    expect(deliveries()[0]).toMatchObject({ state: "pending", attempts: [] });
    receiver.release(200);
    await sandbox.webhooks.idle();
    expect(receiver.answered).toEqual([200]);
    expect(deliveries()[0]).toMatchObject({ state: "succeeded", attempts: [{ status_code: 200 }] });
  });

  it("closing the sandbox aborts a try in flight and cancels the delivery", async () => {
    const { shipper, receiver, subscribe, sandbox, closeSandbox } = await start();
    receiver.script(["hang"]);
    await subscribe("order.created");
    await shipper.createOrder();
    await receiver.received(1);
    const org = sandbox.organisations[sandbox.credentials.clientId] ?? "";
    await closeSandbox();
    expect(sandbox.webhooks.deliveries(org)[0]).toMatchObject({ state: "canceled", reason: "the sandbox closed" });
    expect(sandbox.clock.pendingTimers()).toBe(0);
    await receiver.disconnected();
    receiver.release(200);
    expect(receiver.answered).toEqual([]);
  });
});
