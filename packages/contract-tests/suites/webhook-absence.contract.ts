/**
 * Events that must not be sent, checked for absence in the delivery log (test helpers) of subscribed actions: one
 * event per change (a change refused or repeated, a no-op or invalid update, sends nothing more), none for what
 * did not happen (a refused mark as paid, a manual pickup's BOL), revision actions by `audit_field_set` (created
 * fires with an empty set, modified does not), and GPS tracking on the test clock (activation not repeated while
 * active; deactivation after more than one hour without a location, not at one hour).
 */
import { describe } from "vitest";
import { ADJUSTED_PICKUP, orderHelper, pickedUpOrder } from "../src/suite/carrier-steps.js";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { networkCarrierBody, orderBody } from "../src/suite/fixtures.js";
import { type ApiObject, advanceClock, createOrder, sendLoadRequest } from "../src/suite/steps.js";
import { aboutOrder, aboutVehicle, type Match } from "../src/webhooks/trigger.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("webhook-absence");
const ACTIONS = [
  "order.archived",
  "order.unarchived",
  "order.cancel",
  "order.manually_marked_as_accepted",
  "order.marked_as_on_hold",
  "order.posted_to_loadboard",
  "order.removed_from_loadboard",
  "order.paid",
  "order.unmark_as_paid",
  "order.picked_up_bol",
  "load_request.declined_by_shipper",
  "vehicle.gps_activated",
  "vehicle.gps_deactivated",
  "insurance.issued",
  "insurance.canceled",
  "offer.sent",
  "offer.sent.failed",
  "order.booked",
  "escalation.resolved",
  "platformpay_settings.updated",
  "vehicle.pickup_eta_updated_by_driver",
  "vehicle.delivery_eta_updated_by_driver",
  "vehicle.driver_location_updated",
];
useWebhooks(suite, [
  ...ACTIONS.map((action) => ({ action })),
  { action: "order.modified", auditFieldSet: ["price", "number"] },
  { action: "vehicle.created", auditFieldSet: [] },
  { action: "vehicle.modified", auditFieldSet: [] },
]);
const NEEDS = ["writes", "webhooks", "testHelpers"] as const;
const OKLAHOMA_CITY = { latitude: 35.4676, longitude: -97.5164 };

/** A named predicate: exactly `times` deliveries of the log match. */
const TIMES: Record<number, (match: Match) => (log: ApiObject[]) => boolean> = {
  0: (match) =>
    function neverSent(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 0;
    },
  1: (match) =>
    function sentOnce(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 1;
    },
  2: (match) =>
    function sentTwice(log) {
      return log.filter((delivery) => match(delivery.payload)).length === 2;
    },
};

/** The delivery log of the action holds `times` deliveries that match. */
async function expectSent(action: string, match: Match, times: 0 | 1 | 2): Promise<void> {
  const log: ApiObject[] = await suite
    .call("listSandboxWebhookDeliveries", { query: { action } })
    .expectStatus(200)
    .returns("data.objects");
  expectField(log).toSatisfy((TIMES[times] as (match: Match) => (log: ApiObject[]) => boolean)(match));
}

/** A helper or API call on an order that must answer `status`. */
type Step = (guid: string, status: number) => Promise<unknown>;
const helper =
  (operationId: string, body?: Record<string, unknown>): Step =>
  (guid, status) =>
    suite
      .call(operationId, { path: { order_guid: guid }, ...(body ? { body } : {}) })
      .expectStatus(status)
      .toss();
const api =
  (operationId: string, body?: unknown): Step =>
  (guid, status) =>
    suite
      .call(operationId, { path: { guid }, ...(body ? { body } : {}) })
      .expectStatus(status)
      .toss();
const MANUAL_CARRIER = { carrier_email: "dispatch@roadrunner-auto.example", carrier_phone: "+1 555 0100" };
const PLATFORMPAY = { payment_method: "platformpay", payment_terms: "5_days", amount: "1250.00" };

describe("one event per change", () => {
  const repeated: { case: string; action: string; once: Step; again: Step; status: number }[] = [
    {
      case: "archiving again",
      action: "order.archived",
      once: helper("archiveSandboxOrder"),
      again: helper("archiveSandboxOrder"),
      status: 409,
    },
    {
      case: "cancelling again",
      action: "order.cancel",
      once: helper("cancelSandboxOrder"),
      again: helper("cancelSandboxOrder"),
      status: 409,
    },
    {
      case: "marking accepted again",
      action: "order.manually_marked_as_accepted",
      once: helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER),
      again: helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER),
      status: 409,
    },
    {
      case: "holding again",
      action: "order.marked_as_on_hold",
      once: helper("markSandboxOrderOnHold"),
      again: helper("markSandboxOrderOnHold"),
      status: 409,
    },
    {
      case: "posting a posted order again",
      action: "order.posted_to_loadboard",
      once: api("postOrderToLoadboard"),
      again: api("postOrderToLoadboard"),
      status: 200,
    },
    {
      case: "removing a removed posting again",
      action: "order.removed_from_loadboard",
      once: async (guid, status) => {
        await api("postOrderToLoadboard")(guid, 200);
        await api("removeOrderFromLoadboard")(guid, status);
      },
      again: api("removeOrderFromLoadboard"),
      status: 404,
    },
    {
      case: "unarchiving an unarchived order",
      action: "order.unarchived",
      once: async (guid, status) => {
        await helper("archiveSandboxOrder")(guid, status);
        await helper("unarchiveSandboxOrder")(guid, status);
      },
      again: helper("unarchiveSandboxOrder"),
      status: 409,
    },
  ];
  suite.rules(
    repeated,
    "$case ($status) sends no second $action (rule: one event per change)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      await c.once(order.guid, 200);
      await expectSent(c.action, aboutOrder(order.guid), 1);
      await c.again(order.guid, c.status);
      await expectSent(c.action, aboutOrder(order.guid), 1);
    },
  );

  const refused: { case: string; action: string; step: Step; status: number; body?: Record<string, unknown> }[] = [
    {
      case: "marking a platformpay order paid",
      action: "order.paid",
      step: (guid, status) =>
        suite
          .call("markOrderAsPaid", { path: { order_guid: guid }, body: { method: "ach" } })
          .expectStatus(status)
          .toss(),
      status: 409,
      body: orderBody({ payment: PLATFORMPAY }),
    },
    {
      case: "unmarking a platformpay order paid",
      action: "order.unmark_as_paid",
      step: helper("unmarkSandboxOrderAsPaid"),
      status: 409,
      body: orderBody({ payment: PLATFORMPAY }),
    },
    {
      case: "unarchiving an order never archived",
      action: "order.unarchived",
      step: helper("unarchiveSandboxOrder"),
      status: 409,
    },
    {
      case: "removing an order never posted",
      action: "order.removed_from_loadboard",
      step: api("removeOrderFromLoadboard"),
      status: 404,
    },
    {
      case: "a PATCH that changes nothing",
      action: "order.modified",
      step: api("updateOrderPartially", { number: orderBody().number, price: orderBody().price }),
      status: 200,
    },
    {
      case: "a refused PATCH",
      action: "order.modified",
      step: api("updateOrderPartially", { price: "-1.00" }),
      status: 400,
    },
    {
      case: "a refused PUT",
      action: "order.modified",
      step: api("updateOrder", orderBody({ price: "1300.001" })),
      status: 400,
    },
    {
      case: "marking picked up by hand (no BOL of a driver)",
      action: "order.picked_up_bol",
      step: async (guid, status) => {
        await helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER)(guid, status);
        await helper("manuallyMarkOrderAsPickedUp", { adjusted_date: ADJUSTED_PICKUP })(guid, status);
      },
      status: 200,
    },
  ];
  suite.rules(
    refused,
    "$case ($status) sends no $action (rule: no event without the change)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite, c.body);
      await c.step(order.guid, c.status);
      await expectSent(c.action, aboutOrder(order.guid), 0);
    },
  );

  suite.rule(
    "declining an answered load request again sends no second declined event (rule: one event per change)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const request = await sendLoadRequest(suite, order.guid);
      const path = { order_guid: order.guid, request_guid: request.guid };
      const about = (payload: Record<string, unknown>) =>
        (payload.data as ApiObject | undefined)?.guid === request.guid;
      await suite.call("declineLoadRequest", { path, body: {} }).expectStatus(200).toss();
      await expectSent("load_request.declined_by_shipper", about, 1);
      await suite.call("declineLoadRequest", { path, body: {} }).expectStatus(409).toss();
      await suite.call("acceptLoadRequest", { path }).expectStatus(409).toss();
      await expectSent("load_request.declined_by_shipper", about, 1);
    },
  );
});

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
    },
  );

  const offBoard = [
    { case: "a manual accept", step: helper("manuallyMarkOrderAsAccepted", MANUAL_CARRIER), removed: 0 },
    { case: "an archive", step: helper("archiveSandboxOrder"), removed: 1 },
    { case: "a remove", step: helper("removeSandboxOrder"), removed: 1 },
  ] as const;
  suite.rules(
    offBoard,
    "a posted order taken off by $case: order.removed_from_loadboard $removed (rule: GAPS the event says why)",
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
    "platformpay_settings.updated only when a setting changed (rule: GAPS payment-service settings)",
    [...NEEDS],
    async () => {
      const any = () => true;
      const settings = (operationId: string, status = 200, body?: Record<string, unknown>) =>
        suite
          .call(operationId, body ? { body } : {})
          .expectStatus(status)
          .toss();
      await settings("deactivatePaymentService");
      await expectSent("platformpay_settings.updated", any, 0);
      await settings("activatePaymentService", 200, { flow: "automatic" });
      await expectSent("platformpay_settings.updated", any, 1);
      await settings("activatePaymentService", 200, { flow: "automatic" });
      await expectSent("platformpay_settings.updated", any, 1);
      await settings("deactivatePaymentService");
      await expectSent("platformpay_settings.updated", any, 2);
      await settings("suspendPaymentService", 409);
      await expectSent("platformpay_settings.updated", any, 2);
    },
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
  suite.rules(cases, "$update on a $status order $outcome (rule: GAPS driver updates)", [...NEEDS], async (c) => {
    const order = await createOrder(suite);
    await c.prepare(order.guid);
    const call = suite.call(c.update, { path: { order_guid: order.guid }, body: c.body });
    if (c.taken) await call.expectStatus(200);
    else await call.expectStatus(409).expectJsonLike({ data: { error_id: "DRIVER_UPDATE_NOT_ALLOWED" } });
    await expectSent(c.action, aboutOrder(order.guid), c.taken ? 1 : 0);
  });

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

describe("revision actions and an empty audit_field_set", () => {
  suite.rule(
    "vehicle.created fires with an empty set; vehicle.modified does not (rule: revision fields)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const [first] = order.vehicles;
      await expectSent("vehicle.created", aboutVehicle(first.guid), 1);
      const changed = {
        type: first.type,
        vin: "4T1C11AK5NU600001",
        make: first.make,
        model: first.model,
        guid: first.guid,
      };
      await suite
        .call("updateOrderPartially", { path: { guid: order.guid }, body: { vehicles: [changed] } })
        .expectStatus(200)
        .toss();
      await expectSent("vehicle.modified", aboutVehicle(first.guid), 0);
      await expectSent("vehicle.created", aboutVehicle(first.guid), 1);
    },
  );
});

describe("vehicle.created on every path", () => {
  const paths = [
    { by: "PATCH", operationId: "updateOrderPartially", body: (vehicles: unknown[]) => ({ vehicles }) },
    { by: "PUT", operationId: "updateOrder", body: (vehicles: unknown[]) => orderBody({ vehicles }) },
  ];
  suite.rules(
    paths,
    "a vehicle added by $by sends one vehicle.created, the kept one none (rule: revision actions)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      const kept = order.vehicles.map((v: ApiObject) => ({
        guid: v.guid,
        type: v.type,
        vin: v.vin,
        make: v.make,
        model: v.model,
        year: v.year,
        price: v.price,
      }));
      const added = { type: "van", vin: "1FTBW2CM5HKA00077", make: "Ford", model: "Transit", year: 2020 };
      const updated: ApiObject = await suite
        .call(c.operationId, { path: { guid: order.guid }, body: c.body([...kept, added]) })
        .expectStatus(200)
        .returns("data.object");
      const fresh = (updated.vehicles as ApiObject[]).find((v) => v.vin === added.vin);
      await expectSent("vehicle.created", aboutVehicle(String(fresh?.guid)), 1);
      for (const vehicle of order.vehicles) await expectSent("vehicle.created", aboutVehicle(vehicle.guid), 1);
    },
  );
});

// Alone and last: these move the clock.
describe.sequential("GPS tracking (test clock)", () => {
  const CLOCK = [...NEEDS, "testClock"] as const;
  const HOUR_S = 3600;

  suite.rule(
    "activation is not repeated while active; more than one hour without a location deactivates, one hour does not (rule: GPS)",
    [...CLOCK],
    async () => {
      const { order } = await pickedUpOrder(suite);
      const vehicle = aboutVehicle(order.vehicles[0].guid);
      const report = () => orderHelper(suite, "reportDriverLocation", order.guid, OKLAHOMA_CITY);
      await report();
      await expectSent("vehicle.gps_activated", vehicle, 1);
      await advanceClock(suite, HOUR_S - 1);
      await report();
      await expectSent("vehicle.gps_activated", vehicle, 1);
      await advanceClock(suite, HOUR_S);
      await expectSent("vehicle.gps_deactivated", vehicle, 0);
      await advanceClock(suite, 0.001);
      await expectSent("vehicle.gps_deactivated", vehicle, 1);
      await advanceClock(suite, HOUR_S * 2);
      await expectSent("vehicle.gps_deactivated", vehicle, 1);
      await report();
      await expectSent("vehicle.gps_activated", vehicle, 2);
    },
  );
});
