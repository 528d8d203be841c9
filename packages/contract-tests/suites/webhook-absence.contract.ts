/**
 * Events that must not be sent, checked for absence in the delivery log (test helpers) of subscribed actions: one
 * event per change (a change refused or repeated, a no-op or invalid update, sends nothing more), none for what
 * did not happen (a refused mark as paid, a manual pickup's BOL), revision actions by `audit_field_set` (created
 * fires with an empty set and on every path, modified does not), and GPS tracking on the test clock (activation
 * not repeated while active; deactivation after more than one hour without a location, not at one hour). Both
 * sides of the other events are in event-pairs.contract.ts. Along whole paths of an order (the carrier's steps,
 * delivery verified and payments, the shipper's manual marks), no later step sends an earlier step's event again.
 */
import { describe } from "vitest";
import {
  ADJUSTED_DELIVERY,
  ADJUSTED_PICKUP,
  acceptedOrder,
  orderHelper,
  pickedUpOrder,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { deliveryLog, MANUAL_CARRIER, type OrderStep, PLATFORMPAY } from "../src/harness/delivery-log.js";
import { orderBody } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder, sendLoadRequest } from "../src/harness/steps.js";
import { aboutOrder, aboutVehicle } from "../src/webhooks/trigger.js";
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
  "order.picked_up",
  "order.delivered",
  "order.delivered_bol",
  "order.invoiced",
  "order.customer_invoiced",
  "order.customer_paid",
  "order.marked_as_delivery_verified",
  "order.unmarked_as_delivery_verified",
  "order.manually_marked_as_picked_up",
  "order.manually_marked_as_delivered",
  "order.rolled_back_manual_status_change",
  "load_request.declined_by_shipper",
  "vehicle.gps_activated",
  "vehicle.gps_deactivated",
];
useWebhooks(suite, [
  ...ACTIONS.map((action) => ({ action })),
  { action: "order.modified", auditFieldSet: ["price", "number"] },
  { action: "vehicle.created", auditFieldSet: [] },
  { action: "vehicle.modified", auditFieldSet: [] },
]);
const NEEDS = ["writes", "webhooks", "testHelpers"] as const;
const OKLAHOMA_CITY = { latitude: 35.4676, longitude: -97.5164 };
const { expectSent, helper, api } = deliveryLog(suite);

describe("one event per change", () => {
  const repeated: { case: string; action: string; once: OrderStep; again: OrderStep; status: number }[] = [
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

  const refused: { case: string; action: string; step: OrderStep; status: number; body?: Record<string, unknown> }[] = [
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

describe("a later step sends no earlier step's event again", () => {
  // The order-level actions this suite subscribes, besides the ones no path below takes.
  const ORDER_ACTIONS = ACTIONS.filter((action) => action.startsWith("order."));
  const paths: { path: string; steps: OrderStep[]; sent: string[] }[] = [
    {
      path: "the carrier picks up, delivers and invoices; paid, then invoiced to and paid by the customer",
      steps: [
        helper("pickUpOrderAsCarrier"),
        helper("deliverOrderAsCarrier"),
        helper("invoiceOrderAsCarrier"),
        helper("markOrderAsPaid", {}),
        helper("markSandboxOrderCustomerInvoiced"),
        helper("markSandboxOrderCustomerPaid"),
      ],
      sent: [
        "order.picked_up",
        "order.picked_up_bol",
        "order.delivered",
        "order.delivered_bol",
        "order.invoiced",
        "order.paid",
        "order.customer_invoiced",
        "order.customer_paid",
      ],
    },
    {
      path: "the carrier delivers; delivery verified and unverified; paid by the customer, paid and unmarked paid",
      steps: [
        helper("pickUpOrderAsCarrier"),
        helper("deliverOrderAsCarrier"),
        helper("markSandboxOrderDeliveryVerified"),
        helper("unmarkSandboxOrderDeliveryVerified"),
        helper("markSandboxOrderCustomerPaid"),
        helper("markOrderAsPaid", {}),
        helper("unmarkSandboxOrderAsPaid"),
      ],
      sent: [
        "order.picked_up",
        "order.picked_up_bol",
        "order.delivered",
        "order.delivered_bol",
        "order.marked_as_delivery_verified",
        "order.unmarked_as_delivery_verified",
        "order.customer_paid",
        "order.paid",
        "order.unmark_as_paid",
      ],
    },
    {
      path: "the shipper marks picked up, then delivered, and rolls the delivery back",
      steps: [
        helper("manuallyMarkOrderAsPickedUp", { adjusted_date: ADJUSTED_PICKUP }),
        helper("manuallyMarkOrderAsDelivered", { adjusted_delivery_date: ADJUSTED_DELIVERY }),
        helper("rollBackManualStatusChange"),
      ],
      sent: [
        "order.manually_marked_as_picked_up",
        "order.manually_marked_as_delivered",
        "order.rolled_back_manual_status_change",
      ],
    },
    {
      path: "the shipper marks delivered straight from accepted, then rolls it back",
      steps: [
        helper("manuallyMarkOrderAsDelivered", {
          adjusted_pickup_date: ADJUSTED_PICKUP,
          adjusted_delivery_date: ADJUSTED_DELIVERY,
        }),
        helper("rollBackManualStatusChange"),
      ],
      sent: ["order.manually_marked_as_delivered", "order.rolled_back_manual_status_change"],
    },
  ];
  suite.rules(
    paths,
    "$path: each event of the path is sent once, no other (rule: one event per change)",
    [...NEEDS],
    async (c) => {
      const { order } = await acceptedOrder(suite);
      for (const step of c.steps) await step(order.guid, 200);
      for (const action of ORDER_ACTIONS) {
        await expectSent(action, aboutOrder(order.guid), c.sent.includes(action) ? 1 : 0);
      }
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
