import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const PLATFORMPAY = {
  method: "platformpay",
  payment_method: "platformpay",
  payment_terms: "5_days",
  amount: "1250.00",
};
const settingsEvents = (clientId = "shipper-a") => eventsOf(sandbox, "platformpay_settings.updated", clientId);

describe("payment service settings helpers", () => {
  it("activate, suspend, activate, deactivate: one valid event per change, the other organisation untouched", async () => {
    const initial = await shipper.helper("GET", "/payment_service");
    expect(initial.body.data.object).toEqual({ flow: "automatic", enabled: false, suspended: false, changed_at: null });
    const steps: [string, unknown, object][] = [
      ["activate", { flow: "manual" }, { flow: "manual", enabled: true, suspended: false }],
      ["suspend", undefined, { flow: "manual", enabled: true, suspended: true }],
      ["activate", undefined, { flow: "manual", enabled: true, suspended: false }],
      ["deactivate", undefined, { flow: "manual", enabled: false, suspended: false }],
    ];
    for (const [change, body, expected] of steps) {
      const response = await shipper.helper("POST", `/payment_service/${change}`, body);
      expect(response.status).toBe(200);
      expect(response.body.data.object).toEqual({ ...expected, changed_at: formatDateTime(sandbox.clock.now()) });
    }
    const published = settingsEvents();
    expect(published.map((event) => event.payload)).toEqual(steps.map(([, , expected]) => expected));
    for (const event of published) expect(webhookMismatches(event)).toEqual([]);
    expect((await other.helper("GET", "/payment_service")).body.data.object.enabled).toBe(false);
    expect(settingsEvents("shipper-b")).toEqual([]);
  });

  it("suspending a disabled service is 409 PAYMENT_SERVICE_NOT_ENABLED; an unknown flow is 400", async () => {
    const response = await other.helper("POST", "/payment_service/suspend");
    expect([response.status, response.body.data.error_id]).toEqual([409, "PAYMENT_SERVICE_NOT_ENABLED"]);
    const bad = await other.helper("POST", "/payment_service/activate", { flow: "instant" });
    expect([bad.status, Object.keys(bad.body.data.details)]).toEqual([400, ["flow"]]);
    expect(settingsEvents("shipper-b")).toEqual([]);
  });
});

describe("platformpay payment helper", () => {
  const pay = (orderGuid: string, body: unknown, as = shipper) =>
    as.helper("POST", `/payment_service/orders/${orderGuid}/payment`, body);

  it("changes the payment of a platformpay order and publishes a valid platformpay.updated", async () => {
    const order = await shipper.createOrder(orderBody({ payment: PLATFORMPAY }));
    const response = await pay(order.guid, {
      payment_status: "scheduled",
      processing_status: "pending",
      charged_at: "2026-03-20T12:00:00.000+0000",
      charge_date: "2026-03-20",
      expected_date: "2026-03-27",
      hold: { reason: "Damage claim open.", placed_at: "2026-03-20T12:00:00.000+0000" },
      error_message: "The first charge attempt failed.",
    });
    expect(response.status).toBe(200);
    const payment = response.body.data.object;
    expect(payment).toEqual({
      order_guid: order.guid,
      payment_status: "scheduled",
      processing_status: "pending",
      amount: 1250,
      charged_at: "2026-03-20T12:00:00.000+0000",
      charge_date: "2026-03-20",
      expected_date: "2026-03-27",
      paid_at: null,
      changed_at: formatDateTime(sandbox.clock.now()),
      hold: { reason: "Damage claim open.", placed_at: "2026-03-20T12:00:00.000+0000" },
      refund: null,
    });
    const [event] = eventsOf(sandbox, "platformpay.updated", "shipper-a").filter(
      (entry) => entry.payload.order_guid === order.guid,
    );
    expect(event?.payload).toEqual({ ...payment, error_message: "The first charge attempt failed." });
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it.each([
    ["no processing_status", { payment_status: "paid" }, "processing_status"],
    ["a negative amount", { payment_status: "paid", processing_status: "done", amount: -1 }, "amount"],
    [
      "a bad charge_date",
      { payment_status: "paid", processing_status: "done", charge_date: "2026-02-30" },
      "charge_date",
    ],
    ["a refund without amount", { payment_status: "refunded", processing_status: "done", refund: {} }, "refund.amount"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, body, field) => {
    const order = await shipper.createOrder(orderBody({ payment: PLATFORMPAY }));
    const response = await pay(order.guid, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });

  it("answers 409 NOT_A_PLATFORMPAY_ORDER for an ach order and 404 for another organisation's order", async () => {
    const body = { payment_status: "paid", processing_status: "done" };
    const ach = await shipper.createOrder();
    const conflict = await pay(ach.guid, body);
    expect([conflict.status, conflict.body.data.error_id]).toEqual([409, "NOT_A_PLATFORMPAY_ORDER"]);
    const order = await shipper.createOrder(orderBody({ payment: PLATFORMPAY }));
    for (const response of [await pay(order.guid, body, other), await pay(UNKNOWN_GUID, body)]) {
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
  });
});
