/**
 * Paying the carrier: mark as paid (status `paid`), 409 PLATFORMPAY_ORDER_CONFLICT for a `platformpay` order, unmark
 * as paid (sandbox helper: back to the status before), and the payment method of a delivered `platformpay` order
 * that can no longer change (409 PAYMENT_METHOD_LOCKED on PUT and PATCH).
 */
import { describe, expect } from "vitest";
import { markAccepted, markDelivered, orderHelper } from "../src/suite/carrier-steps.js";
import { contract } from "../src/suite/contract.js";
import { orderBody, UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { type ApiObject, createOrder } from "../src/suite/steps.js";

const suite = contract("payments");

const PAID = {
  method: "ach",
  terms: "5_days",
  amount: "1250.00",
  notes: "Paid in full.",
  sent_date: "2026-03-20T12:00:00.000+0000",
  reference_number: "ACH-000417",
};
const PLATFORMPAY = { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" };

const markPaid = (guid: string, body: unknown = PAID) =>
  suite.call("markOrderAsPaid", { path: { order_guid: guid }, body });
const statusOf = async (guid: string): Promise<string> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object.status");

describe("mark as paid", () => {
  suite.rule("the order becomes paid and is answered whole (rule: mark as paid)", ["writes"], async () => {
    const order = await createOrder(suite);
    const paid: ApiObject = await markPaid(order.guid).expectStatus(200).returns("data.object");
    expect(paid.guid).toBe(order.guid);
    expect(paid.status).toBe("paid");
    expect(paid.vehicles).toEqual(order.vehicles);
    expect(await statusOf(order.guid)).toBe("paid");
  });

  suite.rule("a platformpay order is 409 PLATFORMPAY_ORDER_CONFLICT (rule: platformpay)", ["writes"], async () => {
    const order = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
    await markPaid(order.guid)
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "PLATFORMPAY_ORDER_CONFLICT" } });
    expect(await statusOf(order.guid)).toBe("new");
  });

  suite.rule("an invalid body is 400 VALIDATION_ERROR (rule: mark-as-paid body)", ["writes"], async () => {
    const order = await createOrder(suite);
    const body: ApiObject = await markPaid(order.guid, { ...PAID, method: "barter" })
      .expectStatus(400)
      .returns("res.body");
    expect(body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.data.details)).toContain("method");
  });

  suite.rule("an unknown order is 404 (rule: missing objects)", [], async () => {
    await markPaid(UNKNOWN_GUID)
      .expectStatus(404)
      .expectJsonLike({ data: { error_id: "NOT_FOUND" } });
  });
});

describe("unmark as paid (sandbox helper)", () => {
  const NEEDS = ["writes", "testHelpers"] as const;

  suite.rule("unmark returns the order to the status it had before (rule: unmark as paid)", [...NEEDS], async () => {
    const order = await createOrder(suite);
    await markAccepted(suite, order.guid);
    await markPaid(order.guid).expectStatus(200);
    const unmarked = await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid);
    expect(unmarked.status).toBe("accepted");
    expect(await statusOf(order.guid)).toBe("accepted");
  });

  suite.rule(
    "unmarking a platformpay order is 409 PLATFORMPAY_ORDER_CONFLICT (rule: platformpay)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
      await suite
        .call("unmarkSandboxOrderAsPaid", { path: { order_guid: order.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PLATFORMPAY_ORDER_CONFLICT" } });
    },
  );
});

describe("payment method of a delivered platformpay order", () => {
  const NEEDS = ["writes", "testHelpers"] as const;

  /** A platformpay order the shipper marked delivered. */
  async function deliveredPlatformpay(): Promise<ApiObject> {
    const order = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
    await markAccepted(suite, order.guid);
    await markDelivered(suite, order.guid);
    return order;
  }
  const ACH = { payment_method: "ach", payment_terms: "5_days", amount: "1250.00" };

  suite.rule("a PATCH changing the method is 409 PAYMENT_METHOD_LOCKED (rule: method locked)", [...NEEDS], async () => {
    const order = await deliveredPlatformpay();
    await suite
      .call("updateOrderPartially", { path: { guid: order.guid }, body: { payment: ACH } })
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "PAYMENT_METHOD_LOCKED" } });
    const read: ApiObject = await suite.call("getOrder", { path: { guid: order.guid } }).returns("data.object");
    expect(read.payment.payment_method).toBe("platformpay");
  });

  suite.rule("a PUT changing the method is 409 PAYMENT_METHOD_LOCKED (rule: method locked)", [...NEEDS], async () => {
    const order = await deliveredPlatformpay();
    await suite
      .call("updateOrder", { path: { guid: order.guid }, body: orderBody({ payment: ACH }) })
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
  });

  suite.rule(
    "other changes of that order, and the method before delivery, are accepted (rule: method locked)",
    [...NEEDS],
    async () => {
      const delivered = await deliveredPlatformpay();
      await suite
        .call("updateOrderPartially", { path: { guid: delivered.guid }, body: { instructions: "Keys in the box." } })
        .expectStatus(200);
      const fresh = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
      const changed: ApiObject = await suite
        .call("updateOrderPartially", { path: { guid: fresh.guid }, body: { payment: ACH } })
        .expectStatus(200)
        .returns("data.object");
      expect(changed.payment.payment_method).toBe("ach");
    },
  );
});
