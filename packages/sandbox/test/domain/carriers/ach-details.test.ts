import { describe, expect, it } from "vitest";
import { ACH_ACCESS_DAYS, achDetails, maskNumber } from "../../../src/domain/carriers/ach-details.js";
import { updateCarrierProfile } from "../../../src/domain/carriers/carrier-profile.js";
import { addNetworkCarrier, type NetworkCarrierInput } from "../../../src/domain/carriers/network-carriers.js";
import { sendLoadRequest } from "../../../src/domain/load-requests/load-request-carrier.js";
import { acceptLoadRequest } from "../../../src/domain/load-requests/load-request-service.js";
import { bookPostedOrder } from "../../../src/domain/loadboard/booking.js";
import { postToLoadboard } from "../../../src/domain/loadboard/loadboard.js";
import { answerOffer } from "../../../src/domain/offers/offer-carrier.js";
import { sendOffer } from "../../../src/domain/offers/offer-service.js";
import type { OrderRecord } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus } from "../../../src/domain/orders/order-status.js";
import type { FaultName } from "../../../src/faults.js";
import { createContext } from "../../../src/sandbox.js";
import { ACH, MASKED, unmasked } from "../../support/ach.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { loadRequestBody, orderBody, START } from "../../support/sandbox.js";

const DAY = 86_400_000;
const USDOT = "3141592";
const CARRIER: NetworkCarrierInput = { name: "Roadrunner Auto Transport LLC", usdot: USDOT, ach: ACH };

function world(faults: FaultName[] = []) {
  const { ctx, clients } = createContext({ clock: "manual", clockStart: START, faults });
  const org = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
  const carrier = addNetworkCarrier(ctx, org, CARRIER);
  const order = (method = "ach", terms = "5_days"): OrderRecord =>
    createOrder(ctx, org, orderBody({ payment: { payment_method: method, payment_terms: terms } }));
  /** An order given to the carrier through an accepted offer addressed by its USDOT number. */
  const offered = (method = "ach", terms = "5_days", usdot = USDOT) => {
    const record = order(method, terms);
    answerOffer(ctx, org, sendOffer(ctx, org, record.guid, { carrier_usdot: usdot }).guid, "accept");
    return record;
  };
  const deliver = (record: OrderRecord) => changeStatus(ctx, org, record, "delivered", "delivered");
  const details = () => achDetails(ctx, org, carrier.guid);
  return { ctx, org, carrier, order, offered, deliver, details };
}

describe("maskNumber", () => {
  it.each([
    ["111000025", "*****0025"],
    ["000123456789", "*****6789"],
    ["1234", "*****"],
  ])("%s -> %s", (value, masked) => expect(maskNumber(value)).toBe(masked));
});

describe("ACH masking: the 30-day rule", () => {
  it("masks the numbers while no order of the carrier was delivered", () => {
    const { offered, details } = world();
    offered();
    expect(details()).toEqual(MASKED);
  });

  it.each([
    ["ach", "5_days", true],
    ["direct_deposit", "5_days", true],
    ["other", "other", true],
    ["cash", "cash_on_delivery", false],
    ["check", "check_on_delivery", false],
    ["credit_card", "on_delivery", false],
    ["platformpay", "1_3_days", false],
    ["wallet_a", "on_delivery", false],
  ])("a delivered %s order opens the numbers: %s", (method, terms, opens) => {
    const { offered, deliver, details } = world();
    deliver(offered(method, terms));
    expect(details()).toEqual(opens ? unmasked(ACH_ACCESS_DAYS) : MASKED);
  });

  it.each([
    [0, unmasked(30)],
    [12 * DAY, unmasked(18)],
    [12 * DAY + 1, unmasked(17)],
    [30 * DAY, unmasked(0)],
    [30 * DAY + 1, MASKED],
    [45 * DAY, MASKED],
  ])("%d ms after the delivery the details are as expected", (elapsed, expected) => {
    const { ctx, offered, deliver, details } = world();
    deliver(offered());
    ctx.clock.advance(elapsed);
    expect(details()).toEqual(expected);
  });

  it("counts from the latest qualifying delivery", () => {
    const { ctx, offered, deliver, details } = world();
    deliver(offered());
    ctx.clock.advance(20 * DAY);
    deliver(offered());
    ctx.clock.advance(20 * DAY);
    expect(details()).toEqual(unmasked(10));
  });

  it("ignores orders delivered by another carrier", () => {
    const { offered, deliver, details } = world();
    deliver(offered("ach", "5_days", "2718281"));
    expect(details()).toEqual(MASKED);
  });

  it("ignores an order of the carrier that is accepted but not delivered", () => {
    const { offered, details } = world();
    offered();
    expect(details()).toEqual(MASKED);
  });

  it("knows the carrier of an accepted load request", () => {
    const { ctx, org, order, deliver, details } = world();
    const record = order();
    const request = sendLoadRequest(ctx, org, record.guid, loadRequestBody({ carrier_usdot: USDOT }) as never);
    acceptLoadRequest(ctx, org, record.guid, request.guid);
    deliver(record);
    expect(details()).toEqual(unmasked(30));
  });

  it("knows the carrier of a loadboard booking", () => {
    const { ctx, org, carrier, order, deliver, details } = world();
    updateCarrierProfile(ctx, org, carrier.guid, { preferred: true });
    const record = order();
    postToLoadboard(ctx, org, record.guid);
    bookPostedOrder(ctx, org, record.guid, carrier.guid);
    deliver(record);
    expect(details()).toEqual(unmasked(30));
  });

  it("is 404 for a carrier without ACH details", () => {
    const { ctx, org } = world();
    const bare = addNetworkCarrier(ctx, org, { name: "No Bank LLC", usdot: "999" });
    const error = apiError(() => achDetails(ctx, org, bare.guid));
    expect([error.status, errorIdOf(error)]).toEqual([404, "NOT_FOUND"]);
  });

  it("reports a missing voided check as unavailable", () => {
    const { ctx, org } = world();
    const noCheck = addNetworkCarrier(ctx, org, {
      name: "No Check LLC",
      usdot: "998",
      ach: { ...ACH, voided_check_url: null },
    });
    expect(achDetails(ctx, org, noCheck.guid)).toEqual({ ...MASKED, voided_check_url_available: false });
  });
});

describe("the ach-unmasked fault", () => {
  it("never masks, and changes nothing else", () => {
    const faulty = world(["ach-unmasked"]);
    faulty.offered();
    expect(faulty.details()).toEqual(unmasked(-1));
    const healthy = world();
    healthy.offered();
    expect(healthy.details()).toEqual(MASKED);
  });

  it("leaves the 404 for a carrier without ACH details", () => {
    const { ctx, org } = world(["ach-unmasked"]);
    const bare = addNetworkCarrier(ctx, org, { name: "No Bank LLC", usdot: "999" });
    expect(apiError(() => achDetails(ctx, org, bare.guid)).status).toBe(404);
  });
});
