/**
 * The order status machine beyond the rows of its States table (order-lifecycle.contract.ts has those): the
 * activity entry each change records, the status each undo goes back to, the loadboard and BOL side effects of a
 * change, and `changed_at` (test clock). Written for the mutants `pnpm mutation` left alive in order-status.ts,
 * order-lifecycle.ts and manual-marks.ts (mutation/survivors/); the manual marks' dates are in
 * order-mark-dates.contract.ts.
 */
import { describe, expect } from "vitest";
import {
  ADJUSTED_DELIVERY,
  ADJUSTED_PICKUP,
  acceptedOrder,
  MANUAL_CARRIER,
  orderAfter,
  orderHelper,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";
import { subscriptionsFor } from "../src/webhooks/triggers.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("order-status-kills");
const NEEDS = ["writes", "testHelpers"] as const;
// Subscribed, so that a removal would be in the delivery log.
useWebhooks(suite, subscriptionsFor(["order.removed_from_loadboard"]));

type Step = [operationId: string, body?: Record<string, unknown>];

const ACCEPT: Step = ["manuallyMarkOrderAsAccepted", MANUAL_CARRIER];
const PICK_UP: Step = ["manuallyMarkOrderAsPickedUp", { adjusted_date: ADJUSTED_PICKUP }];
const DELIVER: Step = [
  "manuallyMarkOrderAsDelivered",
  { adjusted_pickup_date: ADJUSTED_PICKUP, adjusted_delivery_date: ADJUSTED_DELIVERY },
];
const INVOICE: Step = ["manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: ADJUSTED_DELIVERY }];
const PAY: Step = ["markOrderAsPaid", {}];
const VERIFY: Step = ["markSandboxOrderDeliveryVerified"];

async function run(guid: string, steps: readonly Step[]): Promise<void> {
  for (const [operationId, body] of steps) await orderHelper(suite, operationId, guid, body);
}

const read = (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

/** The order's activity entries, newest first (G-060), all on one page. */
const activities = (guid: string): Promise<ApiObject[]> =>
  suite
    .call("listOrderActivities", { path: { guid }, query: { size: 100 } })
    .expectStatus(200)
    .returns("data.objects");

/** The entry's vehicles: the order's, with the document's six fields (no lot number in the fixture). */
const listed = (order: ApiObject) =>
  order.vehicles.map((v: ApiObject) => ({
    guid: v.guid,
    lot_number: null,
    make: v.make,
    model: v.model,
    vin: v.vin,
    year: v.year,
  }));

const NO_CARRIER = { carrier_email: null, carrier_phone: null, carrier_name: null, carrier_guid: null };

interface Entry {
  case: string;
  before: Step[];
  step: Step;
  code: string;
  status: string;
  vehicles: boolean;
  carrier?: Record<string, unknown>;
}

// Codes: the document's examples (`marked_as_delivery_verified`, ...) and the sandbox spec's helper descriptions.
const ENTRIES: Entry[] = [
  {
    case: "a manual mark accepted with a carrier name",
    before: [],
    step: ["manuallyMarkOrderAsAccepted", { ...MANUAL_CARRIER, carrier_name: "Roadrunner Auto Transport LLC" }],
    code: "manually_marked_as_accepted",
    status: "accepted",
    vehicles: false,
    carrier: { ...MANUAL_CARRIER, carrier_name: "Roadrunner Auto Transport LLC", carrier_guid: null },
  },
  {
    case: "a manual mark accepted without one",
    before: [],
    step: ACCEPT,
    code: "manually_marked_as_accepted",
    status: "accepted",
    vehicles: false,
    carrier: { ...MANUAL_CARRIER, carrier_name: null },
  },
  {
    case: "a manual mark picked up",
    before: [ACCEPT],
    step: PICK_UP,
    code: "manually_marked_as_picked_up",
    status: "picked_up",
    vehicles: true,
    carrier: NO_CARRIER,
  },
  {
    case: "a manual mark delivered",
    before: [ACCEPT],
    step: DELIVER,
    code: "manually_marked_as_delivered",
    status: "delivered",
    vehicles: true,
  },
  {
    case: "a manual mark invoiced",
    before: [],
    step: INVOICE,
    code: "manually_marked_as_invoiced",
    status: "invoiced",
    vehicles: false,
    carrier: NO_CARRIER,
  },
  {
    case: "a manual unmark invoiced",
    before: [ACCEPT, DELIVER, INVOICE],
    step: ["manuallyUnmarkOrderAsInvoiced"],
    code: "manually_unmarked_as_invoiced",
    status: "delivered",
    vehicles: true,
  },
  {
    case: "a rollback",
    before: [ACCEPT, PICK_UP],
    step: ["rollBackManualStatusChange"],
    code: "rolled_back_manual_status_change",
    status: "accepted",
    vehicles: false,
  },
  {
    case: "a cancel",
    before: [],
    step: ["cancelSandboxOrder"],
    code: "order_canceled",
    status: "order_canceled",
    vehicles: false,
  },
  { case: "a mark as paid", before: [], step: PAY, code: "marked_as_paid", status: "paid", vehicles: false },
  {
    case: "an unmark as paid",
    before: [PAY],
    step: ["unmarkSandboxOrderAsPaid"],
    code: "unmarked_as_paid",
    status: "new",
    vehicles: false,
  },
  {
    case: "a delivery verified",
    before: [ACCEPT, DELIVER],
    step: VERIFY,
    code: "marked_as_delivery_verified",
    status: "delivery_verified",
    vehicles: false,
  },
  {
    case: "an unmark delivery verified",
    before: [ACCEPT, DELIVER, VERIFY],
    step: ["unmarkSandboxOrderDeliveryVerified"],
    code: "unmarked_as_delivery_verified",
    status: "delivered",
    vehicles: true,
  },
];

describe("the activity entry of each status change", () => {
  suite.rules(
    ENTRIES,
    "$case records $code in $status by the user, vehicles only when picked up or delivered (rule: activity entry)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      const count = (await activities(order.guid)).length;
      await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      const entries = await activities(order.guid);
      expectField(entries).toHaveLength(count + 1);
      expectField(entries[0]).toMatchObject({ code: c.code, status: c.status, ...c.carrier });
      expectField(entries[0], "/user/guid").toBe((await read(order.guid)).dispatcher.guid);
      expectField(entries[0], "/vehicles").toEqual(c.vehicles ? listed(order) : []);
    },
    { assumes: ["G-060", "G-179"] },
  );

  suite.rule(
    "a carrier's pickup records `picked_up` by the carrier, no user, with the vehicles (rule: activity entry)",
    [...NEEDS],
    async () => {
      const { order } = await acceptedOrder(suite);
      await orderHelper(suite, "pickUpOrderAsCarrier", order.guid);
      const [entry] = await activities(order.guid);
      expectField(entry).toMatchObject({ code: "picked_up", status: "picked_up", user: null });
      expectField(entry, "/carrier_guid").toEqual(expect.any(String));
      expectField(entry, "/vehicles").toEqual(listed(order));
    },
    { assumes: ["G-060", "G-179"] },
  );

  const OFFERED = "7d3f9a1c-2b4e-4c6d-8e0f-1a2b3c4d5e6f";
  const offer = async (orderGuid: string): Promise<ApiObject> =>
    suite
      .call("sendLoadOffer", { path: { order_guid: orderGuid }, body: { carrier_guid: OFFERED } })
      .expectStatus(200)
      .returns("data.object");

  suite.rule(
    "a sent offer records `pending` by the user, naming the offered carrier (rule: activity entry)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      const count = (await activities(order.guid)).length;
      await offer(order.guid);
      const entries = await activities(order.guid);
      expectField(entries).toHaveLength(count + 1);
      expectField(entries[0]).toMatchObject({ code: expect.stringMatching(/\S/), status: "pending" });
      expectField(entries[0], "/carrier_guid").toBe(OFFERED);
      expectField(entries[0], "/user/guid").toBe((await read(order.guid)).dispatcher.guid);
    },
    { assumes: ["G-060", "G-179"] },
  );

  const answers = [
    { answer: "acceptOfferAsCarrier", status: "accepted", before: [] as string[] },
    { answer: "declineOfferAsCarrier", status: "declined", before: [] as string[] },
    { answer: "cancelOfferAsCarrier", status: "canceled", before: ["acceptOfferAsCarrier"] },
  ];
  suite.rules(
    answers,
    "a carrier's $answer records `$status` by the carrier, no user (rule: activity entry)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      const sent = await offer(order.guid);
      for (const operationId of [...c.before, c.answer]) {
        await suite
          .call(operationId, { path: { offer_guid: sent.guid } })
          .expectStatus(200)
          .toss();
      }
      const [entry] = await activities(order.guid);
      expectField(entry).toMatchObject({ status: c.status, user: null });
      expectField(entry, "/carrier_guid").toBe(OFFERED);
    },
    { assumes: ["G-060", "G-179"] },
  );
});

describe("an undo goes back to the status before (G-062, G-133)", () => {
  const undos: { case: string; before: Step[]; undo: string; status: string }[] = [
    {
      case: "unmark invoiced of an order invoiced when new",
      before: [INVOICE],
      undo: "manuallyUnmarkOrderAsInvoiced",
      status: "new",
    },
    {
      case: "unmark invoiced of an order invoiced when accepted",
      before: [ACCEPT, INVOICE],
      undo: "manuallyUnmarkOrderAsInvoiced",
      status: "accepted",
    },
    {
      case: "unmark paid after a second mark as paid",
      before: [ACCEPT, PICK_UP, PAY, PAY],
      undo: "unmarkSandboxOrderAsPaid",
      status: "picked_up",
    },
    {
      case: "unmark paid of an order that is not paid",
      before: [ACCEPT],
      undo: "unmarkSandboxOrderAsPaid",
      status: "accepted",
    },
    {
      case: "unmark delivery verified after a manual accept was rolled back",
      before: [ACCEPT, DELIVER, VERIFY, ACCEPT, ["rollBackManualStatusChange"]],
      undo: "unmarkSandboxOrderDeliveryVerified",
      status: "delivered",
    },
    {
      case: "unmark invoiced after a manual accept was rolled back",
      before: [INVOICE, ACCEPT, ["rollBackManualStatusChange"]],
      undo: "manuallyUnmarkOrderAsInvoiced",
      status: "new",
    },
    {
      case: "a rollback of an unmark invoiced",
      before: [ACCEPT, INVOICE, ["manuallyUnmarkOrderAsInvoiced"]],
      undo: "rollBackManualStatusChange",
      status: "invoiced",
    },
  ];
  suite.rules(
    undos,
    "$case gives $status (rule: G-133 status before)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      expectField(await orderHelper(suite, c.undo, order.guid), "/status").toBe(c.status);
      expectField(await read(order.guid), "/status").toBe(c.status);
    },
    { assumes: "G-133" },
  );

  suite.rule(
    "unmark paid of an order that is not paid records no status change (rule: G-133)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT]);
      const before = await activities(order.guid);
      await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid);
      expectField(await activities(order.guid)).toEqual(before);
    },
  );

  suite.rule(
    "a rollback undoes only once: a second is 409 (rule: G-077)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT, PICK_UP, ["rollBackManualStatusChange"]]);
      expectField(await read(order.guid), "/status").toBe("accepted");
      await suite
        .call("rollBackManualStatusChange", { path: { order_guid: order.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "ORDER_STATUS_CONFLICT" } });
      expectField(await read(order.guid), "/status").toBe("accepted");
    },
    { assumes: "G-077" },
  );

  const restored = [
    {
      case: "a manual invoice after a manual delivery",
      prepare: () => orderAfter(suite, [ACCEPT, DELIVER, INVOICE]),
      expected: { status: "delivered", is_status_changed_manually: true, lifecycle: { manually_marked: "delivered" } },
    },
    {
      case: "a manual pickup of an order a carrier accepted",
      prepare: async () => {
        const { order } = await acceptedOrder(suite);
        await run(order.guid, [PICK_UP]);
        return order;
      },
      expected: { status: "accepted", is_status_changed_manually: false, lifecycle: { manually_marked: null } },
    },
  ];
  suite.rules(
    restored,
    "a rollback of $case restores the status, the manual flag and the manual mark (rule: G-077)",
    [...NEEDS],
    async (c) => {
      const order = await c.prepare();
      expectField(await orderHelper(suite, "rollBackManualStatusChange", order.guid)).toMatchObject(c.expected);
    },
    { assumes: "G-077" },
  );
});

describe("the manual mark a later status change keeps", () => {
  const later = [
    { case: "a manual invoice after a manual pickup", steps: [ACCEPT, PICK_UP], next: INVOICE, marked: "picked_up" },
    { case: "a manual invoice after a manual delivery", steps: [ACCEPT, DELIVER], next: INVOICE, marked: "delivered" },
    { case: "a manual mark accepted after a manual pickup", steps: [ACCEPT, PICK_UP], next: ACCEPT, marked: null },
  ];
  suite.rules(
    later,
    "$case leaves lifecycle.manually_marked $marked (rule: manually_marked, null only once back before pickup)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.steps);
      const changed = await orderHelper(suite, c.next[0], order.guid, c.next[1]);
      expectField(changed, "/lifecycle/manually_marked").toBe(c.marked);
    },
  );
});

describe("side effects of a status change on the loadboard and the BOL", () => {
  const moves = [
    { case: "a manual mark pending", step: ["manuallyMarkOrderAsPending"] as Step, posted: true },
    { case: "a cancel", step: ["cancelSandboxOrder"] as Step, posted: true },
    { case: "a manual mark accepted", step: ACCEPT, posted: false },
    { case: "a manual mark invoiced", step: INVOICE, posted: false },
    { case: "a mark as paid", step: PAY, posted: false },
  ];
  suite.rules(
    moves,
    "$case of a posted order leaves is_posted_to_loadboard $posted (rule: G-059 open for carriers, G-110)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      await suite.call("postOrderToLoadboard", { path: { guid: order.guid } }).expectStatus(200);
      await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      expectField(await read(order.guid), "/is_posted_to_loadboard").toBe(c.posted);
    },
    { assumes: ["G-059", "G-110"] },
  );

  const bols = [
    { case: "a manual mark accepted", before: [ACCEPT], status: 404 },
    { case: "a cancel", before: [["cancelSandboxOrder"]] as Step[], status: 404 },
    { case: "a manual mark invoiced", before: [INVOICE], status: 404 },
    { case: "a mark as paid", before: [PAY], status: 404 },
    { case: "a manual mark delivered", before: [ACCEPT, DELIVER], status: 200 },
  ];
  suite.rules(
    bols,
    "the BOL after $case is $status (rule: G-056 BOL from the first pickup)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      await suite.call("getOrderBol", { path: { order_guid: order.guid } }).expectStatus(c.status);
    },
    { assumes: "G-056" },
  );
});

describe("refusals and their absence of effects", () => {
  suite.rule(
    "unmark delivery verified of a delivered order that is not verified is 409, the order unchanged (rule: G-075)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT, DELIVER]);
      const before = await read(order.guid);
      await suite
        .call("unmarkSandboxOrderDeliveryVerified", { path: { order_guid: order.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "ORDER_STATUS_CONFLICT" } });
      expectField(await read(order.guid)).toEqual(before);
    },
    { assumes: "G-075" },
  );

  suite.rule(
    "archiving an order that was never posted sends no order.removed_from_loadboard (rule: G-078)",
    [...NEEDS, "webhooks"],
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

  suite.rule(
    "an order without a payment block can be marked and unmarked as paid (rule: no 5xx)",
    [...NEEDS],
    async () => {
      const { payment: _none, ...body } = orderBody();
      const order = await createOrder(suite, body);
      await suite.call("markOrderAsPaid", { path: { order_guid: order.guid }, body: {} }).expectStatus(200);
      expectField(await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid), "/status").toBe("new");
    },
  );
});

// Last and alone: the clock moves, so a change's `changed_at` can be told from the one before.
describe.sequential("changed_at of a change (test clock)", () => {
  const changes = [
    { case: "a cancel", before: [] as Step[], step: ["cancelSandboxOrder"] as Step },
    { case: "a second mark as paid", before: [PAY], step: PAY },
    { case: "an archive", before: [], step: ["archiveSandboxOrder"] as Step },
    { case: "an on hold", before: [], step: ["markSandboxOrderOnHold"] as Step },
  ];
  suite.rules(
    changes,
    "$case moves changed_at to the time of the change (rule: G-041 changed_at)",
    [...NEEDS, "testClock"],
    async (c) => {
      const order = await orderAfter(suite, c.before);
      const before: string = (await read(order.guid)).changed_at;
      await advanceClock(suite, 60);
      await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      expectField(await read(order.guid), "/changed_at").toSatisfy(function aMinuteLater(changed: string) {
        const time = (text: string) => Date.parse(text.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
        return time(changed) - time(before) === 60_000;
      });
    },
    { assumes: "G-041" },
  );
});
