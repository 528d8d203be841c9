import { beforeEach, describe, expect, it } from "vitest";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { type PaymentInput, updatePayment } from "../../../src/domain/payment-service/platformpay-payment.js";
import { formatDateTime } from "../../../src/time.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { webhookMismatches } from "../../support/events.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

const PLATFORMPAY = {
  method: "platformpay",
  payment_method: "platformpay",
  payment_terms: "5_days",
  amount: "1250.00",
};
const SCHEDULED: PaymentInput = { payment_status: "scheduled", processing_status: "pending" };

let world: ReturnType<typeof domainContext>;
beforeEach(() => {
  world = domainContext();
});

const published = () =>
  world.ctx.events.recent(world.org.guid).filter((event) => event.action === "platformpay.updated");
const platformpayOrder = (payment: Record<string, unknown> = PLATFORMPAY) =>
  createOrder(world.ctx, world.org, orderBody({ payment }));
const update = (orderGuid: string, input: Partial<PaymentInput> = {}) =>
  updatePayment(world.ctx, world.org, orderGuid, { ...SCHEDULED, ...input });

describe("the payment-service payment of an order", () => {
  it("starts from the order's amount with no dates, hold or refund, and publishes platformpay.updated", () => {
    const order = platformpayOrder();
    const payment = update(order.guid);
    const expected = {
      order_guid: order.guid,
      payment_status: "scheduled",
      processing_status: "pending",
      amount: 1250,
      charged_at: null,
      charge_date: null,
      expected_date: null,
      paid_at: null,
      changed_at: formatDateTime(world.ctx.clock.now()),
      hold: null,
      refund: null,
    };
    expect(payment).toEqual(expected);
    const events = published();
    expect(events.map((event) => event.payload)).toEqual([expected]);
    expect(webhookMismatches(events[0] as (typeof events)[0])).toEqual([]);
  });

  it("replaces the fields sent and keeps the others; date-times come back in UTC", () => {
    const order = platformpayOrder();
    update(order.guid, {
      amount: 1300.5,
      charged_at: "2026-03-20T08:00:00.000-0400",
      charge_date: "2026-03-20",
      expected_date: "2026-03-27",
      hold: { reason: "Damage claim open." },
    });
    world.ctx.clock.advance(86_400_000);
    const payment = update(order.guid, {
      payment_status: "paid",
      processing_status: "completed",
      paid_at: "2026-03-27T15:00:00.000+0000",
      hold: null,
    });
    expect(payment).toEqual({
      order_guid: order.guid,
      payment_status: "paid",
      processing_status: "completed",
      amount: 1300.5,
      charged_at: "2026-03-20T12:00:00.000+0000",
      charge_date: "2026-03-20",
      expected_date: "2026-03-27",
      paid_at: "2026-03-27T15:00:00.000+0000",
      changed_at: formatDateTime(world.ctx.clock.now()),
      hold: null,
      refund: null,
    });
    expect(published()).toHaveLength(2);
    for (const event of published()) expect(webhookMismatches(event)).toEqual([]);
  });

  it("puts error_message into the event only", () => {
    const order = platformpayOrder();
    const payment = update(order.guid, { payment_status: "failed", error_message: "The card was declined." });
    expect(payment).not.toHaveProperty("error_message");
    const [event] = published();
    expect(event?.payload.error_message).toBe("The card was declined.");
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it("leaves amount out when neither the change nor the order gives one", () => {
    const order = createOrder(
      world.ctx,
      world.org,
      orderBody({ price: null, payment: { ...PLATFORMPAY, amount: undefined } }),
    );
    const payment = update(order.guid);
    expect(payment).not.toHaveProperty("amount");
    const [event] = published();
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  it("answers 409 NOT_A_PLATFORMPAY_ORDER for another payment method and publishes nothing", () => {
    const order = createOrder(world.ctx, world.org, orderBody());
    const error = apiError(() => update(order.guid));
    expect([error.status, errorIdOf(error)]).toEqual([409, "NOT_A_PLATFORMPAY_ORDER"]);
    expect((error.body as { data: { message: string } }).data.message).toContain("ach");
    expect(published()).toEqual([]);
  });

  it("answers 400 for a date-time that does not exist and stores nothing", () => {
    const order = platformpayOrder();
    const error = apiError(() => update(order.guid, { paid_at: "2026-02-30T10:00:00.000+0000", amount: 1 }));
    expect([error.status, errorIdOf(error)]).toEqual([400, "VALIDATION_ERROR"]);
    expect(published()).toEqual([]);
    expect(update(order.guid).amount).toBe(1250);
  });

  it("answers 404 for an unknown order", () => {
    expect(apiError(() => update(UNKNOWN_GUID)).status).toBe(404);
  });
});
