import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessRules } from "../../../src/spec/business-rules.js";
import { orderBody, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../../support/sandbox.js";

const { paymentMethods, paymentTerms, allowedPaymentPairs } = businessRules();

/** The net terms most methods share, in the document's order. */
const NET_DAYS = ["2_days", "5_days", "7_days", "10_days", "15_days", "20_days", "30_days", "45_days", "60_days"];
const CHECK_TERMS = ["check_on_pickup", "check_on_delivery", ...NET_DAYS];
const TRANSFER_TERMS = ["on_pickup", "on_delivery", ...NET_DAYS];
/** The document's table, written out here so the test does not just echo the bundle. */
const TABLE: Record<string, string[]> = {
  cash: ["cash_on_pickup", "cash_on_delivery", "2_days", "5_days"],
  check: CHECK_TERMS,
  cashiers_check: CHECK_TERMS,
  money_order: CHECK_TERMS,
  fuel_check: CHECK_TERMS,
  ach: TRANSFER_TERMS,
  direct_deposit: TRANSFER_TERMS,
  credit_card: TRANSFER_TERMS,
  wallet_a: TRANSFER_TERMS,
  wallet_b: TRANSFER_TERMS,
  marketplace_a: TRANSFER_TERMS,
  wallet_c: TRANSFER_TERMS,
  platformpay: ["1_3_days", "5_days", "10_days", "15_days", "20_days", "30_days"],
  other: [
    "other",
    "ach",
    "cash_on_pickup",
    "cash_on_delivery",
    "quickpay",
    "check_on_pickup",
    "check_on_delivery",
    ...NET_DAYS,
  ],
};

const GRID = paymentMethods.flatMap((method) => paymentTerms.map((term) => [method, term] as const));

function expected(method: string, term: string): string | undefined {
  const allowed = TABLE[method] ?? [];
  return allowed.includes(term)
    ? undefined
    : `Invalid payment terms '${term}' for method '${method}'. Allowed terms are: [${allowed.join(", ")}]`;
}

let sandbox: TestSandbox;
let shipper: Shipper;
let existing: { guid: string };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  shipper = await Shipper.connect(sandbox);
  existing = await shipper.createOrder();
});

afterAll(async () => {
  expect(responseMismatches(sandbox)).toEqual([]);
  await sandbox.close();
});

describe("the 14 x 18 grid", () => {
  it("covers 14 methods, 18 terms, and the bundle's table equals the document's", () => {
    expect(GRID).toHaveLength(252);
    expect(allowedPaymentPairs).toEqual(TABLE);
  });

  it("has 146 allowed pairs inside the grid", () => {
    expect(GRID.filter(([method, term]) => expected(method, term) === undefined)).toHaveLength(146);
  });

  it.each(GRID)("createOrder %s / %s", async (method, term) => {
    const response = await shipper.post(
      "/orders",
      orderBody({ payment: { payment_method: method, payment_terms: term } }),
    );
    const message = expected(method, term);
    if (message === undefined) {
      expect(response.status).toBe(200);
      expect(response.body.data.object.payment).toMatchObject({
        method,
        payment_method: method,
        terms: term,
        payment_terms: term,
      });
    } else {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status_code: 400, error: message });
    }
  });

  it.each(GRID)("updateOrderPartially %s / %s", async (method, term) => {
    const before = (await shipper.get(`/orders/${existing.guid}`)).body.data.object;
    const response = await shipper.patch(`/orders/${existing.guid}`, {
      payment: { payment_method: method, payment_terms: term },
    });
    const message = expected(method, term);
    if (message === undefined) {
      expect(response.status).toBe(200);
      expect(response.body.data.object.payment).toMatchObject({ payment_method: method, payment_terms: term });
    } else {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status_code: 400, error: message });
      expect((await shipper.get(`/orders/${existing.guid}`)).body.data.object).toEqual(before);
    }
  });
});

describe("the pair is checked on every update", () => {
  it("rejects a PUT with a forbidden pair and keeps the order", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.put(
      `/orders/${order.guid}`,
      orderBody({ payment: { payment_method: "cash", payment_terms: "quickpay" } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(expected("cash", "quickpay"));
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it("checks the merged pair when a PATCH changes only one half", async () => {
    const order = await shipper.createOrder(
      orderBody({ payment: { payment_method: "cash", payment_terms: "2_days" } }),
    );
    const termOnly = await shipper.patch(`/orders/${order.guid}`, { payment: { payment_terms: "on_pickup" } });
    expect(termOnly.status).toBe(400);
    expect(termOnly.body.error).toBe(expected("cash", "on_pickup"));
    const methodOnly = await shipper.patch(`/orders/${order.guid}`, { payment: { payment_method: "platformpay" } });
    expect(methodOnly.status).toBe(400);
    expect(methodOnly.body.error).toBe(expected("platformpay", "2_days"));
    const fine = await shipper.patch(`/orders/${order.guid}`, { payment: { payment_method: "ach" } });
    expect(fine.status).toBe(200);
    expect(fine.body.data.object.payment).toMatchObject({
      method: "ach",
      payment_method: "ach",
      payment_terms: "2_days",
    });
  });

  it("validates on `method` when `payment_method` is not sent", async () => {
    const response = await shipper.post(
      "/orders",
      orderBody({ payment: { method: "cash", payment_terms: "on_delivery" } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(expected("cash", "on_delivery"));
  });

  it("rejects `method` and `payment_method` that disagree", async () => {
    const response = await shipper.post(
      "/orders",
      orderBody({ payment: { method: "cash", payment_method: "ach", payment_terms: "5_days" } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({
      "payment.method": ["must equal payment.payment_method when both are sent"],
    });
  });

  it("rejects a term outside the enum as a field error", async () => {
    const response = await shipper.post(
      "/orders",
      orderBody({ payment: { payment_method: "ach", payment_terms: "someday" } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toEqual(["payment.payment_terms"]);
  });
});

describe("a line break in a quoted term is escaped, so the message keeps the spec's one-line pattern", () => {
  const PATTERN = /^Invalid payment terms '.*' for method '.*'\. Allowed terms are: \[.*\]$/;
  it.each([
    ["a line feed", "a\nb", "a\\nb"],
    ["a carriage return", "a\rb", "a\\rb"],
    ["U+2028", "a\u2028b", "a\\u2028b"],
    ["U+2029", "a\u2029b", "a\\u2029b"],
    ["no line break (near miss: a tab stays as sent)", "a\tb", "a\tb"],
  ])("legacy terms with %s: 400, the term shown escaped", async (_, terms, shown) => {
    const response = await shipper.post("/orders", orderBody({ payment: { payment_method: "cash", terms } }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(expected("cash", shown));
    expect(response.body.error).toMatch(PATTERN);
  });
});
