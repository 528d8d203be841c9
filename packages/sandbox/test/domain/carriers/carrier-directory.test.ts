import { describe, expect, it } from "vitest";
import { carrierGuidFor } from "../../../src/domain/carrier-identity.js";
import { carriersOf, findCarrier, resolveCarrier } from "../../../src/domain/carriers/carrier-directory.js";
import { carrierView } from "../../../src/domain/carriers/carrier-view.js";
import { createInternalCarrier } from "../../../src/domain/carriers/internal-carriers.js";
import { addNetworkCarrier } from "../../../src/domain/carriers/network-carriers.js";
import { sendLoadRequest } from "../../../src/domain/load-requests/load-request-carrier.js";
import { answerOffer } from "../../../src/domain/offers/offer-carrier.js";
import { sendOffer } from "../../../src/domain/offers/offer-service.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { loadRequestBody, orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

function world() {
  const { ctx, org } = domainContext();
  const order = () => createOrder(ctx, org, orderBody());
  const offer = (address: Record<string, string>) => sendOffer(ctx, org, order().guid, address);
  return { ctx, org, order, offer };
}

describe("carriers that reach the organisation through the carrier application", () => {
  it("records a carrier when it accepts an offer addressed by USDOT number, as CTMS without broker records", () => {
    const { ctx, org, offer } = world();
    answerOffer(ctx, org, offer({ carrier_usdot: "3141592" }).guid, "accept");
    const [carrier] = carriersOf(org);
    expect(carrier && carrierView(carrier)).toMatchObject({
      guid: carrierGuidFor({ carrier_usdot: "3141592" }),
      name: "Carrier USDOT 3141592",
      us_dot: "3141592",
      carrier_type: "CTMS",
      broker_records: null,
    });
  });

  it.each([
    ["declines", "decline"],
    ["has not answered", undefined],
  ] as const)("does not record a carrier that %s", (_, answer) => {
    const { ctx, org, offer } = world();
    const sent = offer({ carrier_email: "lee@roadrunner-express.example" });
    if (answer) answerOffer(ctx, org, sent.guid, answer);
    expect(carriersOf(org)).toEqual([]);
  });

  it("records the sender of a load request with its details; an invalid e-mail is left out", () => {
    const { ctx, org, order } = world();
    sendLoadRequest(ctx, org, order().guid, loadRequestBody({ carrier_email: "not an e-mail" }) as never);
    const [carrier] = carriersOf(org);
    expect(carrier && carrierView(carrier)).toMatchObject({
      guid: carrierGuidFor({ carrier_usdot: "3141592" }),
      name: "Roadrunner Auto Transport LLC",
      contact_name: "Dana Miles",
      email: null,
      phone_numbers: "+1 555 0100",
      city: "Dallas",
      carrier_type: "CTMS",
    });
  });

  it.each([
    ["USDOT number", { carrier_usdot: "3141592" }],
    ["e-mail, in another case", { carrier_email: "DISPATCH@roadrunner-auto.example" }],
    ["phone, spelled differently", { carrier_phone: "(555) 0100" }],
  ])("an offer accepted by a network carrier addressed by its %s adds no second carrier", (_, address) => {
    const { ctx, org, offer } = world();
    const known = addNetworkCarrier(ctx, org, {
      name: "Roadrunner",
      usdot: "3141592",
      email: "dispatch@roadrunner-auto.example",
      phone: "555 0100",
    });
    answerOffer(ctx, org, offer(address).guid, "accept");
    expect(carriersOf(org).map((carrier) => carrier.guid)).toEqual([known.guid]);
  });

  it("an offer addressed by the guid of an internal carrier resolves to it", () => {
    const { ctx, org, offer } = world();
    const internal = createInternalCarrier(ctx, org, { name: "Shipper Fleet" });
    answerOffer(ctx, org, offer({ carrier_guid: internal.guid }).guid, "accept");
    expect(carriersOf(org).map((carrier) => carrier.guid)).toEqual([internal.guid]);
    expect(resolveCarrier(org, { guid: internal.guid })).toBe(internal);
  });
});

describe("findCarrier", () => {
  it("is 404 for an unknown guid and for another organisation's carrier", () => {
    const { ctx, org } = world();
    const { org: other } = domainContext();
    expect(errorIdOf(apiError(() => findCarrier(org, UNKNOWN_GUID)))).toBe("NOT_FOUND");
    const carrier = createInternalCarrier(ctx, other, { name: "Elsewhere" });
    expect(apiError(() => findCarrier(org, carrier.guid)).status).toBe(404);
  });
});
