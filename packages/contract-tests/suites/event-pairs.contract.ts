/**
 * Both sides of the events whose rules say when they are sent and when not, from the delivery log (test helpers):
 * insurance (`insurance.issued` when the insurer issues, not on a sync; `insurance.canceled` once, for an issued
 * policy only), offers (`offer.sent` or `offer.sent.failed`; `offer.canceled` only for a replaced `new` offer), the
 * loadboard (`order.booked`; which ways off the loadboard send `order.removed_from_loadboard`), escalations resolved
 * once, payment-service settings only when changed, and the driver's updates (only on the orders that take them;
 * locations throttled to 1 km).
 */
import { describe, expect } from "vitest";
import { ADJUSTED_PICKUP, orderHelper } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { deliveryLog, MANUAL_CARRIER } from "../src/harness/delivery-log.js";
import { expectField } from "../src/harness/expect-field.js";
import { networkCarrierBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";
import { aboutOrder } from "../src/webhooks/trigger.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("event-pairs");
useWebhooks(
  suite,
  [
    "order.removed_from_loadboard",
    "order.posted_to_loadboard",
    "insurance.issued",
    "insurance.canceled",
    "offer.sent",
    "offer.sent.failed",
    "offer.canceled",
    "order.booked",
    "escalation.resolved",
    "platformpay_settings.updated",
    "vehicle.pickup_eta_updated_by_driver",
    "vehicle.delivery_eta_updated_by_driver",
    "vehicle.driver_location_updated",
  ].map((action) => ({ action })),
);
const NEEDS = ["writes", "webhooks", "testHelpers"] as const;
const OKLAHOMA_CITY = { latitude: 35.4676, longitude: -97.5164 };
const { expectSent, helper } = deliveryLog(suite);

describe("events of insurance, offers and the loadboard, both sides", () => {
  const policy = (orderGuid: string, vehicleGuid: string) => (payload: Record<string, unknown>) =>
    payload.order_guid === orderGuid && payload.vehicle_guid === vehicleGuid;

  suite.rule(
    "a sync drafts and sends no insurance.issued; the insurer's issue sends one (rule: issued, not when requested)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const path = { order_guid: order.guid, vehicle_guid: order.vehicles[0].guid };
      await suite
        .call("syncInsurancePolicy", { path: { guid: order.guid } })
        .expectStatus(200)
        .toss();
      await expectSent("insurance.issued", aboutOrder(order.guid), 0);
      await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200).toss();
      await expectSent("insurance.issued", policy(order.guid, path.vehicle_guid), 1);
    },
  );

  suite.rule(
    "a cancel ends the issued policy with one insurance.canceled, the draft silently; archiving after sends none (rule: policy ends)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const [issued, draft] = order.vehicles.map((vehicle: ApiObject) => vehicle.guid as string);
      await suite
        .call("syncInsurancePolicy", { path: { guid: order.guid } })
        .expectStatus(200)
        .toss();
      const path = { order_guid: order.guid, vehicle_guid: issued };
      await suite.call("issueInsurancePolicy", { path, body: {} }).expectStatus(200).toss();
      await orderHelper(suite, "cancelSandboxOrder", order.guid);
      await expectSent("insurance.canceled", policy(order.guid, issued), 1);
      await expectSent("insurance.canceled", policy(order.guid, draft), 0);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      await expectSent("insurance.canceled", aboutOrder(order.guid), 1);
    },
  );

  const offers = [
    { case: "an unreachable carrier", body: { carrier_email: "ops@unreachable.example" }, sent: 0, failed: 1 },
    { case: "a reachable carrier", body: { carrier_email: "ops@reachable.example" }, sent: 1, failed: 0 },
  ] as const;
  suite.rules(
    offers,
    "an offer to $case: offer.sent $sent, offer.sent.failed $failed (rule: offer actions)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      const offer: ApiObject = await suite
        .call("sendLoadOffer", { path: { order_guid: order.guid }, body: c.body })
        .expectStatus(200)
        .returns("data.object");
      const about = (payload: Record<string, unknown>) => payload.offer_guid === offer.guid;
      await expectSent("offer.sent", about, c.sent);
      await expectSent("offer.sent.failed", about, c.failed);
    },
  );

  type OfferStep = (offerGuid: string, orderGuid: string) => Promise<unknown>;
  const answer =
    (...operationIds: string[]): OfferStep =>
    async (offerGuid) => {
      for (const operationId of operationIds) {
        await suite
          .call(operationId, { path: { offer_guid: offerGuid } })
          .expectStatus(200)
          .toss();
      }
    };
  const previous: { state: string; step: OfferStep; canceled: 0 | 1 }[] = [
    { state: "not answered (new)", step: async () => {}, canceled: 1 },
    { state: "declined", step: answer("declineOfferAsCarrier"), canceled: 0 },
    { state: "canceled by the carrier", step: answer("acceptOfferAsCarrier", "cancelOfferAsCarrier"), canceled: 0 },
    {
      state: "accepted, the order then canceled by the shipper",
      step: async (offerGuid, orderGuid) => {
        await answer("acceptOfferAsCarrier")(offerGuid, orderGuid);
        await helper("cancelSandboxOrder")(orderGuid, 200);
      },
      canceled: 0,
    },
  ];
  suite.rules(
    previous,
    "a second offer after the first was $state: offer.canceled $canceled for the first (rule: G-065 second offer)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      const send = (carrier_usdot: string): Promise<ApiObject> =>
        suite
          .call("sendLoadOffer", { path: { order_guid: order.guid }, body: { carrier_usdot } })
          .expectStatus(200)
          .returns("data.object");
      const first = await send("3141592");
      await c.step(first.guid, order.guid);
      await send("2718281");
      await expectSent("offer.canceled", (payload) => payload.offer_guid === first.guid, c.canceled);
    },
    { assumes: "G-065" },
  );

  /** A network carrier, preferred or not. */
  async function carrier(preferred: boolean): Promise<ApiObject> {
    const created: ApiObject = await suite
      .call("addNetworkCarrier", { body: networkCarrierBody() })
      .expectStatus(200)
      .returns("data.object");
    if (preferred) {
      await suite.call("updateCarrierProfile", { path: { guid: created.guid }, body: { preferred } }).expectStatus(200);
    }
    return created;
  }
  const leaving = [
    { case: "a preferred carrier's booking", preferred: true, booked: 1, removed: 0 },
    { case: "a refused booking (not preferred)", preferred: false, booked: 0, removed: 0 },
  ] as const;
  suite.rules(
    leaving,
    "$case: order.booked $booked, order.removed_from_loadboard $removed (rule: GAPS booking)",
    [...NEEDS],
    async (c) => {
      const booker = await carrier(c.preferred);
      const order = await createOrder(suite);
      await suite
        .call("postOrderToLoadboard", { path: { guid: order.guid } })
        .expectStatus(200)
        .toss();
      await suite
        .call("bookLoadboardOrder", { path: { order_guid: order.guid }, body: { carrier_guid: booker.guid } })
        .expectStatus(c.preferred ? 200 : 409)
        .toss();
      await expectSent("order.booked", aboutOrder(order.guid), c.booked);
      await expectSent("order.removed_from_loadboard", aboutOrder(order.guid), c.removed);
      // The booking, a later step, leaves the posting's event alone.
      await expectSent("order.posted_to_loadboard", aboutOrder(order.guid), 1);
    },
  );

  const offBoard = [
    { case: "a manual accept", step: helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER), removed: 0 },
    { case: "an archive", step: helper("archiveSandboxOrder"), removed: 1 },
    { case: "a remove", step: helper("removeSandboxOrder"), removed: 1 },
  ] as const;
  suite.rules(
    offBoard,
    "a posted order taken off by $case: order.removed_from_loadboard $removed (rule: G-110, G-078 the event says why)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      await suite
        .call("postOrderToLoadboard", { path: { guid: order.guid } })
        .expectStatus(200)
        .toss();
      await c.step(order.guid, 200);
      await expectSent("order.removed_from_loadboard", aboutOrder(order.guid), c.removed);
    },
    { assumes: ["G-110", "G-078"] },
  );

  suite.rule(
    "archiving an order that was never posted sends no order.removed_from_loadboard (rule: G-078)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      const log: ApiObject[] = await suite
        .call("listSandboxWebhookDeliveries", { query: { action: "order.removed_from_loadboard" } })
        .expectStatus(200)
        .returns("data.objects");
      expectField(log, "/*/payload/order_guid").not.toContain(order.guid);
    },
    { assumes: "G-078" },
  );
});

describe("escalations and payment-service settings", () => {
  suite.rule(
    "resolving an escalation again is 409 and sends no second escalation.resolved (rule: one event per change)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const reasons = { reasons: { CHARGES_DUE: "Storage fees before release." } };
      const escalation = await orderHelper(suite, "submitEscalationAsBroker", order.guid, reasons);
      const path = { order_guid: order.guid, escalation_guid: escalation.guid };
      const body = { resolve_reasons: { CHARGES_DUE: "Fees paid by the shipper." } };
      const about = (payload: Record<string, unknown>) => payload.escalation_guid === escalation.guid;
      await suite.call("resolveEscalation", { path, body }).expectStatus(200).toss();
      await expectSent("escalation.resolved", about, 1);
      await suite.call("resolveEscalation", { path, body }).expectStatus(409).toss();
      await expectSent("escalation.resolved", about, 1);
    },
  );

  suite.rule(
    "an escalation keeps the broker's reasons; its resolve answers and sends the shipper's resolve_reasons (rule: escalation.resolved payload)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const reasons = { CHARGES_DUE: "Storage fees before release.", VEHICLE_IS_NOT_AT_LOCATION: "Not at the lot." };
      const submitted = await orderHelper(suite, "submitEscalationAsBroker", order.guid, { reasons });
      expectField(submitted, "/reasons").toEqual(reasons);
      const resolveReasons = { CHARGES_DUE: "Fees paid by the shipper." };
      const path = { order_guid: order.guid, escalation_guid: submitted.guid };
      const resolved: ApiObject = await suite
        .call("resolveEscalation", { path, body: { resolve_reasons: resolveReasons } })
        .expectStatus(200)
        .returns("data.object");
      expectField(resolved).toMatchObject({ status: "resolved", reasons, resolve_reasons: resolveReasons });
      const about = (payload: Record<string, unknown>) =>
        payload.escalation_guid === submitted.guid &&
        JSON.stringify(payload.resolve_reasons) === JSON.stringify(resolveReasons);
      await expectSent("escalation.resolved", about, 1);
    },
  );

  suite.rule(
    "resolving an unknown escalation, or another order's, is 404 and resolves nothing (rule: missing objects)",
    ["writes", "testHelpers"],
    async () => {
      const [order, other] = [await createOrder(suite), await createOrder(suite)];
      const body = { reasons: { CHARGES_DUE: "Storage fees before release." } };
      const escalation = await orderHelper(suite, "submitEscalationAsBroker", order.guid, body);
      const resolve = (path: Record<string, string>) =>
        suite.call("resolveEscalation", { path, body: { resolve_reasons: { CHARGES_DUE: "Paid." } } });
      await resolve({ order_guid: other.guid, escalation_guid: escalation.guid }).expectStatus(404);
      await resolve({ order_guid: order.guid, escalation_guid: UNKNOWN_GUID }).expectStatus(404);
      await resolve({ order_guid: order.guid, escalation_guid: escalation.guid })
        .expectStatus(200)
        .expectJson("data.object.status", "resolved");
    },
  );

  suite.rule(
    "platformpay_settings.updated only when a setting changed (rule: G-141 payment-service settings)",
    [...NEEDS],
    async () => {
      const settings = (operationId: string, status = 200, body?: Record<string, unknown>) =>
        suite
          .call(operationId, body ? { body } : {})
          .expectStatus(status)
          .toss();
      // The settings are the organisation's: a shared target may have changed them, and logged it, before this
      // test. It starts from inactive and counts only the deliveries logged after that.
      await settings("deactivatePaymentService");
      const log = async (): Promise<ApiObject[]> =>
        suite
          .call("listSandboxWebhookDeliveries", { query: { action: "platformpay_settings.updated" } })
          .expectStatus(200)
          .returns("data.objects");
      const earlier = (await log()).length;
      // The log is oldest first: what this test caused is what follows the entries logged before it.
      const expectNew = async (times: number) =>
        expect((await log()).slice(earlier), "platformpay_settings.updated logged since the test began").toHaveLength(
          times,
        );
      await settings("deactivatePaymentService");
      await expectNew(0);
      await settings("activatePaymentService", 200, { flow: "automatic" });
      await expectNew(1);
      await settings("activatePaymentService", 200, { flow: "automatic" });
      await expectNew(1);
      await settings("deactivatePaymentService");
      await expectNew(2);
      await settings("suspendPaymentService", 409);
      await expectNew(2);
    },
    { assumes: "G-141" },
  );
});

describe("the driver's updates (sandbox rules)", () => {
  const ETA = { date_from: ADJUSTED_PICKUP, date_until: "2026-03-19T17:00:00.000+0000", notes: "Traffic on I-35." };
  type Prepare = (guid: string) => Promise<unknown>;
  const accepted: Prepare = (guid) => helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER)(guid, 200);
  const pickedUp: Prepare = async (guid) => {
    await accepted(guid);
    await helper("manuallyMarkOrderAsPickedUp", { adjusted_date: ADJUSTED_PICKUP })(guid, 200);
  };
  const delivered: Prepare = async (guid) => {
    await pickedUp(guid);
    await helper("manuallyMarkOrderAsDelivered", { adjusted_delivery_date: "2026-03-19T17:00:00.000+0000" })(guid, 200);
  };
  const updates = [
    { update: "updatePickupEtaAsDriver", body: ETA, action: "vehicle.pickup_eta_updated_by_driver" },
    { update: "updateDeliveryEtaAsDriver", body: ETA, action: "vehicle.delivery_eta_updated_by_driver" },
    { update: "reportDriverLocation", body: OKLAHOMA_CITY, action: "vehicle.driver_location_updated" },
  ];
  const states: { status: string; prepare: Prepare; takes: string[] }[] = [
    { status: "new", prepare: async () => {}, takes: [] },
    { status: "accepted", prepare: accepted, takes: ["updatePickupEtaAsDriver", "updateDeliveryEtaAsDriver"] },
    { status: "picked_up", prepare: pickedUp, takes: ["updateDeliveryEtaAsDriver", "reportDriverLocation"] },
    { status: "delivered", prepare: delivered, takes: [] },
  ];
  const cases = updates.flatMap((u) =>
    states.map((s) => {
      const taken = s.takes.includes(u.update);
      return { ...u, ...s, taken, outcome: taken ? `sends ${u.action}` : "is 409 and sends nothing" };
    }),
  );
  suite.rules(
    cases,
    "$update on a $status order $outcome (rule: G-071 driver updates)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      await c.prepare(order.guid);
      const call = suite.call(c.update, { path: { order_guid: order.guid }, body: c.body });
      if (c.taken) await call.expectStatus(200);
      else await call.expectStatus(409).expectJsonLike({ data: { error_id: "DRIVER_UPDATE_NOT_ALLOWED" } });
      await expectSent(c.action, aboutOrder(order.guid), c.taken ? 1 : 0);
    },
    { assumes: "G-071" },
  );

  // About 111.2 km per degree of latitude: 0.0085 degrees is about 0.95 km, 0.0095 about 1.06 km.
  const moves = [
    { case: "less than 1 km", north: 0.0085, times: 1 },
    { case: "more than 1 km", north: 0.0095, times: 2 },
  ] as const;
  suite.rules(
    moves,
    "a second location $case away sends $times driver_location_updated in all (rule: meaningful movement)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      await pickedUp(order.guid);
      await orderHelper(suite, "reportDriverLocation", order.guid, OKLAHOMA_CITY);
      const moved = { ...OKLAHOMA_CITY, latitude: OKLAHOMA_CITY.latitude + c.north };
      await orderHelper(suite, "reportDriverLocation", order.guid, moved);
      await expectSent("vehicle.driver_location_updated", aboutOrder(order.guid), c.times);
    },
  );
});
