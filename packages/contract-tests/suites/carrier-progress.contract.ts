/**
 * The carrier's progress on an order it was given (sandbox helpers playing the carrier): pickup, delivery and
 * invoice in that order (409 ORDER_STATUS_CONFLICT out of order), and rule 4 of the document: a carrier's step
 * after the shipper moved the order on (a manual mark picked up or delivered, a delivery) leaves the status alone
 * and is received as its `.ignored` webhook.
 */
import { describe, expect } from "vitest";
import {
  ADJUSTED_DELIVERY,
  acceptedOrder,
  answerOffer,
  deliveredOrder,
  markAccepted,
  markDelivered,
  markPickedUp,
  offeredOrder,
  orderHelper,
  pickedUpOrder,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import type { ApiObject } from "../src/harness/steps.js";
import { aboutOrder, aboutVehicle } from "../src/webhooks/trigger.js";
import { subscriptionsFor } from "../src/webhooks/triggers.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("carrier-progress");
const NEEDS = ["writes", "testHelpers"] as const;
const IGNORED = [
  "order.picked_up.ignored",
  "order.delivered.ignored",
  "offer.accepted.ignored",
  "offer.declined.ignored",
  "offer.canceled_by_carrier.ignored",
  "offer.updated_to_accepted.ignored",
];
const webhooks = useWebhooks(suite, [
  ...subscriptionsFor(IGNORED),
  { action: "vehicle.modified", auditFieldSet: ["vehicles.vin"] },
]);

const read = (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

describe("the carrier's steps", () => {
  suite.rule("the carrier picks up, delivers and invoices (rule: carrier progress)", [...NEEDS], async () => {
    const { order } = await acceptedOrder(suite);
    const steps = [
      ["pickUpOrderAsCarrier", "picked_up"],
      ["deliverOrderAsCarrier", "delivered"],
      ["invoiceOrderAsCarrier", "invoiced"],
    ];
    for (const [operationId, status] of steps) {
      const answered = await orderHelper(suite, operationId as string, order.guid);
      expectField(answered).toMatchObject({ status, progress_ignored: false, is_status_changed_manually: false });
    }
  });

  const carrierConflicts = [
    { case: "a carrier delivery before pickup", prepare: acceptedOrder, step: "deliverOrderAsCarrier" },
    { case: "a carrier invoice before delivery", prepare: pickedUpOrder, step: "invoiceOrderAsCarrier" },
  ];
  suite.rules(
    carrierConflicts,
    "$case is 409 ORDER_STATUS_CONFLICT (rule: carrier progress order)",
    [...NEEDS],
    async (c) => {
      const { order } = await c.prepare(suite);
      await suite
        .call(c.step, { path: { order_guid: order.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "ORDER_STATUS_CONFLICT" } });
    },
  );
});

describe("rule 4: late carrier steps are .ignored", () => {
  const IGNORED_NEEDS = [...NEEDS, "webhooks"] as const;

  const progress = [
    {
      action: "order.picked_up.ignored",
      case: "a pickup after a manual mark picked up",
      prepare: async () => (await acceptedOrder(suite)).order,
      mark: markPickedUp,
      step: "pickUpOrderAsCarrier",
      status: "picked_up",
    },
    {
      action: "order.picked_up.ignored",
      case: "a pickup after a manual mark delivered",
      prepare: async () => (await acceptedOrder(suite)).order,
      mark: markDelivered,
      step: "pickUpOrderAsCarrier",
      status: "delivered",
    },
    {
      action: "order.delivered.ignored",
      case: "a delivery after a manual mark delivered",
      prepare: async () => (await pickedUpOrder(suite)).order,
      mark: (_: typeof suite, guid: string) =>
        orderHelper(suite, "manuallyMarkOrderAsDelivered", guid, { adjusted_delivery_date: ADJUSTED_DELIVERY }),
      step: "deliverOrderAsCarrier",
      status: "delivered",
    },
  ];
  suite.rules(progress, "$case keeps the status and sends $action (rule 4)", [...IGNORED_NEEDS], async (c) => {
    const order = await c.prepare();
    await c.mark(suite, order.guid);
    const since = webhooks.receiver.mark();
    const answered = await orderHelper(suite, c.step, order.guid);
    expectField(answered).toMatchObject({ status: c.status, progress_ignored: true });
    expectField(await read(order.guid), "/status").toBe(c.status);
    await webhooks.expectWebhook(c.action, since, aboutOrder(order.guid));
  });

  const answers = [
    {
      action: "offer.accepted.ignored",
      case: "an accept after a manual mark picked up",
      prepare: async () => {
        const offered = await offeredOrder(suite);
        await markAccepted(suite, offered.order.guid);
        await markPickedUp(suite, offered.order.guid);
        return offered;
      },
      answer: "acceptOfferAsCarrier",
      status: "picked_up",
    },
    {
      action: "offer.accepted.ignored",
      case: "an accept after a manual mark delivered",
      prepare: async () => {
        const offered = await offeredOrder(suite);
        await markAccepted(suite, offered.order.guid);
        await markDelivered(suite, offered.order.guid);
        return offered;
      },
      answer: "acceptOfferAsCarrier",
      status: "delivered",
    },
    {
      action: "offer.declined.ignored",
      case: "a decline after a manual mark delivered",
      prepare: async () => {
        const offered = await offeredOrder(suite);
        await markAccepted(suite, offered.order.guid);
        await markDelivered(suite, offered.order.guid);
        return offered;
      },
      answer: "declineOfferAsCarrier",
      status: "delivered",
    },
    {
      action: "offer.canceled_by_carrier.ignored",
      case: "a cancel after delivery",
      prepare: () => deliveredOrder(suite),
      answer: "cancelOfferAsCarrier",
      status: "delivered",
    },
    {
      action: "offer.canceled_by_carrier.ignored",
      case: "a cancel after a manual mark delivered, once the order is invoiced",
      prepare: async () => {
        const accepted = await acceptedOrder(suite);
        await markDelivered(suite, accepted.order.guid);
        await orderHelper(suite, "manuallyMarkOrderAsInvoiced", accepted.order.guid, {
          adjusted_invoice_date: ADJUSTED_DELIVERY,
        });
        return accepted;
      },
      answer: "cancelOfferAsCarrier",
      status: "invoiced",
    },
    {
      action: "offer.updated_to_accepted.ignored",
      case: "a revert of a delivered order",
      prepare: () => deliveredOrder(suite),
      answer: "revertOfferAsCarrier",
      status: "delivered",
    },
  ];
  suite.rules(answers, "$case keeps the order $status and sends $action (rule 4)", [...IGNORED_NEEDS], async (c) => {
    const { order, offer } = await c.prepare();
    const since = webhooks.receiver.mark();
    const answered = await answerOffer(suite, c.answer, offer.guid);
    expectField(answered, "/order_status").toBe(c.status);
    expectField(await read(order.guid), "/status").toBe(c.status);
    await webhooks.expectWebhook(c.action, since, (p) => p.offer_guid === offer.guid);
  });
});

describe("rule 4, the other side: steps that are not late are not .ignored", () => {
  const IGNORED_NEEDS = [...NEEDS, "webhooks"] as const;
  /** No delivery of the `.ignored` action names the order (the delivery log of the test helpers). */
  async function expectNoIgnored(action: string, orderGuid: string): Promise<void> {
    const log: ApiObject[] = await suite
      .call("listSandboxWebhookDeliveries", { query: { action } })
      .expectStatus(200)
      .returns("data.objects");
    expectField(log, "/*/payload/order_guid").not.toContain(orderGuid);
  }

  const steps = [
    {
      case: "a delivery after a manual mark picked up only",
      prepare: async () => {
        const { order } = await acceptedOrder(suite);
        await markPickedUp(suite, order.guid);
        return order;
      },
      step: "deliverOrderAsCarrier",
      status: "delivered",
      ignored: "order.delivered.ignored",
    },
    {
      case: "a pickup once the order went back to accepted after a manual delivery",
      prepare: async () => {
        const { order } = await acceptedOrder(suite);
        await markDelivered(suite, order.guid);
        await markAccepted(suite, order.guid);
        return order;
      },
      step: "pickUpOrderAsCarrier",
      status: "picked_up",
      ignored: "order.picked_up.ignored",
    },
    {
      case: "a pickup once a manual delivery was rolled back",
      prepare: async () => {
        const { order } = await acceptedOrder(suite);
        await markDelivered(suite, order.guid);
        await orderHelper(suite, "rollBackManualStatusChange", order.guid);
        return order;
      },
      step: "pickUpOrderAsCarrier",
      status: "picked_up",
      ignored: "order.picked_up.ignored",
    },
  ];
  suite.rules(steps, "$case moves the order to $status, no $ignored (rule 4)", [...IGNORED_NEEDS], async (c) => {
    const order = await c.prepare();
    const answered = await orderHelper(suite, c.step, order.guid);
    expectField(answered).toMatchObject({ status: c.status, progress_ignored: false });
    await expectNoIgnored(c.ignored, order.guid);
  });

  const answers = [
    { case: "a decline after a manual mark picked up only", answer: "declineOfferAsCarrier", offered: true },
    { case: "a cancel after a manual mark picked up only", answer: "cancelOfferAsCarrier", offered: false },
  ];
  suite.rules(answers, "$case is not ignored (rule 4)", [...IGNORED_NEEDS], async (c) => {
    const { order, offer } = c.offered ? await offeredOrder(suite) : await acceptedOrder(suite);
    if (c.offered) await markAccepted(suite, order.guid);
    await markPickedUp(suite, order.guid);
    const answered = await answerOffer(suite, c.answer, offer.guid);
    expectField(answered, "/order_status").toBe("picked_up");
    const action = c.offered ? "offer.declined.ignored" : "offer.canceled_by_carrier.ignored";
    await expectNoIgnored(action, order.guid);
  });

  suite.rule("an accept after a manual mark accepted only is not ignored (rule 4)", [...IGNORED_NEEDS], async () => {
    const { order, offer } = await offeredOrder(suite);
    await markAccepted(suite, order.guid);
    const answered = await answerOffer(suite, "acceptOfferAsCarrier", offer.guid);
    expectField(answered, "/order_status").toBe("accepted");
    await expectNoIgnored("offer.accepted.ignored", order.guid);
  });
});

describe("who made a revision", () => {
  const IGNORED_NEEDS = [...NEEDS, "webhooks"] as const;
  const changers = [
    { by: "the carrier", names: "carrier_guid, no user_guid", carrier: true },
    { by: "the shipper", names: "user_guid, no carrier_guid", carrier: false },
  ];
  suite.rules(
    changers,
    "a vin corrected by $by: vehicle.modified names $names (rule: revision payload)",
    [...IGNORED_NEEDS],
    async (c) => {
      const { order } = await acceptedOrder(suite);
      const vehicle = order.vehicles[0];
      const vin = "4T1C11AK5NU600042";
      const since = webhooks.receiver.mark();
      if (c.carrier) {
        await suite
          .call("updateVehicleAsCarrier", {
            path: { order_guid: order.guid, vehicle_guid: vehicle.guid },
            body: { vin },
          })
          .expectStatus(200)
          .toss();
      } else {
        const { guid, type, make, model, year } = vehicle;
        const vehicles = [
          { guid, type, make, model, year, vin },
          ...order.vehicles.slice(1).map((v: ApiObject) => ({
            guid: v.guid,
            type: v.type,
            vin: v.vin,
            make: v.make,
            model: v.model,
            year: v.year,
          })),
        ];
        await suite
          .call("updateOrderPartially", { path: { guid: order.guid }, body: { vehicles } })
          .expectStatus(200)
          .toss();
      }
      const { payload } = await webhooks.expectWebhook("vehicle.modified", since, aboutVehicle(vehicle.guid));
      expectField(payload, "/data").toEqual({ vin: { old_value: vehicle.vin, new_value: vin } });
      if (c.carrier) {
        expectField(payload, "/carrier_guid").toEqual(expect.any(String));
        expectField(payload, "/user_guid").toBeUndefined();
      } else {
        expectField(payload, "/user_guid").toEqual(expect.any(String));
        expectField(payload, "/carrier_guid").toBeUndefined();
      }
    },
  );
});
