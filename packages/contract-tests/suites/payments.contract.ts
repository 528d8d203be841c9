/**
 * Paying the carrier: mark as paid (status `paid`), 409 PLATFORMPAY_ORDER_CONFLICT for a `platformpay` order, unmark
 * as paid (sandbox helper: back to the status before), and the payment method of a delivered `platformpay` order
 * that can no longer change (409 PAYMENT_METHOD_LOCKED on PUT and PATCH).
 */
import { describe } from "vitest";
import {
  ACCEPT,
  DELIVER,
  markAccepted,
  markDelivered,
  markPickedUp,
  orderHelper,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { actionsOfSteps, ownOrder, sharedOrder } from "../src/harness/fixture-orders.js";
import { orderBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

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
    "marked paid twice, unmark still returns the status before the first mark (rule: unmark as paid)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      await markAccepted(suite, order.guid);
      await markDelivered(suite, order.guid);
      await markPaid(order.guid).expectStatus(200);
      const again: ApiObject = await markPaid(order.guid).expectStatus(200).returns("data.object");
      expectField(again, "/status").toBe("paid");
      const unmarked = await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid);
      expectField(unmarked, "/status").toBe("delivered");
    },
  );

  suite.rule(
    "a platformpay order named by the legacy 'method' is refused too, and its status kept (rule: platformpay)",
    [...NEEDS],
    async () => {
      const order = await createOrder(
        suite,
        orderBody({ payment: { method: "platformpay", payment_terms: "10_days" } }),
      );
      await markAccepted(suite, order.guid);
      await markPaid(order.guid)
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PLATFORMPAY_ORDER_CONFLICT" } });
      expectField(await read(order.guid), "/status").toBe("accepted");
    },
  );

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

  suite.rule(
    "an order without a payment block can be marked and unmarked as paid (rule: no 5xx)",
    [...NEEDS],
    async () => {
      const { payment: _none, ...body } = orderBody();
      const order = await createOrder(suite, body);
      await suite.call("markOrderAsPaid", { path: { order_guid: order.guid }, body: {} }).expectStatus(200);
      expectField(await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid), "/status").toBe("new");
    },
  );
});

describe("payment method of a delivered platformpay order", () => {
  const NEEDS = ["writes", "testHelpers"] as const;

  /** A new platformpay order the shipper marked delivered. */
  async function madeDelivered(): Promise<ApiObject> {
    const order = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
    await markAccepted(suite, order.guid);
    await markDelivered(suite, order.guid);
    return order;
  }
  const MARKS = actionsOfSteps([ACCEPT, DELIVER]);
  /** A delivered platformpay order the test changes (`orders_delivered_platformpay` without the actors). */
  const deliveredPlatformpay = () => ownOrder(suite, "orders_delivered_platformpay", MARKS, madeDelivered);
  /** One the test is only refused on: shared. */
  const refusedPlatformpay = () => sharedOrder(suite, "orders_delivered_platformpay", MARKS, madeDelivered);
  const ACH = { payment_method: "ach", payment_terms: "5_days", amount: "1250.00" };

  suite.rule("a PATCH changing the method is 409 PAYMENT_METHOD_LOCKED (rule: method locked)", [...NEEDS], async () => {
    const order = await refusedPlatformpay();
    await suite
      .call("updateOrderPartially", { path: { guid: order.guid }, body: { payment: ACH } })
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "PAYMENT_METHOD_LOCKED" } });
    const after: ApiObject = await suite.call("getOrder", { path: { guid: order.guid } }).returns("data.object");
    expectField(after, "/payment/payment_method").toBe("platformpay");
  });

  suite.rule("a PUT changing the method is 409 PAYMENT_METHOD_LOCKED (rule: method locked)", [...NEEDS], async () => {
    const order = await refusedPlatformpay();
    await suite
      .call("updateOrder", { path: { guid: order.guid }, body: orderBody({ payment: ACH }) })
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
  });

  const LOCKED = [
    { case: "the legacy 'method' field", body: { payment: { method: "ach", payment_terms: "5_days" } } },
    {
      case: "a legacy term naming another method",
      body: { payment: { terms: "cash_on_delivery", payment_terms: "cash_on_pickup" } },
    },
  ];
  suite.rules(
    LOCKED,
    "a PATCH changing the method by $case is 409 PAYMENT_METHOD_LOCKED, the method kept (rule: method locked)",
    [...NEEDS],
    async (c) => {
      const order = await refusedPlatformpay();
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: c.body })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
      expectField(await read(order.guid), "/payment/payment_method").toBe("platformpay");
    },
  );

  suite.rule(
    "a PUT without a payment block is 409 PAYMENT_METHOD_LOCKED (rule: method locked)",
    [...NEEDS],
    async () => {
      const order = await refusedPlatformpay();
      const { payment: _none, ...body } = orderBody();
      await suite
        .call("updateOrder", { path: { guid: order.guid }, body })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
      expectField(await read(order.guid), "/payment/payment_method").toBe("platformpay");
    },
  );

  suite.rule(
    "still locked once the delivered order is invoiced (rule: method locked after delivery)",
    [...NEEDS],
    async () => {
      const order = await deliveredPlatformpay();
      await orderHelper(suite, "manuallyMarkOrderAsInvoiced", order.guid, {
        adjusted_invoice_date: "2026-03-20T12:00:00.000+0000",
      });
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { payment: ACH } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PAYMENT_METHOD_LOCKED" } });
    },
  );

  suite.rule(
    "before delivery (accepted, picked up) the method can change; after, other terms of platformpay can (rule: method locked)",
    [...NEEDS],
    async () => {
      const accepted = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
      await markAccepted(suite, accepted.guid);
      const pickedUp = await createOrder(suite, orderBody({ payment: PLATFORMPAY }));
      await markAccepted(suite, pickedUp.guid);
      await markPickedUp(suite, pickedUp.guid);
      for (const order of [accepted, pickedUp]) {
        const changed: ApiObject = await suite
          .call("updateOrderPartially", { path: { guid: order.guid }, body: { payment: ACH } })
          .expectStatus(200)
          .returns("data.object");
        expectField(changed, "/payment/payment_method").toBe("ach");
      }
      const delivered = await deliveredPlatformpay();
      const terms: ApiObject = await suite
        .call("updateOrderPartially", {
          path: { guid: delivered.guid },
          body: { payment: { payment_method: "platformpay", payment_terms: "10_days" } },
        })
        .expectStatus(200)
        .returns("data.object");
      expectField(terms, "/payment").toMatchObject({ payment_method: "platformpay", payment_terms: "10_days" });
    },
  );

  suite.rule(
    "a delivered order of another method can change it (rule: method locked is platformpay only)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite, orderBody({ payment: ACH }));
      await markAccepted(suite, order.guid);
      await markDelivered(suite, order.guid);
      const changed: ApiObject = await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { payment: PLATFORMPAY } })
        .expectStatus(200)
        .returns("data.object");
      expectField(changed, "/payment/payment_method").toBe("platformpay");
    },
  );

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
