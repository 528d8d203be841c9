/**
 * The activity entry each change of an order's status records (G-060, G-179): its code, the status, who made it (the
 * user, or no user for a carrier), the carrier columns, and the vehicles only in `picked_up` and `delivered`; and no
 * entry for a change that did not happen. The changes themselves are in order-lifecycle.contract.ts.
 */
import { describe, expect } from "vitest";
import {
  ACCEPT,
  acceptedOrder,
  DELIVER,
  INVOICE,
  MANUAL_CARRIER,
  type OrderStep,
  orderAfter,
  orderHelper,
  PAY,
  PICK_UP,
  VERIFY,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { withoutUndocumented } from "../src/harness/documented-keys.js";
import { expectField } from "../src/harness/expect-field.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("order-activities");
const NEEDS = ["writes", "testHelpers"] as const;

type Step = OrderStep;

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

/** Every field of an activity entry (the document's ActivityLog), in the spec's order. */
const ENTRY_FIELDS = [
  "guid",
  "id",
  "created_at",
  "code",
  "action_status",
  "status",
  "carrier_guid",
  "carrier_name",
  "carrier_address",
  "carrier_city",
  "carrier_state",
  "carrier_zip",
  "carrier_contact_name",
  "carrier_email",
  "carrier_phone",
  "carrier_usdot",
  "driver_name",
  "driver_phone",
  "error_message",
  "error_details",
  "user",
  "vehicles",
];

/**
 * The fields every entry of these flows shares, one by one: all of them present and no other the spec names (a key
 * no document names is tolerated, as clients must), a successful action with no error, no driver (none is assigned
 * here), and each carrier column a string or null.
 */
function expectEntryFields(entry: ApiObject): void {
  expectField(entry).toSatisfy(function hasEveryFieldAndNoOtherDocumentedOne(value: ApiObject) {
    return (
      Object.keys(withoutUndocumented(value) as ApiObject)
        .sort()
        .join() === [...ENTRY_FIELDS].sort().join()
    );
  });
  expectField(entry).toMatchObject({
    action_status: "success",
    error_message: null,
    error_details: null,
    driver_name: null,
    driver_phone: null,
  });
  for (const column of ENTRY_FIELDS.filter((field) => field.startsWith("carrier_"))) {
    expectField(entry, `/${column}`).toSatisfy((value: unknown) => value === null || typeof value === "string");
  }
}

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
      expectEntryFields(entries[0]);
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
      expectEntryFields(entry);
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
      expectEntryFields(entries[0]);
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
      expectEntryFields(entry);
      expectField(entry).toMatchObject({ status: c.status, user: null });
      expectField(entry, "/carrier_guid").toBe(OFFERED);
    },
    { assumes: ["G-060", "G-179"] },
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
});
