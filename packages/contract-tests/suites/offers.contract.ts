/**
 * Load offers: sent by each of the four addressing methods (exactly one of them), `carrier_type` BROKER only with
 * `carrier_guid`, and the carrier's answers through the sandbox helpers.
 */
import { describe, expect } from "vitest";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { type ApiObject, createOrder } from "../src/suite/steps.js";

const suite = contract("offers");
const CARRIER_GUID = "7d3f9a1c-2b4e-4c6d-8e0f-1a2b3c4d5e6f";

const sendOffer = (orderGuid: string, body: Record<string, unknown>) =>
  suite.call("sendLoadOffer", { path: { order_guid: orderGuid }, body });

describe("addressing a load offer", () => {
  const methods = [
    { field: "carrier_guid", value: CARRIER_GUID },
    { field: "carrier_usdot", value: "3141592" },
    { field: "carrier_email", value: "dispatch@roadrunner-auto.example" },
    { field: "carrier_phone", value: "+1 555 0100" },
  ];
  suite.rules(
    methods,
    "an offer addressed by $field is sent as new (rule: one of four addressing methods)",
    ["writes"],
    async (m) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { [m.field]: m.value })
        .expectStatus(200)
        .returns("data.object");
      expectField(offer, "/status").toBe("new");
      expectField(offer, `/${m.field}`).toBe(m.value);
      if (offer.order_guid !== undefined) expectField(offer, "/order_guid").toBe(order.guid);
    },
  );

  suite.rule(
    "a broker is addressed by carrier_guid with carrier_type BROKER (rule: BROKER offers)",
    ["writes"],
    async () => {
      const order = await createOrder(suite);
      await sendOffer(order.guid, { carrier_guid: CARRIER_GUID, carrier_type: "BROKER" }).expectStatus(200);
    },
  );

  const invalid = [
    { case: "no carrier field", body: {} },
    {
      case: "two carrier fields",
      body: { carrier_usdot: "3141592", carrier_email: "dispatch@roadrunner-auto.example" },
    },
    { case: "carrier_type BROKER without carrier_guid", body: { carrier_usdot: "3141592", carrier_type: "BROKER" } },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR (rule: exactly one addressing method)", ["writes"], async (c) => {
    const order = await createOrder(suite);
    await sendOffer(order.guid, c.body)
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR" } });
  });

  suite.rule("an offer on an unknown order is 404 (rule: missing objects)", ["writes"], async () => {
    await sendOffer(UNKNOWN_GUID, { carrier_usdot: "3141592" }).expectStatus(404);
  });
});

describe("the carrier's answer (sandbox helpers)", () => {
  const answers = [
    { operationId: "acceptOfferAsCarrier", status: "accepted" },
    { operationId: "declineOfferAsCarrier", status: "declined" },
  ];
  suite.rules(
    answers,
    "$operationId makes a new offer $status (rule: offer answers)",
    ["writes", "testHelpers"],
    async (a) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await sendOffer(order.guid, { carrier_usdot: "3141592" })
        .expectStatus(200)
        .returns("data.object");
      const answered: ApiObject = await suite
        .call(a.operationId, { path: { offer_guid: offer.guid } })
        .expectStatus(200)
        .returns("data.object");
      expectField(answered, "/status").toBe(a.status);
      await suite
        .call(a.operationId, { path: { offer_guid: offer.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "OFFER_STATE_CONFLICT" } });
    },
  );
});
