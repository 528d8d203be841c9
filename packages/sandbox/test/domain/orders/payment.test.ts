import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessRules } from "../../../src/spec/business-rules.js";
import { orderBody, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../../support/sandbox.js";

const pairError = (method: string, term: string) =>
  `Invalid payment terms '${term}' for method '${method}'. Allowed terms are: [${(businessRules().allowedPaymentPairs[method] ?? []).join(", ")}]`;

type Shown = Record<string, string | undefined>;

/** Legacy `payment.terms` (x-legacy-payment-terms): mapping first, then the pair check. */
const LEGACY: [string, Record<string, string>, Shown | string][] = [
  [
    "ach: method ach, term from payment_terms",
    { terms: "ach", payment_terms: "5_days" },
    { payment_method: "ach", payment_terms: "5_days" },
  ],
  [
    "fuel_check: method fuel_check, term from payment_terms",
    { terms: "fuel_check", payment_terms: "check_on_pickup" },
    { payment_method: "fuel_check", payment_terms: "check_on_pickup" },
  ],
  [
    "cash_on_pickup maps to cash/on_pickup, a forbidden pair",
    { terms: "cash_on_pickup" },
    pairError("cash", "on_pickup"),
  ],
  [
    "cash_on_delivery maps to cash/on_delivery, a forbidden pair",
    { terms: "cash_on_delivery" },
    pairError("cash", "on_delivery"),
  ],
  [
    "check_on_delivery maps to check/on_delivery, a forbidden pair",
    { terms: "check_on_delivery" },
    pairError("check", "on_delivery"),
  ],
  [
    "on_pickup: method from payment_method",
    { terms: "on_pickup", payment_method: "ach" },
    { payment_method: "ach", payment_terms: "on_pickup" },
  ],
  [
    "on_delivery: method from payment_method",
    { terms: "on_delivery", payment_method: "credit_card" },
    { payment_method: "credit_card", payment_terms: "on_delivery" },
  ],
  [
    "5_days: method from payment_method",
    { terms: "5_days", payment_method: "cash" },
    { payment_method: "cash", payment_terms: "5_days" },
  ],
  [
    "on_pickup: method from the older `method`",
    { terms: "on_pickup", method: "wallet_b" },
    { payment_method: "wallet_b", payment_terms: "on_pickup" },
  ],
  [
    "on_pickup with cash is mapped, then rejected",
    { terms: "on_pickup", method: "cash" },
    pairError("cash", "on_pickup"),
  ],
  ["ach alone names the method only", { terms: "ach" }, { payment_method: "ach", payment_terms: undefined }],
  [
    "ach next to method other is other's term ach",
    { method: "other", terms: "ach" },
    { payment_method: "other", terms: "ach", payment_terms: undefined },
  ],
  [
    "a term outside the mapping is the term",
    { terms: "2_days", payment_method: "check" },
    { payment_method: "check", payment_terms: "2_days" },
  ],
  ["a term outside the mapping is pair-checked", { terms: "quickpay", method: "cash" }, pairError("cash", "quickpay")],
  [
    "payment_terms wins over the legacy value",
    { terms: "on_pickup", payment_method: "ach", payment_terms: "2_days" },
    { payment_method: "ach", payment_terms: "2_days" },
  ],
  [
    "the legacy platformpay term is refused after August 1, 2023",
    { method: "platformpay", terms: "platformpay" },
    pairError("platformpay", "platformpay"),
  ],
];

let sandbox: TestSandbox;
let early: TestSandbox;
let shipper: Shipper;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  early = await startTestSandbox({ clockStart: "2023-07-31T12:00:00Z" });
  shipper = await Shipper.connect(sandbox);
});

afterAll(async () => {
  expect(responseMismatches(sandbox)).toEqual([]);
  expect(responseMismatches(early)).toEqual([]);
  await sandbox.close();
  await early.close();
});

describe("legacy payment.terms", () => {
  it("has a test row for each of the 8 mapping rows", () => {
    const covered = new Set(LEGACY.map(([, block]) => block.terms));
    for (const legacy of Object.keys(businessRules().legacyPaymentTerms)) expect(covered).toContain(legacy);
  });

  it.each(LEGACY)("%s", async (_, block, outcome) => {
    const response = await shipper.post("/orders", orderBody({ payment: block }));
    if (typeof outcome === "string") {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status_code: 400, error: outcome });
      return;
    }
    expect(response.status).toBe(200);
    const payment = response.body.data.object.payment;
    expect(payment.payment_method).toBe(outcome.payment_method);
    expect(payment.method).toBe(outcome.payment_method);
    expect(payment.payment_terms).toBe(outcome.payment_terms);
    expect(payment.terms).toBe(outcome.terms ?? outcome.payment_terms);
  });

  it("reads the legacy platformpay term as 1_3_days before August 1, 2023 (sandbox clock)", async () => {
    const before = await Shipper.connect(early);
    const response = await before.post(
      "/orders",
      orderBody({ payment: { method: "platformpay", terms: "platformpay" } }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.object.payment).toMatchObject({
      payment_method: "platformpay",
      payment_terms: "1_3_days",
    });
    early.clock.advance(24 * 3600 * 1000);
    const after = await before.post("/orders", orderBody({ payment: { method: "platformpay", terms: "platformpay" } }));
    expect(after.status).toBe(400);
  });

  it("maps on a PATCH, taking the method from the stored order", async () => {
    const order = await shipper.createOrder(orderBody({ payment: { payment_method: "ach", payment_terms: "5_days" } }));
    const response = await shipper.patch(`/orders/${order.guid}`, { payment: { terms: "on_delivery" } });
    expect(response.status).toBe(200);
    expect(response.body.data.object.payment).toMatchObject({
      payment_method: "ach",
      payment_terms: "on_delivery",
      terms: "on_delivery",
    });
    const rejected = await shipper.patch(`/orders/${order.guid}`, { payment: { terms: "cash_on_pickup" } });
    expect(rejected.status).toBe(400);
    expect(rejected.body.error).toBe(pairError("cash", "on_pickup"));
  });

  it("keeps other/ach through a later PATCH of another payment field", async () => {
    const order = await shipper.createOrder(orderBody({ payment: { method: "other", terms: "ach" } }));
    const response = await shipper.patch(`/orders/${order.guid}`, { payment: { amount: "99.50", notes: "n" } });
    expect(response.status).toBe(200);
    expect(response.body.data.object.payment).toEqual({
      method: "other",
      payment_method: "other",
      terms: "ach",
      amount: 99.5,
      notes: "n",
    });
  });
});

describe("the payment block in responses", () => {
  it("mirrors method/terms, turns decimals into numbers and shows notes null when absent", async () => {
    const order = await shipper.createOrder(
      orderBody({
        payment: { payment_method: "check", payment_terms: "10_days", amount: "1250.50", reference_number: "R-1" },
      }),
    );
    expect(order.payment).toEqual({
      method: "check",
      payment_method: "check",
      terms: "10_days",
      payment_terms: "10_days",
      amount: 1250.5,
      notes: null,
      reference_number: "R-1",
    });
  });
});
