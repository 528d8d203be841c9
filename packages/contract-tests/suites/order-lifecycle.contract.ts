/**
 * The order status machine as the shipper moves it, through the sandbox helpers that play the shipper's web
 * interface: every row of the document's States table, the other lifecycle changes (spec/GAPS.md "States and
 * transitions"), the status each undo goes back to, the manual mark a later change keeps, the refused changes (409
 * ORDER_STATUS_CONFLICT, 400 for a missing date or carrier field) and `changed_at` (test clock). The carrier's side,
 * rule 4 and the `.ignored` webhooks are in carrier-progress.contract.ts; the activity entry each change records in
 * order-activities.contract.ts; the manual marks' dates in order-mark-dates.contract.ts.
 */
import { describe, expect } from "vitest";
import {
  ACCEPT,
  ADJUSTED_DELIVERY,
  acceptedOrder,
  DELIVER as DELIVER_FROM_ACCEPTED,
  expectRefusedNaming,
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
import { expectField } from "../src/harness/expect-field.js";
import { type ApiObject, advanceClock, createOrder } from "../src/harness/steps.js";

const suite = contract("order-lifecycle");
const NEEDS = ["writes", "testHelpers"] as const;

/** A helper call on an order: its operationId and body. */
type Step = OrderStep;

/** A manual mark delivered from `picked_up`: the delivery date only. */
const DELIVER: Step = ["manuallyMarkOrderAsDelivered", { adjusted_delivery_date: ADJUSTED_DELIVERY }];

const read = (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

interface Transition {
  case: string;
  before: Step[];
  step: Step;
  status: string;
  manual: boolean;
}

// The States table of the document, one row per source state it names (and "any" tried from a few).
const STATES_TABLE: Transition[] = [
  { case: "cancel a new order", before: [], step: ["cancelSandboxOrder"], status: "order_canceled", manual: false },
  {
    case: "cancel a delivered order",
    before: [ACCEPT, DELIVER_FROM_ACCEPTED],
    step: ["cancelSandboxOrder"],
    status: "order_canceled",
    manual: false,
  },
  { case: "mark accepted from new", before: [], step: ACCEPT, status: "accepted", manual: true },
  { case: "mark accepted from invoiced", before: [INVOICE], step: ACCEPT, status: "accepted", manual: true },
  { case: "mark picked up from accepted", before: [ACCEPT], step: PICK_UP, status: "picked_up", manual: true },
  {
    case: "mark delivered from accepted",
    before: [ACCEPT],
    step: DELIVER_FROM_ACCEPTED,
    status: "delivered",
    manual: true,
  },
  {
    case: "mark delivered from picked_up",
    before: [ACCEPT, PICK_UP],
    step: DELIVER,
    status: "delivered",
    manual: true,
  },
  { case: "mark carrier invoiced from new", before: [], step: INVOICE, status: "invoiced", manual: true },
  {
    case: "mark carrier invoiced from delivered",
    before: [ACCEPT, DELIVER_FROM_ACCEPTED],
    step: INVOICE,
    status: "invoiced",
    manual: true,
  },
];

// The changes the document names only as events (GAPS.md: their rules are the sandbox's).
const OTHER_CHANGES: Transition[] = [
  { case: "mark new from accepted", before: [ACCEPT], step: ["manuallyMarkOrderAsNew"], status: "new", manual: true },
  { case: "mark pending from new", before: [], step: ["manuallyMarkOrderAsPending"], status: "pending", manual: true },
  {
    case: "unmark invoiced back to delivered",
    before: [ACCEPT, DELIVER_FROM_ACCEPTED, INVOICE],
    step: ["manuallyUnmarkOrderAsInvoiced"],
    status: "delivered",
    manual: true,
  },
  {
    case: "roll back a manual accept",
    before: [ACCEPT],
    step: ["rollBackManualStatusChange"],
    status: "new",
    manual: false,
  },
  {
    case: "delivery verified from delivered",
    before: [ACCEPT, DELIVER_FROM_ACCEPTED],
    step: ["markSandboxOrderDeliveryVerified"],
    status: "delivery_verified",
    manual: false,
  },
  {
    case: "unmark delivery verified",
    before: [ACCEPT, DELIVER_FROM_ACCEPTED, ["markSandboxOrderDeliveryVerified"]],
    step: ["unmarkSandboxOrderDeliveryVerified"],
    status: "delivered",
    manual: false,
  },
];

const transition = async (t: Transition) => {
  const order = await orderAfter(suite, t.before);
  const changed = await orderHelper(suite, t.step[0], order.guid, t.step[1]);
  expectField(changed).toMatchObject({ status: t.status, is_status_changed_manually: t.manual });
  expectField(await read(order.guid)).toMatchObject({ status: t.status, is_status_changed_manually: t.manual });
};

describe("the document's States table", () => {
  suite.rules(STATES_TABLE, "$case gives $status (rule: States table)", [...NEEDS], transition);

  suite.rule(
    "archive keeps the status, sets the flag, takes the posting off (rule: States table archive)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT]);
      await orderHelper(suite, "manuallyMarkOrderAsNew", order.guid);
      await suite.call("postOrderToLoadboard", { path: { guid: order.guid } }).expectStatus(200);
      const archived = await orderHelper(suite, "archiveSandboxOrder", order.guid);
      expectField(archived).toMatchObject({
        status: "new",
        is_posted_to_loadboard: false,
        lifecycle: { is_archived: true },
      });
    },
  );

  suite.rule(
    "mark and unmark as paid: paid, then the status before (rule: States table paid)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT, PICK_UP]);
      await suite.call("markOrderAsPaid", { path: { order_guid: order.guid }, body: {} }).expectStatus(200);
      expectField(await read(order.guid), "/status").toBe("paid");
      expectField(await orderHelper(suite, "unmarkSandboxOrderAsPaid", order.guid), "/status").toBe("picked_up");
    },
  );
});

describe("other lifecycle changes (sandbox rules)", () => {
  suite.rules(OTHER_CHANGES, "$case gives $status (rule: GAPS transitions)", [...NEEDS], transition);

  const flags = [
    { case: "on hold", on: "markSandboxOrderOnHold", off: "unmarkSandboxOrderOnHold", flag: "is_on_hold" },
    { case: "archived", on: "archiveSandboxOrder", off: "unarchiveSandboxOrder", flag: "is_archived" },
  ];
  suite.rules(
    flags,
    "$case is a flag set once and cleared, the status kept (rule: G-078, G-075 flags)",
    [...NEEDS],
    async (f) => {
      const order = await orderAfter(suite, [ACCEPT]);
      expectField(await orderHelper(suite, f.on, order.guid)).toMatchObject({
        status: "accepted",
        lifecycle: { [f.flag]: true },
      });
      await suite.call(f.on, { path: { order_guid: order.guid } }).expectStatus(409);
      expectField(await orderHelper(suite, f.off, order.guid)).toMatchObject({
        status: "accepted",
        lifecycle: { [f.flag]: false },
      });
      await suite.call(f.off, { path: { order_guid: order.guid } }).expectStatus(409);
    },
    { assumes: ["G-078", "G-075"] },
  );

  suite.rule(
    "customer invoiced and paid are stamped once (rule: G-078, G-075 customer billing)",
    [...NEEDS],
    async () => {
      const order = await createOrder(suite);
      for (const operationId of ["markSandboxOrderCustomerInvoiced", "markSandboxOrderCustomerPaid"]) {
        await orderHelper(suite, operationId, order.guid);
        await suite.call(operationId, { path: { order_guid: order.guid } }).expectStatus(409);
      }
      const held = await orderHelper(suite, "markSandboxOrderOnHold", order.guid);
      expectField(held, "/lifecycle/customer_invoiced_at").toEqual(expect.any(String));
      expectField(held, "/lifecycle/customer_paid_at").toEqual(expect.any(String));
    },
    { assumes: ["G-078", "G-075"] },
  );

  suite.rule(
    "a removed order is 404 until restored as it was (rule: G-079 remove)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT]);
      await orderHelper(suite, "removeSandboxOrder", order.guid);
      await suite.call("getOrder", { path: { guid: order.guid } }).expectStatus(404);
      await suite.call("removeSandboxOrder", { path: { order_guid: order.guid } }).expectStatus(409);
      await orderHelper(suite, "restoreSandboxOrder", order.guid);
      expectField(await read(order.guid), "/status").toBe("accepted");
    },
    { assumes: "G-079" },
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
      before: [ACCEPT, DELIVER_FROM_ACCEPTED, VERIFY, ACCEPT, ["rollBackManualStatusChange"]],
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
      prepare: () => orderAfter(suite, [ACCEPT, DELIVER_FROM_ACCEPTED, INVOICE]),
      expected: { status: "delivered", is_status_changed_manually: true, lifecycle: { manually_marked: "delivered" } },
    },
    {
      case: "a manual pickup of an order a carrier accepted",
      prepare: async () => {
        const { order } = await acceptedOrder(suite);
        await orderHelper(suite, PICK_UP[0], order.guid, PICK_UP[1]);
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
    {
      case: "a manual invoice after a manual delivery",
      steps: [ACCEPT, DELIVER_FROM_ACCEPTED],
      next: INVOICE,
      marked: "delivered",
    },
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

describe("refused transitions", () => {
  const conflicts: Array<{ case: string; before: Step[]; step: Step; error: string }> = [
    { case: "mark picked up from new", before: [], step: PICK_UP, error: "ORDER_STATUS_CONFLICT" },
    { case: "mark delivered from new", before: [], step: DELIVER_FROM_ACCEPTED, error: "ORDER_STATUS_CONFLICT" },
    { case: "mark accepted when accepted", before: [ACCEPT], step: ACCEPT, error: "ORDER_STATUS_CONFLICT" },
    {
      case: "cancel an order_canceled order",
      before: [["cancelSandboxOrder"]],
      step: ["cancelSandboxOrder"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "delivery verified before delivery",
      before: [ACCEPT],
      step: ["markSandboxOrderDeliveryVerified"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "unmark invoiced when not invoiced",
      before: [],
      step: ["manuallyUnmarkOrderAsInvoiced"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "roll back with nothing to roll back",
      before: [],
      step: ["rollBackManualStatusChange"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "roll back after another change",
      before: [ACCEPT, ["cancelSandboxOrder"]],
      step: ["rollBackManualStatusChange"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "restore an order that is not removed",
      before: [],
      step: ["restoreSandboxOrder"],
      error: "ORDER_STATUS_CONFLICT",
    },
    {
      case: "a carrier pickup without a carrier",
      before: [ACCEPT],
      step: ["pickUpOrderAsCarrier"],
      error: "CARRIER_NOT_ASSIGNED",
    },
  ];
  suite.rules(conflicts, "$case is 409 $error, nothing changes (rule: refused transitions)", [...NEEDS], async (c) => {
    const order = await orderAfter(suite, c.before);
    const before = await read(order.guid);
    await suite
      .call(c.step[0], { path: { order_guid: order.guid }, ...(c.step[1] ? { body: c.step[1] } : {}) })
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: c.error } });
    expectField(await read(order.guid)).toEqual(before);
  });

  const missing: Array<{ case: string; before: Step[]; step: Step; field: string }> = [
    {
      case: "mark accepted without carrier_phone",
      before: [],
      step: ["manuallyMarkOrderAsAccepted", { carrier_email: MANUAL_CARRIER.carrier_email }],
      field: "carrier_phone",
    },
    {
      case: "mark picked up without adjusted_date",
      before: [ACCEPT],
      step: ["manuallyMarkOrderAsPickedUp", {}],
      field: "adjusted_date",
    },
    {
      case: "mark delivered from accepted without adjusted_pickup_date",
      before: [ACCEPT],
      step: DELIVER,
      field: "adjusted_pickup_date",
    },
    {
      case: "mark invoiced without adjusted_invoice_date",
      before: [],
      step: ["manuallyMarkOrderAsInvoiced", {}],
      field: "adjusted_invoice_date",
    },
    {
      case: "a delivery before the pickup",
      before: [ACCEPT, PICK_UP],
      step: ["manuallyMarkOrderAsDelivered", { adjusted_delivery_date: "2026-03-01T08:00:00.000+0000" }],
      field: "adjusted_delivery_date",
    },
  ];
  suite.rules(missing, "$case is 400 VALIDATION_ERROR naming $field (rule: conditions)", [...NEEDS], async (c) => {
    const order = await orderAfter(suite, c.before);
    await expectRefusedNaming(suite, order.guid, c.step, c.field);
  });

  suite.rule(
    "unmark delivery verified of a delivered order that is not verified is 409, the order unchanged (rule: G-075)",
    [...NEEDS],
    async () => {
      const order = await orderAfter(suite, [ACCEPT, DELIVER_FROM_ACCEPTED]);
      const before = await read(order.guid);
      await suite
        .call("unmarkSandboxOrderDeliveryVerified", { path: { order_guid: order.guid } })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "ORDER_STATUS_CONFLICT" } });
      expectField(await read(order.guid)).toEqual(before);
    },
    { assumes: "G-075" },
  );
});

describe("every source state of the States table's changes", () => {
  const SOURCES: { status: string; before: Step[] }[] = [
    { status: "new", before: [] },
    { status: "pending", before: [["manuallyMarkOrderAsPending"]] },
    { status: "accepted", before: [ACCEPT] },
    { status: "picked_up", before: [ACCEPT, PICK_UP] },
    { status: "delivered", before: [ACCEPT, DELIVER_FROM_ACCEPTED] },
    { status: "delivery_verified", before: [ACCEPT, DELIVER_FROM_ACCEPTED, VERIFY] },
    { status: "invoiced", before: [INVOICE] },
    { status: "paid", before: [["markOrderAsPaid", {}]] },
    { status: "order_canceled", before: [["cancelSandboxOrder"]] },
  ];
  const CHANGES: { change: string; step: Step; status: string; manual: boolean; from: (status: string) => boolean }[] =
    [
      {
        change: "cancel",
        step: ["cancelSandboxOrder"],
        status: "order_canceled",
        manual: false,
        from: (s) => s !== "order_canceled",
      },
      { change: "mark accepted", step: ACCEPT, status: "accepted", manual: true, from: (s) => s !== "accepted" },
      {
        change: "mark carrier invoiced",
        step: INVOICE,
        status: "invoiced",
        manual: true,
        from: (s) => s !== "invoiced",
      },
      { change: "mark picked up", step: PICK_UP, status: "picked_up", manual: true, from: (s) => s === "accepted" },
      {
        change: "mark delivered",
        step: DELIVER_FROM_ACCEPTED,
        status: "delivered",
        manual: true,
        from: (s) => s === "accepted" || s === "picked_up",
      },
      { change: "mark paid", step: ["markOrderAsPaid", {}], status: "paid", manual: false, from: () => true },
    ];
  const cases = CHANGES.flatMap((change) =>
    SOURCES.filter((source) => !(change.change === "mark paid" && source.status === "paid")).map((source) => ({
      ...change,
      before: source.before,
      source: source.status,
      outcome: change.from(source.status) ? `gives ${change.status}` : "is 409 ORDER_STATUS_CONFLICT",
    })),
  );
  suite.rules(cases, "$change from $source $outcome (rule: States table sources)", [...NEEDS], async (c) => {
    const order = await orderAfter(suite, c.before);
    const path = { order_guid: order.guid };
    const call = suite.call(c.step[0], { path, ...(c.step[1] ? { body: c.step[1] } : {}) });
    if (c.from(c.source)) {
      await call.expectStatus(200);
      expectField(await read(order.guid)).toMatchObject({ status: c.status, is_status_changed_manually: c.manual });
    } else {
      const before = await read(order.guid);
      await call.expectStatus(409).expectJsonLike({ data: { error_id: "ORDER_STATUS_CONFLICT" } });
      expectField(await read(order.guid)).toEqual(before);
    }
  });

  const unmanual = [
    { case: "a cancel", step: ["cancelSandboxOrder"] as Step },
    { case: "mark as paid", step: ["markOrderAsPaid", {}] as Step },
    { case: "delivery verified", step: VERIFY, before: [ACCEPT, DELIVER_FROM_ACCEPTED] as Step[] },
  ];
  suite.rules(
    unmanual,
    "$case after a manual change clears is_status_changed_manually (rule: GAPS manual flag)",
    [...NEEDS],
    async (c) => {
      const order = await orderAfter(suite, c.before ?? [ACCEPT]);
      expectField(await read(order.guid), "/is_status_changed_manually").toBe(true);
      await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      expectField(await read(order.guid), "/is_status_changed_manually").toBe(false);
    },
  );

  const carrierFields = [
    { case: "no carrier_email", body: { carrier_phone: MANUAL_CARRIER.carrier_phone }, field: "carrier_email" },
    { case: "no carrier field", body: {}, field: "carrier_email" },
  ];
  suite.rules(
    carrierFields,
    "mark accepted with $case is 400 naming $field, the order unchanged (rule: carrier_email and carrier_phone)",
    [...NEEDS],
    async (c) => {
      const order = await createOrder(suite);
      const answer: ApiObject = await suite
        .call("manuallyMarkOrderAsAccepted", { path: { order_guid: order.guid }, body: c.body })
        .expectStatus(400)
        .returns("res.body");
      expectField(answer, "/data/details").toHaveProperty([c.field]);
      expectField(await read(order.guid), "/status").toBe("new");
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
