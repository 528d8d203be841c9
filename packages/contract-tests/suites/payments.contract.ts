/**
 * Paying the carrier: mark as paid (status `paid`), 409 PLATFORMPAY_ORDER_CONFLICT for a `platformpay` order, unmark
 * as paid (sandbox helper: back to the status before), and the payment method of a delivered `platformpay` order
 * that can no longer change (409 PAYMENT_METHOD_LOCKED on PUT and PATCH).
 */
import { describe, expect } from "vitest";
import { markAccepted, markDelivered, orderHelper } from "../src/suite/carrier-steps.js";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
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
/** The order as getOrder reads it (for expectField on its status). */
const read = async (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

describe("mark as paid", () => {
  suite.rule("the order becomes paid and is answered whole (rule: mark as paid)", ["writes"], async () => {
    const order = await createOrder(suite);
    const paid: ApiObject = await markPaid(order.guid).expectStatus(200).returns("data.object");
    expectField(paid, "/guid").toBe(order.guid);
    expectField(paid, "/status").toBe("paid");
    expectField(paid, "/vehicles").toEqual(order.vehicles);
    expectField(await read(order.guid), "/status").toBe("paid");
  });

  suite.rule("a platformpay order is 409 PLATFORMPAY_ORDER_CONFLICT (rule: platformpay)", ["writes"], async () => {
    const order = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
    await markPaid(order.guid)
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "PLATFORMPAY_ORDER_CONFLICT" } });
    expectField(await read(order.guid), "/status").toBe("new");
  });

  suite.rule("an invalid body is 400 VALIDATION_ERROR (rule: mark-as-paid body)", ["writes"], async () => {
    const order = await createOrder(suite);
    const body: ApiObject = await markPaid(order.guid, { ...PAID, method: "barter" })
      .expectStatus(400)
      .returns("res.body");
    expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
    expectField(body, "/data/details").toHaveProperty(["method"]);
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
    expectField(unmarked, "/status").toBe("accepted");
    expectField(await read(order.guid), "/status").toBe("accepted");
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
    const after: ApiObject = await suite.call("getOrder", { path: { guid: order.guid } }).returns("data.object");
    expectField(after, "/payment/payment_method").toBe("platformpay");
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
      expectField(changed, "/payment/payment_method").toBe("ach");
    },
  );
});
