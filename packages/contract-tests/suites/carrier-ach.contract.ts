/**
 * Carrier ACH details: 404 without bank details; the routing and account numbers masked (`*****` + the last 4, no
 * voided check, -1 days) unless an ACH, direct deposit or other order of the carrier was delivered within the last
 * 30 days (a cash one does not count), masked again once 30 days have passed (test clock). No carrier response
 * carries `ach_payment`, even with bank details on file.
 */
import { describe } from "vitest";
import { carrierRecords } from "../src/harness/carrier-records.js";
import {
  ACCEPT,
  answerOffer,
  DELIVER,
  markAccepted,
  markDelivered,
  orderAfter,
  orderHelper,
  sendOffer,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { ACH_DETAILS, orderBody, uniqueDigits } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import { requestToken } from "../src/target/probe.js";

const suite = contract("carrier-ach");
const HELPERS = ["writes", "testHelpers"] as const;
const DAY_S = 86_400;
const { achCarrier, carrierCall, internalCarrier, networkCarrier, records } = carrierRecords(suite);

const achOf = (guid: string, token?: string) =>
  suite.call("getCarrierAchDetails", { path: { guid }, ...(token ? { token } : {}) });

/** An order of the carrier (its offer accepted), paid by `method`, that the carrier delivered; its guid. */
async function deliveredBy(
  carrier: ApiObject,
  method: string,
  terms = "5_days",
  { deliver = true, payment }: { deliver?: boolean; payment?: Record<string, unknown> } = {},
): Promise<string> {
  const order = await createOrder(
    suite,
    orderBody({ payment: payment ?? { payment_method: method, payment_terms: terms } }),
  );
  const offer = await sendOffer(suite, order.guid, { carrier_usdot: carrier.us_dot });
  await answerOffer(suite, "acceptOfferAsCarrier", offer.guid);
  await orderHelper(suite, "pickUpOrderAsCarrier", order.guid);
  if (deliver) await orderHelper(suite, "deliverOrderAsCarrier", order.guid);
  return order.guid;
}

const MASKED = {
  bank_name: ACH_DETAILS.bank_name,
  bank_routing_number: "*****0025",
  bank_account_number: "*****6789",
  voided_check_url: null,
  voided_check_url_available: true,
  access_expires_in_days: -1,
};
const OPEN = {
  bank_routing_number: ACH_DETAILS.bank_routing_number,
  bank_account_number: ACH_DETAILS.bank_account_number,
  voided_check_url: ACH_DETAILS.voided_check_url,
};

describe("ACH details", () => {
  suite.rule("a carrier without ACH details is 404 (rule: ACH details)", ["writes"], async () => {
    const carrier = await internalCarrier();
    await achOf(carrier.guid).expectStatus(404);
  });

  suite.rule("the numbers are masked without a qualifying delivery (rule: ACH masking)", HELPERS.slice(), async () => {
    const carrier = await achCarrier();
    await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", MASKED);
  });

  const qualifying = [
    { method: "ach", terms: "5_days" },
    { method: "direct_deposit", terms: "on_delivery" },
    { method: "other", terms: "other" },
  ];
  suite.rules(
    qualifying,
    "a delivered $method order of the carrier unmasks them for 30 days (rule: ACH masking)",
    HELPERS.slice(),
    async (q) => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await deliveredBy(carrier, q.method, q.terms);
      const ach: ApiObject = await achOf(carrier.guid).expectStatus(200).returns("data.object");
      expectField(ach).toMatchObject(OPEN);
      // Whole days left: 30 right after the delivery (29 once a real clock has moved on).
      expectField(ach, "/access_expires_in_days").toBeOneOf([29, 30]);
    },
  );

  suite.rule("a delivered cash order does not unmask them (rule: ACH masking)", HELPERS.slice(), async () => {
    const carrier = await networkCarrier({ ach: ACH_DETAILS });
    await deliveredBy(carrier, "cash");
    await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", MASKED);
  });

  const notQualifying = [
    { method: "check", terms: "5_days" },
    { method: "credit_card", terms: "5_days" },
    { method: "wallet_a", terms: "on_delivery" },
    { method: "platformpay", terms: "5_days" },
  ];
  suite.rules(
    notQualifying,
    "a delivered $method order does not unmask them (rule: ACH masking, only ach, direct deposit, other)",
    HELPERS.slice(),
    async (q) => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await deliveredBy(carrier, q.method, q.terms);
      await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", MASKED);
    },
  );

  suite.rule("a legacy other / ach order counts as other (rule: ACH masking, G-109)", HELPERS.slice(), async () => {
    const carrier = await networkCarrier({ ach: ACH_DETAILS });
    await deliveredBy(carrier, "other", "", { payment: { payment_method: "other", terms: "ach" } });
    await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", OPEN);
  });

  suite.rule(
    "an ach order picked up but not yet delivered leaves them masked (rule: ACH masking, delivered)",
    HELPERS.slice(),
    async () => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await deliveredBy(carrier, "ach", "5_days", { deliver: false });
      await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", MASKED);
    },
  );

  suite.rule(
    "another carrier's delivered ach order does not unmask this carrier's (rule: ACH masking, an order of the carrier)",
    HELPERS.slice(),
    async () => {
      const [carrier, other] = [await networkCarrier({ ach: ACH_DETAILS }), await networkCarrier({ ach: ACH_DETAILS })];
      await deliveredBy(other, "ach");
      await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", MASKED);
      await achOf(other.guid).expectStatus(200).expectJsonLike("data.object", OPEN);
    },
  );

  suite.rule(
    "without a voided check on file it is not available, masked or not (rule: voided_check_url_available)",
    HELPERS.slice(),
    async () => {
      const carrier = await networkCarrier({ ach: { ...ACH_DETAILS, voided_check_url: null } });
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...MASKED, voided_check_url_available: false });
      await deliveredBy(carrier, "ach");
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { voided_check_url: null, voided_check_url_available: false });
    },
  );

  suite.rule(
    "no carrier response carries ach_payment, even with bank details on file (rule: ach_payment removed)",
    HELPERS.slice(),
    async () => {
      const carrier = await achCarrier(true);
      const id = `ACH-${uniqueDigits()}`;
      await records(carrier.guid, { custom_external_id: id });
      const reads = [
        carrierCall("getCarrierProfile", { path: { guid: carrier.guid } }),
        carrierCall("getCarrierByCustomExternalId", { path: { custom_external_id: id } }),
        carrierCall("searchCarriers", { query: { usdot: carrier.us_dot } }),
      ];
      for (const read of reads) await read.expectStatus(200);
    },
  );

  suite.rule(
    "voided_check_url_available is false for bank details without a voided check (rule: ACH details fields)",
    HELPERS.slice(),
    async () => {
      const carrier = await networkCarrier({ ach: { ...ACH_DETAILS, voided_check_url: null } });
      const ach: ApiObject = await achOf(carrier.guid).expectStatus(200).returns("data.object");
      expectField(ach, "/voided_check_url_available").toBe(false);
      expectField(ach, "/voided_check_url").toBeNull();
      const withCheck = await networkCarrier({ ach: ACH_DETAILS });
      await achOf(withCheck.guid).expectStatus(200).expectJsonLike("data.object", { voided_check_url_available: true });
    },
  );

  /** An order marked accepted and delivered by hand (`delivered`); then a carrier's numbers are still masked. */
  const maskedAfterManualDelivery = async (delivered: () => Promise<unknown>) => {
    await delivered();
    const carrier = await achCarrier();
    await achOf(carrier.guid)
      .expectStatus(200)
      .expectJsonLike("data.object", { bank_account_number: "*****6789", access_expires_in_days: -1 });
  };

  suite.rule(
    "a delivered order without a payment block does not break the ACH details of any carrier (rule: no 5xx)",
    HELPERS.slice(),
    async () => {
      const { payment: _none, ...body } = orderBody();
      await maskedAfterManualDelivery(async () => {
        const order = await createOrder(suite, body);
        await markAccepted(suite, order.guid);
        await markDelivered(suite, order.guid);
      });
    },
  );

  suite.rule(
    "a delivery marked by hand with a carrier outside the service unmasks no carrier's numbers (rule: ACH masking)",
    HELPERS.slice(),
    async () => maskedAfterManualDelivery(() => orderAfter(suite, [ACCEPT, DELIVER])),
  );
});

describe("the mask of a short account number (G-175)", () => {
  const numbers = [
    { account: "1234", masked: "*****" },
    { account: "12345", masked: "*****2345" },
    // The longest the sandbox takes (4 to 17 digits): still the last 4 digits only.
    { account: "12345678901234567", masked: "*****4567" },
  ];
  suite.rules(
    numbers,
    "an account number of $account is masked as $masked (rule: G-175 ACH mask of a short account number)",
    HELPERS.slice(),
    async (c) => {
      const carrier = await networkCarrier({ ach: { ...ACH_DETAILS, bank_account_number: c.account } });
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...MASKED, bank_account_number: c.masked });
      await deliveredBy(carrier, "ach");
      await achOf(carrier.guid).expectStatus(200).expectJsonLike("data.object", { bank_account_number: c.account });
    },
    { assumes: "G-175" },
  );
});

// Last and alone: 30 days on the clock expire every token of the suite (a fresh one is taken after the move); the
// moves before it stay under the tokens' 10 days.
describe.sequential("ACH access ends after 30 days (test clock)", () => {
  suite.rule(
    "the latest delivery counts whichever order was created first (rule: ACH access, latest delivery, G-109)",
    [...HELPERS, "testClock"],
    async () => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      const older = await deliveredBy(carrier, "ach", "5_days", { deliver: false });
      await deliveredBy(carrier, "direct_deposit", "on_delivery");
      await advanceClock(suite, DAY_S);
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...OPEN, access_expires_in_days: 29 });
      await orderHelper(suite, "deliverOrderAsCarrier", older);
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...OPEN, access_expires_in_days: 30 });
    },
  );

  suite.rule(
    "the days left count down, and a later delivery restarts the 30 days (rule: ACH access, latest delivery)",
    [...HELPERS, "testClock"],
    async () => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await deliveredBy(carrier, "ach");
      await advanceClock(suite, 5 * DAY_S);
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...OPEN, access_expires_in_days: 25 });
      await deliveredBy(carrier, "direct_deposit", "on_delivery");
      await achOf(carrier.guid)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...OPEN, access_expires_in_days: 30 });
    },
  );

  suite.rule(
    "masked again once 30 days have passed since the delivery (rule: ACH masking)",
    [...HELPERS, "testClock"],
    async () => {
      const carrier = await networkCarrier({ ach: ACH_DETAILS });
      await deliveredBy(carrier, "ach");
      await advanceClock(suite, 30 * DAY_S);
      const token = await requestToken(suite.target);
      await achOf(carrier.guid, token)
        .expectStatus(200)
        .expectJsonLike("data.object", { ...OPEN, access_expires_in_days: 0 });
      await suite.call("advanceSandboxClock", { body: { seconds: 1 }, token }).expectStatus(200);
      await achOf(carrier.guid, token).expectStatus(200).expectJsonLike("data.object", MASKED);
    },
  );
});
