/**
 * The carrier payment service (platformpay), played by the sandbox's test helpers (G-018): its settings (G-141:
 * activate, deactivate, suspend; `platformpay_settings.updated` only when a setting changed) and the payment of a
 * `platformpay` order (G-142: the body's fields replace the stored ones, the amount starts as the order's,
 * date-times in UTC, `platformpay.updated` with the whole payment; another method is 409 `NOT_A_PLATFORMPAY_ORDER`).
 */
import { describe, expect } from "vitest";
import { contract } from "../src/harness/contract.js";
import { withoutUndocumented } from "../src/harness/documented-keys.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("payment-service");
useWebhooks(suite, [{ action: "platformpay_settings.updated" }, { action: "platformpay.updated" }]);
const NEEDS = ["writes", "testHelpers", "testClock", "webhooks"] as const;
const PLATFORMPAY = { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" };
const STATUSES = { payment_status: "scheduled", processing_status: "pending" };

/** The test clock's time, as the sandbox writes date-times. */
const clockNow = async (): Promise<string> =>
  suite.call("getSandboxClock").expectStatus(200).returns("data.object.now");
/** The payloads of an action's deliveries, oldest first, without the envelope's `action` and `action_date`. */
const payloads = async (action: string): Promise<ApiObject[]> => {
  const log: ApiObject[] = await suite
    .call("listSandboxWebhookDeliveries", { query: { action } })
    .expectStatus(200)
    .returns("data.objects");
  return log.map(({ payload: { action: _action, action_date: _date, ...fields } }) => fields);
};
/** The `platformpay.updated` payloads about one order. */
const paymentEvents = async (orderGuid: string): Promise<ApiObject[]> =>
  (await payloads("platformpay.updated")).filter((payload) => payload.order_guid === orderGuid);

describe.sequential("payment-service settings (G-141)", () => {
  const settings = (operationId: string, body?: Record<string, unknown>): Promise<ApiObject> =>
    suite
      .call(operationId, body ? { body } : {})
      .expectStatus(200)
      .returns("data.object");
  const read = () => settings("getPaymentServiceSettings");

  suite.rule(
    "a new organisation's service is automatic, disabled, not suspended, never changed (rule: G-141 initial settings)",
    [...NEEDS],
    async (ctx) => {
      const initial = await read();
      if (initial.changed_at !== null) ctx.skip("the organisation's settings were changed before this suite ran");
      expectField(initial).toMatchObject({ flow: "automatic", enabled: false, suspended: false, changed_at: null });
    },
  );

  suite.rule(
    "activate enables (with the flow asked, else the current one), deactivate disables keeping the flow; each change publishes the settings after it (rule: G-141 activate, deactivate)",
    [...NEEDS],
    async () => {
      await settings("deactivatePaymentService");
      const before = (await payloads("platformpay_settings.updated")).length;
      await advanceClock(suite, 60);
      const manual = await settings("activatePaymentService", { flow: "manual" });
      expectField(manual).toMatchObject({
        flow: "manual",
        enabled: true,
        suspended: false,
        changed_at: await clockNow(),
      });
      const off = await settings("deactivatePaymentService");
      expectField(off).toMatchObject({ flow: "manual", enabled: false, suspended: false });
      const again = await settings("activatePaymentService");
      expectField(again).toMatchObject({ flow: "manual", enabled: true, suspended: false });
      const automatic = await settings("activatePaymentService", { flow: "automatic" });
      expectField(automatic).toMatchObject({ flow: "automatic", enabled: true, suspended: false });
      expectField(await read()).toMatchObject({ flow: "automatic", enabled: true, suspended: false });
      expect(withoutUndocumented((await payloads("platformpay_settings.updated")).slice(before))).toEqual([
        { flow: "manual", enabled: true, suspended: false },
        { flow: "manual", enabled: false, suspended: false },
        { flow: "manual", enabled: true, suspended: false },
        { flow: "automatic", enabled: true, suspended: false },
      ]);
    },
  );

  suite.rule(
    "suspend keeps the service enabled and its flow; activate lifts it, deactivate clears it; a second suspend changes nothing (rule: G-141 suspend)",
    [...NEEDS],
    async () => {
      await settings("activatePaymentService", { flow: "manual" });
      const before = (await payloads("platformpay_settings.updated")).length;
      const suspended = await settings("suspendPaymentService");
      expectField(suspended).toMatchObject({ flow: "manual", enabled: true, suspended: true });
      await advanceClock(suite, 60);
      const twice = await settings("suspendPaymentService");
      expectField(twice).toEqual(suspended);
      expectField(await settings("activatePaymentService")).toMatchObject({ enabled: true, suspended: false });
      await settings("suspendPaymentService");
      expectField(await settings("deactivatePaymentService")).toMatchObject({
        flow: "manual",
        enabled: false,
        suspended: false,
      });
      expect(withoutUndocumented((await payloads("platformpay_settings.updated")).slice(before))).toEqual([
        { flow: "manual", enabled: true, suspended: true },
        { flow: "manual", enabled: true, suspended: false },
        { flow: "manual", enabled: true, suspended: true },
        { flow: "manual", enabled: false, suspended: false },
      ]);
    },
  );

  suite.rule(
    "suspending a disabled service is 409 PAYMENT_SERVICE_NOT_ENABLED and changes nothing (rule: G-141 suspend needs an enabled service)",
    [...NEEDS],
    async () => {
      await settings("activatePaymentService", { flow: "automatic" });
      const off = await settings("deactivatePaymentService");
      const before = (await payloads("platformpay_settings.updated")).length;
      await suite
        .call("suspendPaymentService")
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "PAYMENT_SERVICE_NOT_ENABLED" } });
      expectField(await read()).toEqual(off);
      expect(await payloads("platformpay_settings.updated")).toHaveLength(before);
    },
  );

  suite.rule(
    "a call that changes nothing keeps changed_at and publishes nothing (rule: G-141 only when a setting changed)",
    [...NEEDS],
    async () => {
      await settings("deactivatePaymentService");
      const changed = await settings("activatePaymentService", { flow: "automatic" });
      const before = (await payloads("platformpay_settings.updated")).length;
      await advanceClock(suite, 60);
      expectField(await settings("activatePaymentService", { flow: "automatic" })).toEqual(changed);
      expectField(await settings("activatePaymentService")).toEqual(changed);
      const off = await settings("deactivatePaymentService");
      await advanceClock(suite, 60);
      expectField(await settings("deactivatePaymentService")).toEqual(off);
      expect(await payloads("platformpay_settings.updated")).toHaveLength(before + 1);
    },
  );
});

describe.sequential("the payment of a platformpay order (G-142)", () => {
  const update = (guid: string, body: Record<string, unknown>) =>
    suite.call("updatePlatformpayPayment", { path: { order_guid: guid }, body });
  const updated = (guid: string, body: Record<string, unknown>): Promise<ApiObject> =>
    update(guid, body).expectStatus(200).returns("data.object");
  const platformpayOrder = (payment: Record<string, unknown> = PLATFORMPAY, extra: Record<string, unknown> = {}) =>
    createOrder(suite, orderBody({ payment, ...extra }));

  suite.rule(
    "the first change starts from the order's amount and null dates, stamps changed_at and publishes the payment (rule: G-142 first change)",
    [...NEEDS],
    async () => {
      const order = await platformpayOrder();
      const payment = await updated(order.guid, STATUSES);
      expectField(payment).toEqual({
        order_guid: order.guid,
        ...STATUSES,
        amount: 1250,
        charged_at: null,
        charge_date: null,
        expected_date: null,
        paid_at: null,
        changed_at: await clockNow(),
        hold: null,
        refund: null,
      });
      const published = await paymentEvents(order.guid);
      expect(withoutUndocumented(published)).toEqual(withoutUndocumented([payment]));
    },
  );

  const AMOUNTS = [
    { case: "a number payment amount", payment: { ...PLATFORMPAY, amount: 980.5 }, extra: {}, amount: 980.5 },
    { case: "no payment amount: the price", payment: { ...PLATFORMPAY, amount: undefined }, extra: {}, amount: 1250 },
    {
      case: "a number price",
      payment: { payment_method: "platformpay", payment_terms: "5_days" },
      extra: { price: 730 },
      amount: 730,
    },
    {
      case: "neither: no amount",
      payment: { payment_method: "platformpay", payment_terms: "5_days" },
      extra: { price: null },
      amount: undefined,
    },
  ];
  suite.rules(AMOUNTS, "the amount starts as the order's: $case (rule: G-142 amount)", [...NEEDS], async (c) => {
    const order = await platformpayOrder(JSON.parse(JSON.stringify(c.payment)), c.extra);
    const payment = await updated(order.guid, STATUSES);
    if (c.amount === undefined) expectField(payment).not.toHaveProperty("amount");
    else expectField(payment, "/amount").toBe(c.amount);
  });

  suite.rule(
    "fields sent replace the stored ones, fields left out keep theirs; charged_at and paid_at are given in UTC (rule: G-142 replace)",
    [...NEEDS],
    async () => {
      const order = await platformpayOrder();
      const first = await updated(order.guid, {
        ...STATUSES,
        amount: 1100,
        charged_at: "2026-03-20T14:30:00.000+0200",
        charge_date: "2026-03-20",
        expected_date: "2026-03-27",
        hold: { reason: "Damage claim under review." },
      });
      expectField(first).toMatchObject({
        amount: 1100,
        charged_at: "2026-03-20T12:30:00.000+0000",
        charge_date: "2026-03-20",
        expected_date: "2026-03-27",
        paid_at: null,
        hold: { reason: "Damage claim under review." },
      });
      await advanceClock(suite, 3600);
      const paid = await updated(order.guid, {
        payment_status: "paid",
        processing_status: "completed",
        paid_at: "2026-03-27T09:15:00.000-0500",
        hold: null,
      });
      expectField(paid).toEqual({
        ...first,
        payment_status: "paid",
        processing_status: "completed",
        paid_at: "2026-03-27T14:15:00.000+0000",
        hold: null,
        changed_at: await clockNow(),
      });
      expect(paid.changed_at).not.toBe(first.changed_at);
      const cleared = await updated(order.guid, { ...STATUSES, charged_at: null, paid_at: null });
      expectField(cleared).toMatchObject({ charged_at: null, paid_at: null, amount: 1100 });
    },
  );

  suite.rule(
    "error_message goes into platformpay.updated only, and only when sent (rule: G-142 error_message)",
    [...NEEDS],
    async () => {
      const order = await platformpayOrder();
      const failed = await updated(order.guid, { ...STATUSES, error_message: "The card was declined." });
      expectField(failed).not.toHaveProperty("error_message");
      const retried = await updated(order.guid, { payment_status: "scheduled", processing_status: "retrying" });
      const published = await paymentEvents(order.guid);
      expect(withoutUndocumented(published)).toEqual(
        withoutUndocumented([{ ...failed, error_message: "The card was declined." }, retried]),
      );
    },
  );

  const BAD_TIMES = [
    { case: "charged_at on February 30", body: { charged_at: "2026-02-30T12:00:00.000+0000" }, fields: ["charged_at"] },
    { case: "paid_at at hour 24", body: { paid_at: "2026-03-20T24:00:00.000+0000" }, fields: ["paid_at"] },
    {
      case: "both",
      body: { charged_at: "2026-04-31T08:00:00.000+0000", paid_at: "2026-02-29T08:00:00.000+0000" },
      fields: ["charged_at", "paid_at"],
    },
  ];
  suite.rules(
    BAD_TIMES,
    "a date-time that does not exist is 400 VALIDATION_ERROR naming it, the payment unchanged: $case (rule: G-142 date-times)",
    [...NEEDS],
    async (c) => {
      const order = await platformpayOrder();
      const stored = await updated(order.guid, STATUSES);
      const body: ApiObject = await update(order.guid, { ...STATUSES, payment_status: "paid", ...c.body })
        .expectStatus(400)
        .returns("res.body");
      expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
      expect(Object.keys(body.data.details).sort(), "the fields the 400 names").toEqual(c.fields);
      expect(await paymentEvents(order.guid)).toHaveLength(1);
      expectField(await updated(order.guid, STATUSES)).toMatchObject({
        payment_status: stored.payment_status,
        charged_at: null,
        paid_at: null,
      });
    },
  );

  const OTHER_METHODS = [
    { case: "ach", payment: { payment_method: "ach", payment_terms: "5_days" } },
    { case: "no payment block", payment: undefined },
  ];
  suite.rules(
    OTHER_METHODS,
    "an order paid otherwise ($case) is 409 NOT_A_PLATFORMPAY_ORDER and publishes nothing (rule: G-142 platformpay only)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite, orderBody({ payment: c.payment }));
      await update(order.guid, STATUSES)
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "NOT_A_PLATFORMPAY_ORDER" } });
      const published = await paymentEvents(order.guid);
      expect(published).toEqual([]);
    },
  );
});
