import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { call, type Shipper, START, type TestSandbox, useSandbox } from "../../support/sandbox.js";
import { Receiver } from "../../webhooks/receiver.js";

describe("GET /_sandbox/webhooks/deliveries", () => {
  let sandbox: TestSandbox;
  let shipper: Shipper;
  let receiver: Receiver;
  useSandbox((started) => {
    ({ sandbox, shipper } = started);
  });
  beforeAll(async () => {
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("lists every delivery of the caller with its tries and payload, filtered by action", async () => {
    receiver.script([503]);
    for (const action of ["order.created", "order.paid"]) {
      const response = await shipper.post(`/webhooks/${action}/subscribe`, { callback_url: receiver.url });
      expect(response.status).toBe(200);
    }
    const order = await shipper.createOrder();
    await shipper.put(`/orders/${order.guid}/mark_as_paid`, {});
    await sandbox.webhooks.idle();
    sandbox.clock.advance(60_000);
    await sandbox.webhooks.idle();

    const all = await shipper.helper("GET", "/webhooks/deliveries");
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.objects.map((delivery: { action: string }) => delivery.action)).toEqual([
      "order.created",
      "order.paid",
    ]);
    const created = await shipper.helper("GET", "/webhooks/deliveries?action=order.created");
    expect(created.body.data.objects).toEqual([
      {
        guid: expect.any(String),
        subscription_guid: expect.any(String),
        event_id: expect.any(String),
        action: "order.created",
        callback_url: receiver.url,
        state: "succeeded",
        reason: null,
        created_at: formatDateTime(START),
        next_attempt_at: null,
        max_tries: 5,
        attempts: [
          { attempt: 1, at: formatDateTime(START), status_code: 503, error: null, duration_ms: expect.any(Number) },
          {
            attempt: 2,
            at: formatDateTime(START + 60_000),
            status_code: 200,
            error: null,
            duration_ms: expect.any(Number),
          },
        ],
        payload: { action: "order.created", action_date: formatDateTime(START), order_guid: order.guid },
      },
    ]);
    const none = await shipper.helper("GET", "/webhooks/deliveries?action=offer.sent");
    expect(none.body.data.objects).toEqual([]);
  });

  it.each(["action=", "action=order.created&action=order.paid"])(
    "answers 400 VALIDATION_ERROR for the filter %s",
    async (query) => {
      const response = await shipper.helper("GET", `/webhooks/deliveries?${query}`);
      expect([response.status, response.body.data.error_id]).toEqual([400, "VALIDATION_ERROR"]);
    },
  );

  it("needs a bearer token", async () => {
    const response = await call(`${sandbox.url}/_sandbox/webhooks/deliveries`, "GET");
    expect(response.status).toBe(401);
  });
});
