/**
 * The payment rules of an order, table-driven from the spec: every one of the 14 x 18 method/term pairs on create
 * (allowed ones succeed, the others get the payment-pair error with the exact message and allowed list), and
 * the legacy `payment.terms` mapping (`x-legacy-payment-terms`), whose result is checked against the same table.
 */
import { describe, expect } from "vitest";
import { expectAnswer } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { orderBody } from "../src/harness/fixtures.js";
import type { ApiObject } from "../src/harness/steps.js";
import { allowedPairs, FROM_REQUEST, legacyPaymentTerms, paymentGrid, paymentPairMessage } from "../src/spec/rules.js";

const suite = contract("order-payments");
const grid = paymentGrid();

async function createWith(payment: Record<string, unknown>) {
  const response: ApiObject = await suite.call("createOrder", { body: orderBody({ payment }) }).toss();
  if (response.statusCode === 200) suite.created({ kind: "order", guid: response.body.data.object.guid });
  return response;
}

async function expectAccepted(payment: Record<string, unknown>, method: string, terms: string): Promise<void> {
  const response = await createWith(payment);
  expectAnswer("createOrder", response, {
    status: 200,
    like: { data: { object: { payment: { payment_method: method, payment_terms: terms } } } },
  });
}

async function expectPairError(payment: Record<string, unknown>, method: string, terms: string): Promise<void> {
  const response = await createWith(payment);
  expectAnswer("createOrder", response, {
    status: 400,
    like: { status_code: 400, error: paymentPairMessage(method, terms) },
  });
}

describe("payment method and terms", () => {
  suite.rule("the grid is the spec's 14 methods x 18 terms (rule: pair table)", [], async () => {
    expect(grid).toHaveLength(252);
    expect(grid.filter((pair) => pair.allowed).length).toBeGreaterThan(0);
  });

  suite.rules(
    grid.filter((pair) => pair.allowed),
    "$method / $terms is accepted (rule: allowed pair)",
    ["writes"],
    async (pair) => expectAccepted({ payment_method: pair.method, payment_terms: pair.terms }, pair.method, pair.terms),
  );

  suite.rules(
    grid.filter((pair) => !pair.allowed),
    "$method / $terms is 400 with the exact message and allowed list (rule: forbidden pair)",
    ["writes"],
    async (pair) =>
      expectPairError({ payment_method: pair.method, payment_terms: pair.terms }, pair.method, pair.terms),
  );
});

interface LegacyCase {
  legacy: string;
  request: Record<string, unknown>;
  method: string;
  terms: string;
  allowed: boolean;
}

/** One case per legacy value: the request's own field fills `from_request` with a value the table allows. */
function legacyCases(): LegacyCase[] {
  const pairs = allowedPairs();
  return Object.entries(legacyPaymentTerms()).map(([legacy, mapping]) => {
    const request: Record<string, unknown> = { terms: legacy };
    let method = mapping.payment_method;
    let terms = mapping.payment_terms;
    if (terms === FROM_REQUEST) {
      terms = (pairs[method] ?? [])[0] as string;
      request.payment_terms = terms;
    }
    if (method === FROM_REQUEST) {
      method = Object.keys(pairs).find((candidate) => (pairs[candidate] ?? []).includes(terms)) as string;
      request.payment_method = method;
    }
    return { legacy, request, method, terms, allowed: (pairs[method] ?? []).includes(terms) };
  });
}

describe("legacy payment.terms", () => {
  suite.rules(
    legacyCases(),
    "legacy terms '$legacy' maps to $method / $terms, then the pair table applies (rule: legacy mapping)",
    ["writes"],
    async (c) =>
      c.allowed ? expectAccepted(c.request, c.method, c.terms) : expectPairError(c.request, c.method, c.terms),
  );
});
