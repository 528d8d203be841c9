/**
 * The suite must be able to fail: against a sandbox with one rule broken on purpose (a fault switch), the relevant
 * suite fails, and exactly on the tests that check that rule.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FaultName } from "@haulkit/sandbox";
import { describe, expect, it } from "vitest";
import { webhookSamples } from "../scripts/extract-webhook-samples.js";
import { allowedPairs, FROM_REQUEST, legacyPaymentTerms, paymentGrid } from "../src/spec/rules.js";
import { TRIGGERS } from "../src/webhooks/triggers.js";
import { runCli } from "./support/cli.js";
import { junitCases } from "./support/junit.js";
import { quietSandbox } from "./support/servers.js";
import { useTmpDirs } from "./support/tmp.js";

const tmp = useTmpDirs();

/** The legacy-mapping tests whose fixed mapping lands on a pair the table forbids (they expect the pair error). */
function forbiddenLegacyTests(): string[] {
  const pairs = allowedPairs();
  return Object.entries(legacyPaymentTerms())
    .filter(([, m]) => m.payment_method !== FROM_REQUEST && m.payment_terms !== FROM_REQUEST)
    .filter(([, m]) => !(pairs[m.payment_method] ?? []).includes(m.payment_terms))
    .map(
      ([legacy, m]) =>
        `legacy payment.terms > legacy terms '${legacy}' maps to ${m.payment_method} / ${m.payment_terms}, then the pair table applies (rule: legacy mapping)`,
    );
}

/** The webhook tests whose action carries `order_guid` (its spec sample does): the wrong field type breaks them. */
function webhooksWithOrderGuid(): string[] {
  const samples = webhookSamples();
  return TRIGGERS.filter((trigger) => Object.hasOwn(samples.get(trigger.action) as object, "order_guid")).map(
    (trigger) =>
      `each action is delivered to its subscription > ${trigger.action} arrives conforming, with its verification token (trigger: ${trigger.by})`,
  );
}

interface FaultCase {
  fault: FaultName;
  suite: string;
  /** The names of the tests that must fail (and no other). */
  failing: () => string[];
  /** A fragment of every failure message. */
  message: RegExp;
}

const CASES: FaultCase[] = [
  {
    fault: "accept-forbidden-pair",
    suite: "order-payments",
    failing: () => [
      ...paymentGrid()
        .filter((pair) => !pair.allowed)
        .map(
          (pair) =>
            `payment method and terms > ${pair.method} / ${pair.terms} is 400 with the exact message and allowed list (rule: forbidden pair)`,
        ),
      ...forbiddenLegacyTests(),
    ],
    message: /createOrder \(POST \/v1\/public\/orders\): expected status 400, got 200/,
  },
  {
    fault: "accept-any-vehicle-type",
    suite: "orders",
    failing: () => [
      "vehicle types > an unknown type is 400 with the exact message and list (rule: vehicle-type error)",
      "full update (PUT) > a full update is validated like a create (rule: pair and type re-checked)",
      "list and pagination > pages are consistent and together list every order once (rule: pagination)",
      "list and pagination > a page past the end is empty; the default page size is 25 (rule: pagination defaults)",
      // A missing type is a `required` error, which the fault still refuses.
      ...["null", "an array", "an object", "the number 7", "the boolean true"]
        .concat(["200 characters long", "201 characters long", "split by a line break"])
        .map(
          (shown) =>
            `how a rejected vehicle type is named in the message > a vehicle type that is ${shown} is quoted in the vehicle-type error as chosen (rule: G-172 How a rejected vehicle type is shown)`,
        ),
    ],
    // Orders with the unknown type then break the spec in every list that shows them.
    message:
      /expected status 400, got 200|\/data\/objects\/\d+\/vehicles\/\d+\/type must be equal to one of the allowed values/,
  },
  {
    fault: "counter-offer-no-409",
    suite: "counter-offers",
    failing: () => [
      "counter offer lifecycle > a second counter offer is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: one per request)",
    ],
    message: /expected status 409, got 200/,
  },
  {
    fault: "token-never-expires",
    suite: "auth",
    failing: () => ["token expiry > a token is refused once expires_in seconds have passed (rule: tokens expire)"],
    message: /expected status 401, got 200/,
  },
  {
    fault: "pricing-v2-drops-range",
    suite: "pricing",
    failing: () => [
      "recommended price > v2 answers its documented shape (rule: schema of the 200)",
      "recommended price > v2 is a superset of v1 for the same request (rule: v2 adds fields, changes none)",
      "recommended price > a city and state without a ZIP code is enough (rule: a location is a ZIP or a city and state)",
      ...["ZIP codes only", "cities and states only", "an enclosed trailer", "several vehicles, one inoperable"].map(
        (body) =>
          `both versions take the same body > with ${body}, v2 answers every v1 field with the same value, and more (rule: v2 a superset of v1)`,
      ),
      "request bounds (assumed where the document says nothing) > 100 vehicles are priced (rule: G-165)",
      // The computed fields' edges read v2 (its range included): the schema fact fails before the assumption.
      ...[
        "Chicago to Houston (a busy lane) lists min(volume, 5) recent moves (rule: G-150 recent moves)",
        "a one-ZIP town and a two-ZIP town (volume 3) lists min(volume, 5) recent moves (rule: G-150 recent moves)",
        "two one-ZIP towns (volume 2) lists min(volume, 5) recent moves (rule: G-150 recent moves)",
        "an inoperable suv and an operable sedan, enclosed: price 3453.18, dispatch 2.4,4.8 days (rule: G-150 price and dispatch time)",
        "an inoperable suv and an operable sedan, open: price 2466.56, dispatch 1.8,3.5 days (rule: G-150 price and dispatch time)",
        "one operable sedan, open: price 1137.85, dispatch 1.3,2.5 days (rule: G-150 price and dispatch time)",
        "six operable sedans, open (the discount capped at 20 %): price 5461.68, dispatch 1.3,2.5 days (rule: G-150 price and dispatch time)",
        "with mixed vehicles each recent move lists each vehicle as requested: its own is_inoperable, the trailer, a comparable year (rule: G-150 recent moves)",
        "a model year well past next year is listed as the year after the target's in every recent move (rule: G-150 recent moves)",
      ].map((name) => `computed fields at their edges (assumed: G-150) > ${name}`),
    ],
    // The v2 range is what the document says version 2 adds: a fact, failed with or without --strict.
    message: /getRecommendedPriceV2 200: \/data\/price_range_(lower|upper) is required but missing/,
  },
  {
    fault: "insurance-no-rate-window",
    suite: "insurance",
    failing: () => [
      "policy sync > a second sync within 30 s is 429 RATE_LIMIT_EXCEEDED (rule: 1 call per 30 s)",
      "policy sync > a failed sync (no eligible vehicle) also consumes the window (rule: failed sync)",
      "the 30-second window on the test clock > sync is allowed again once 30 s have passed (rule: 1 call per 30 s)",
      "the 30-second window on the test clock > a refused call does not restart the window (rule: GAPS Retry-After)",
      "the 30-second window on the test clock > a failed sync's window ends after 30 s too (rule: failed sync)",
      "the 30-second window on the test clock > at 29.999 s the window still refuses; at 30 s it is over (rule: 1 call per 30 s)",
      "a later sync (test clock) > Retry-After is the window's seconds left rounded up: 30 at once, 20 after 10.5 s, 1 after 29.999 s (rule: G-040 Retry-After)",
    ],
    message: /expected status 429, got (200|404)/,
  },
  {
    fault: "ach-unmasked",
    suite: "carrier-ach",
    failing: () => [
      "ACH details > the numbers are masked without a qualifying delivery (rule: ACH masking)",
      "ACH details > a delivered cash order does not unmask them (rule: ACH masking)",
      "ACH access ends after 30 days (test clock) > masked again once 30 days have passed since the delivery (rule: ACH masking)",
      ...["check", "credit_card", "wallet_a", "platformpay"].map(
        (method) =>
          `ACH details > a delivered ${method} order does not unmask them (rule: ACH masking, only ach, direct deposit, other)`,
      ),
      "ACH details > an ach order picked up but not yet delivered leaves them masked (rule: ACH masking, delivered)",
      "ACH details > another carrier's delivered ach order does not unmask this carrier's (rule: ACH masking, an order of the carrier)",
      "ACH details > without a voided check on file it is not available, masked or not (rule: voided_check_url_available)",
      "ACH details > a delivered order without a payment block does not break the ACH details of any carrier (rule: no 5xx)",
      "ACH details > a delivery marked by hand with a carrier outside the service unmasks no carrier's numbers (rule: ACH masking)",
      ...[
        ["1234", "*****"],
        ["12345", "*****2345"],
        ["12345678901234567", "*****4567"],
      ].map(
        ([account, masked]) =>
          `the mask of a short account number (G-175) > an account number of ${account} is masked as ${masked} (rule: G-175 ACH mask of a short account number)`,
      ),
    ],
    message:
      /at \/data\/object\/bank_(routing_number: expected "\*\*\*\*\*0025", actual "111000025"|account_number: expected "\*\*\*\*\*6789", actual "000123456789")/,
  },
  {
    fault: "webhook-3-tries",
    suite: "webhook-retries",
    failing: () => [
      ...[
        "answering 500",
        "answering 404",
        "answering 302 to a path that would take it",
        "hanging up",
        "on a closed port",
      ].map(
        (receiver) =>
          `retries of a failing receiver (test clock) > a receiver ${receiver} gets 5 tries, 60 s apart, then the delivery fails (rule: linear retry)`,
      ),
      "retries of a failing receiver (test clock) > a 2xx at try 5 ends the retries; nothing is sent after it (rule: stop at the first success)",
    ],
    message:
      /listSandboxWebhookDeliveries \(GET [^)]*\): status 200 as expected\n {2}at \/data\/objects\/\d+\/attempts: expected have length 5, actual length 3/,
  },
  {
    fault: "webhook-wrong-field-type",
    suite: "webhooks",
    failing: webhooksWithOrderGuid,
    message: /webhook \S+: \/order_guid must be string/,
  },
];

describe("the suite fails against a sandbox with a broken rule", () => {
  it.for(CASES)("fault $fault fails suite $suite on the tests of that rule", async (c) => {
    // The sandbox's own response check is off: the contract suite is what must notice.
    const sandbox = await quietSandbox({ clock: "manual", faults: [c.fault], validateResponses: false });
    try {
      const cwd = tmp();
      // --strict: a fault of our own sandbox must fail, whether the rule it breaks is a fact or our assumption.
      const run = await runCli(["--suite", c.suite, "--strict"], {
        cwd,
        env: {
          HAULKIT_SHIPPER_URL: sandbox.url,
          HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
          HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
          HAULKIT_PRICING_URL: sandbox.url,
          HAULKIT_PRICING_API_KEY: sandbox.credentials.pricingApiKey,
        },
      });
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const cases = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8"));
      const failed = cases.filter((testCase) => testCase.failure !== undefined);
      expect(failed.map((testCase) => testCase.name).sort()).toEqual(c.failing().sort());
      for (const testCase of failed) expect(testCase.failure).toMatch(c.message);
      expect(cases.length).toBeGreaterThan(failed.length);
    } finally {
      await sandbox.close();
    }
  });
});
