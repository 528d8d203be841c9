/**
 * The payment rules on every path that writes an order (create, PUT, PATCH, submit to broker): forbidden and
 * allowed pairs of each method row, near misses of the method and term values, `method` beside `payment_method`,
 * the legacy `terms` (mapped, then checked; on PATCH the missing half comes from the stored order), and merge-patch
 * of the payment block. The dated rule of the legacy `platformpay` term (accepted until August 1, 2023) is the
 * dated-rules suite's.
 */
import { describe } from "vitest";
import { expectAnswer, fieldAt } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { ORDER_PATHS, orderWrites } from "../src/harness/order-writes.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";
import { paymentPairMessage } from "../src/spec/rules.js";

const suite = contract("payment-rules");
const { send, sendFresh, expectUnchanged } = orderWrites(suite);

/** One forbidden pair per row of the table, each a near miss of an allowed one. */
const FORBIDDEN = [
  { method: "cash", terms: "on_delivery" },
  { method: "cash", terms: "7_days" },
  { method: "check", terms: "on_pickup" },
  { method: "fuel_check", terms: "quickpay" },
  { method: "ach", terms: "cash_on_delivery" },
  { method: "wallet_c", terms: "1_3_days" },
  { method: "platformpay", terms: "2_days" },
  { method: "platformpay", terms: "7_days" },
  { method: "other", terms: "on_delivery" },
  { method: "other", terms: "1_3_days" },
];
/** One allowed pair per row, at the edges of its list. */
const ALLOWED = [
  { method: "cash", terms: "cash_on_pickup" },
  { method: "money_order", terms: "60_days" },
  { method: "credit_card", terms: "on_pickup" },
  { method: "platformpay", terms: "1_3_days" },
  { method: "platformpay", terms: "30_days" },
  { method: "other", terms: "quickpay" },
];

describe("the pair table on every path", () => {
  for (const path of ORDER_PATHS) {
    suite.rules(
      FORBIDDEN.map((pair) => ({ ...pair, path: path.path })),
      "$path: $method / $terms is 400 with the payment-pair error (rule: forbidden pair)",
      path.needs,
      async (pair) => {
        const answer = await send(path, { payment: { payment_method: pair.method, payment_terms: pair.terms } });
        expectAnswer(path.operationId, answer, {
          status: 400,
          like: { status_code: 400, error: paymentPairMessage(pair.method, pair.terms) },
        });
        await expectUnchanged(path);
      },
    );

    suite.rules(
      ALLOWED.map((pair) => ({ ...pair, path: path.path })),
      "$path: $method / $terms is accepted and kept (rule: allowed pair)",
      path.needs,
      async (pair) => {
        const answer = await sendFresh(path, { payment: { payment_method: pair.method, payment_terms: pair.terms } });
        expectAnswer(path.operationId, answer, {
          status: 200,
          like: { data: { object: { payment: { payment_method: pair.method, payment_terms: pair.terms } } } },
        });
      },
    );

    const nearMisses = [
      { field: "payment_method", payment: { payment_method: "ACH", payment_terms: "5_days" } },
      { field: "payment_method", payment: { payment_method: "Cash", payment_terms: "2_days" } },
      { field: "payment_method", payment: { payment_method: "direct-deposit", payment_terms: "5_days" } },
      { field: "payment_method", payment: { payment_method: " ach", payment_terms: "5_days" } },
      { field: "payment_terms", payment: { payment_method: "ach", payment_terms: "5-days" } },
      { field: "payment_terms", payment: { payment_method: "ach", payment_terms: "5_Days" } },
      { field: "payment_terms", payment: { payment_method: "ach", payment_terms: "5_days " } },
      { field: "payment_terms", payment: { payment_method: "ach", payment_terms: "5 days" } },
      { field: "payment_terms", payment: { payment_method: "platformpay", payment_terms: "1-3_days" } },
    ];
    suite.rules(
      nearMisses.map((c) => ({ ...c, shown: JSON.stringify(c.payment), path: path.path })),
      "$path: $shown is 400 VALIDATION_ERROR naming $field (rule: 14 methods, 18 terms)",
      path.needs,
      async (c) => {
        const answer = await send(path, { payment: c.payment });
        expectAnswer(path.operationId, answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
        expectField(fieldAt(answer, "/data/details"), "").toHaveProperty([`payment.${c.field}`]);
        await expectUnchanged(path);
      },
    );

    suite.rule(
      `${path.path}: 'method' is the payment method: checked like payment_method, accepted beside the same value, refused when it differs (rule: method mirrors payment_method)`,
      path.needs,
      async () => {
        const forbidden = await send(path, { payment: { method: "cash", payment_terms: "quickpay" } });
        expectAnswer(path.operationId, forbidden, {
          status: 400,
          like: { status_code: 400, error: paymentPairMessage("cash", "quickpay") },
        });
        const differs = await send(path, {
          payment: { method: "cash", payment_method: "ach", payment_terms: "5_days" },
        });
        expectAnswer(path.operationId, differs, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
        expectField(fieldAt(differs, "/data/details"), "").toHaveProperty(["payment.method"]);
        await expectUnchanged(path);
        for (const payment of [
          { method: "check", payment_terms: "check_on_pickup" },
          { method: "check", payment_method: "check", payment_terms: "check_on_pickup" },
        ]) {
          const allowed = await sendFresh(path, { payment });
          expectAnswer(path.operationId, allowed, {
            status: 200,
            like: { data: { object: { payment: { payment_method: "check", payment_terms: "check_on_pickup" } } } },
          });
        }
      },
    );
  }
});

describe("legacy payment.terms on every path", () => {
  const cases = [
    { legacy: "ach / 10_days", payment: { terms: "ach", payment_terms: "10_days" }, method: "ach", terms: "10_days" },
    {
      legacy: "ach on_pickup",
      payment: { payment_method: "ach", terms: "on_pickup" },
      method: "ach",
      terms: "on_pickup",
    },
    {
      legacy: "quickpay (unmapped) beside payment_terms",
      payment: { payment_method: "check", terms: "quickpay", payment_terms: "10_days" },
      method: "check",
      terms: "10_days",
    },
    {
      legacy: "ach beside method other and payment_terms",
      payment: { payment_method: "other", terms: "ach", payment_terms: "quickpay" },
      method: "other",
      terms: "quickpay",
    },
    {
      legacy: "cash_on_pickup beside payment_terms",
      payment: { payment_method: "cash", terms: "cash_on_delivery", payment_terms: "cash_on_pickup" },
      method: "cash",
      terms: "cash_on_pickup",
    },
  ];
  const refused = [
    { legacy: "cash / ach", payment: { payment_method: "cash", terms: "ach" }, method: "cash", terms: "ach" },
    { legacy: "cash_on_pickup", payment: { terms: "cash_on_pickup" }, method: "cash", terms: "on_pickup" },
    { legacy: "check_on_delivery", payment: { terms: "check_on_delivery" }, method: "check", terms: "on_delivery" },
    {
      legacy: "cash_on_delivery beside method other",
      payment: { payment_method: "other", terms: "cash_on_delivery" },
      method: "other",
      terms: "on_delivery",
    },
    {
      legacy: "cash / 10_days",
      payment: { payment_method: "cash", terms: "10_days" },
      method: "cash",
      terms: "10_days",
    },
  ];
  for (const path of ORDER_PATHS) {
    suite.rules(
      cases.map((c) => ({ ...c, path: path.path })),
      "$path: legacy $legacy gives $method / $terms (rule: legacy mapping)",
      path.needs,
      async (c) => {
        const answer = await sendFresh(path, { payment: c.payment });
        expectAnswer(path.operationId, answer, {
          status: 200,
          like: { data: { object: { payment: { payment_method: c.method, payment_terms: c.terms } } } },
        });
      },
    );
    suite.rules(
      refused.map((c) => ({ ...c, path: path.path })),
      "$path: legacy $legacy gives $method / $terms, refused by the pair table (rule: legacy mapping, then pairs)",
      path.needs,
      async (c) => {
        const answer = await send(path, { payment: c.payment });
        expectAnswer(path.operationId, answer, {
          status: 400,
          like: { status_code: 400, error: paymentPairMessage(c.method, c.terms) },
        });
        await expectUnchanged(path);
      },
    );
  }

  for (const path of ORDER_PATHS) {
    suite.rule(
      `${path.path}: legacy term ach with method other is kept as that pair, which only the legacy field names (rule: G-002 other / ach)`,
      path.needs,
      async () => {
        const answer = await sendFresh(path, { payment: { payment_method: "other", terms: "ach" } });
        expectAnswer(path.operationId, answer, {
          status: 200,
          like: { data: { object: { payment: { payment_method: "other", terms: "ach" } } } },
        });
      },
    );
  }
});

describe("a payment naming one half of the pair (G-171)", () => {
  const HALVES = [
    {
      case: "a method alone",
      payment: { payment_method: "ach" },
      stored: { payment_method: "ach" },
      none: "payment_terms",
    },
    {
      case: "terms alone, allowed only with other",
      payment: { payment_terms: "quickpay" },
      stored: { payment_terms: "quickpay" },
      none: "payment_method",
    },
    {
      case: "the legacy method value ach without payment_terms",
      payment: { payment_method: "ach", terms: "ach" },
      stored: { payment_method: "ach" },
      none: "payment_terms",
    },
    {
      case: "a legacy term without a method",
      payment: { terms: "on_pickup" },
      stored: { payment_terms: "on_pickup" },
      none: "payment_method",
    },
  ];
  for (const path of ORDER_PATHS.filter((p) => p.path !== "PATCH")) {
    suite.rules(
      HALVES.map((c) => ({ ...c, path: path.path })),
      "$path: $case is accepted unchecked and stored as that half (rule: G-171 one half of the payment pair)",
      path.needs,
      async (c) => {
        const answer = await sendFresh(path, { payment: c.payment });
        expectAnswer(path.operationId, answer, { status: 200, like: { data: { object: { payment: c.stored } } } });
        expectField(fieldAt(answer, "/data/object"), "/payment").not.toHaveProperty(c.none);
      },
      { assumes: "G-171" },
    );
  }
});

describe("merge patch of the payment block", () => {
  const patch = (guid: string, body: unknown) => suite.call("updateOrderPartially", { path: { guid }, body });

  suite.rule(
    "a patched method keeps the stored terms and amount, and the merged pair is checked (rule: merge patch, pairs)",
    ["writes"],
    async () => {
      const order = await createOrder(
        suite,
        orderBody({ payment: { payment_method: "ach", payment_terms: "5_days", amount: "1250.00" } }),
      );
      const cash: ApiObject = await patch(order.guid, { payment: { payment_method: "cash" } })
        .expectStatus(200)
        .returns("data.object");
      expectField(cash, "/payment").toMatchObject({ payment_method: "cash", payment_terms: "5_days" });
      expectField(cash, "/payment/amount").toSatisfy(function stillTheAmount(value: unknown) {
        return Number(value) === 1250;
      });
      const seven = await createOrder(
        suite,
        orderBody({ payment: { payment_method: "ach", payment_terms: "7_days" } }),
      );
      const answer = await patch(seven.guid, { payment: { payment_method: "cash" } }).toss();
      expectAnswer("updateOrderPartially", answer, {
        status: 400,
        like: { status_code: 400, error: paymentPairMessage("cash", "7_days") },
      });
      const terms = await patch(seven.guid, { payment: { payment_terms: "quickpay" } }).toss();
      expectAnswer("updateOrderPartially", terms, {
        status: 400,
        like: { error: paymentPairMessage("ach", "quickpay") },
      });
    },
  );

  suite.rule(
    "a legacy term alone takes the method from the stored order (rule: legacy mapping on PATCH)",
    ["writes"],
    async () => {
      const order = await createOrder(
        suite,
        orderBody({ payment: { payment_method: "check", payment_terms: "10_days" } }),
      );
      const answer = await patch(order.guid, { payment: { terms: "on_delivery" } }).toss();
      expectAnswer("updateOrderPartially", answer, {
        status: 400,
        like: { status_code: 400, error: paymentPairMessage("check", "on_delivery") },
      });
      const ach = await createOrder(suite, orderBody({ payment: { payment_method: "ach", payment_terms: "10_days" } }));
      const mapped: ApiObject = await patch(ach.guid, { payment: { terms: "on_delivery" } })
        .expectStatus(200)
        .returns("data.object");
      expectField(mapped, "/payment").toMatchObject({ payment_method: "ach", payment_terms: "on_delivery" });
    },
  );

  suite.rule(
    "amount, notes and reference_number are kept as sent, and a patch of one keeps the others (rule: merge patch)",
    ["writes"],
    async () => {
      const sent = {
        payment_method: "ach",
        payment_terms: "5_days",
        amount: "980.50",
        notes: "Net 5.",
        reference_number: "PAY-7731",
      };
      const order = await createOrder(suite, orderBody({ payment: sent }));
      expectField(order, "/payment").toMatchObject({ notes: "Net 5.", reference_number: "PAY-7731" });
      expectField(order, "/payment/amount").toSatisfy(function theAmount(value: unknown) {
        return Number(value) === 980.5;
      });
      const patched: ApiObject = await patch(order.guid, { payment: { reference_number: "PAY-7732" } })
        .expectStatus(200)
        .returns("data.object");
      expectField(patched, "/payment").toMatchObject({
        payment_method: "ach",
        payment_terms: "5_days",
        notes: "Net 5.",
        reference_number: "PAY-7732",
      });
      expectField(patched, "/payment/amount").toSatisfy(function theAmount(value: unknown) {
        return Number(value) === 980.5;
      });
    },
  );

  suite.rule(
    "payment null is 400 VALIDATION_ERROR naming payment, the order unchanged (rule: G-049 null on a non-nullable field)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      const answer = await patch(order.guid, { payment: null }).toss();
      expectAnswer("updateOrderPartially", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
      expectField(fieldAt(answer, "/data/details"), "").toHaveProperty(["payment"]);
      const after: ApiObject = await suite
        .call("getOrder", { path: { guid: order.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(after, "/payment").toEqual(order.payment);
    },
    { assumes: "G-049" },
  );

  suite.rule("a patch of the notes alone keeps the pair (rule: merge patch)", ["writes"], async () => {
    const order = await createOrder(
      suite,
      orderBody({ payment: { payment_method: "money_order", payment_terms: "45_days" } }),
    );
    const patched: ApiObject = await patch(order.guid, { payment: { notes: "Mail to the PO box." } })
      .expectStatus(200)
      .returns("data.object");
    expectField(patched, "/payment").toMatchObject({
      payment_method: "money_order",
      payment_terms: "45_days",
      notes: "Mail to the PO box.",
    });
  });
});
