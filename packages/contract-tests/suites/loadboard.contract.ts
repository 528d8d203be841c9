/**
 * The loadboard: posting an order (only an active order open for carriers; an `order_canceled` order can be
 * posted), removing it (404 when not posted), and a preferred carrier booking it instantly (sandbox helper: the
 * order becomes `accepted` and leaves the loadboard; a carrier that is not preferred cannot book).
 */
import { describe } from "vitest";
import {
  ACCEPT,
  CANCEL,
  DELIVER,
  helperStep,
  INVOICE,
  markAccepted,
  type OrderStep,
  orderAfter,
  orderHelper,
  PAY,
  PENDING,
  PICK_UP,
  type Prepare,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { loadRequestBody, networkCarrierBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { answeredStatuses, type OrderInStatus, orderInStatus, paidStatus } from "../src/harness/order-in-status.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/harness/steps.js";

const suite = contract("loadboard");

/** A load request body that names its carrier by `fields` alone (the fixture's USDOT, e-mail and phone left out). */
const requestNaming = (fields: Record<string, unknown>) => ({
  ...loadRequestBody(),
  carrier_usdot: undefined,
  carrier_email: undefined,
  carrier_phone: undefined,
  ...fields,
});
const HELPERS = ["writes", "testHelpers"] as const;

const post = (guid: string) => suite.call("postOrderToLoadboard", { path: { guid } });
const remove = (guid: string) => suite.call("removeOrderFromLoadboard", { path: { guid } });
/** Expects the order, as getOrder reads it, posted to the loadboard or not. */
async function expectPosted(guid: string, posted: boolean): Promise<void> {
  const order: ApiObject = await suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");
  expectField(order, "/is_posted_to_loadboard").toBe(posted);
}

/** A network carrier (sandbox helper) with the given broker-record flags. */
async function carrier(flags: Record<string, boolean>): Promise<ApiObject> {
  const created: ApiObject = await suite
    .call("addNetworkCarrier", { body: networkCarrierBody() })
    .expectStatus(200)
    .returns("data.object");
  if (Object.keys(flags).length > 0) {
    await suite.call("updateCarrierProfile", { path: { guid: created.guid }, body: flags }).expectStatus(200);
  }
  return created;
}

const book = (orderGuid: string, carrierGuid: string) =>
  suite.call("bookLoadboardOrder", { path: { order_guid: orderGuid }, body: { carrier_guid: carrierGuid } });

describe("post and remove", () => {
  suite.rule("posting shows the order on the loadboard; again changes nothing (rule: post)", ["writes"], async () => {
    const order = await createOrder(suite);
    expectField(order, "/is_posted_to_loadboard").toBe(false);
    const first: ApiObject = await post(order.guid).expectStatus(200).returns("data.object");
    expectField(first, "/is_posted_to_loadboard").toBe(true);
    await post(order.guid).expectStatus(200).expectJson("data.object.is_posted_to_loadboard", true);
    await expectPosted(order.guid, true);
  });

  suite.rule("removing takes it off; removing again is 404 (rule: remove)", ["writes"], async () => {
    const order = await createOrder(suite);
    await remove(order.guid).expectStatus(404);
    await post(order.guid).expectStatus(200);
    await remove(order.guid).expectStatus(200).expectJson("data.object.is_posted_to_loadboard", false);
    await expectPosted(order.guid, false);
    await remove(order.guid).expectStatus(404);
  });

  suite.rule("an unknown order is 404 (rule: missing objects)", [], async () => {
    await post(UNKNOWN_GUID).expectStatus(404);
    await remove(UNKNOWN_GUID).expectStatus(404);
  });

  suite.rule("an order_canceled order can be posted (rule: order_canceled is active)", [...HELPERS], async () => {
    const order = await orderAfter(suite, [CANCEL]);
    await post(order.guid).expectStatus(200).expectJson("data.object.status", "order_canceled");
  });

  const notPostable = [
    { case: "an accepted order", before: [ACCEPT], prepare: async () => {} },
    {
      case: "an archived order",
      before: [],
      prepare: (guid: string) => orderHelper(suite, "archiveSandboxOrder", guid),
    },
  ];
  suite.rules(notPostable, "$case is 409 ORDER_NOT_POSTABLE (rule: open orders only)", [...HELPERS], async (c) => {
    const order = await orderAfter(suite, c.before);
    await c.prepare(order.guid);
    await post(order.guid)
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "ORDER_NOT_POSTABLE" } });
    await expectPosted(order.guid, false);
  });

  suite.rule(
    "archiving takes a posted order off the loadboard (rule: archive removes postings)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await orderHelper(suite, "archiveSandboxOrder", order.guid);
      await expectPosted(order.guid, false);
    },
  );
});

describe("booking by a carrier (sandbox helper)", () => {
  suite.rule(
    "a preferred carrier books instantly: accepted, off the loadboard (rule: preferred books)",
    [...HELPERS],
    async () => {
      const preferred = await carrier({ preferred: true });
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await book(order.guid, preferred.guid).expectStatus(200);
      const read: ApiObject = await suite.call("getOrder", { path: { guid: order.guid } }).returns("data.object");
      expectField(read).toMatchObject({ status: "accepted", is_posted_to_loadboard: false });
    },
  );

  const refused: Array<{ case: string; flags: Record<string, boolean>; error: string }> = [
    { case: "a carrier that is not preferred", flags: {}, error: "CARRIER_NOT_PREFERRED" },
    { case: "a blacklisted carrier", flags: { in_blacklist: true }, error: "CARRIER_NOT_PREFERRED" },
  ];
  suite.rules(refused, "$case cannot book (rule: only preferred carriers book)", [...HELPERS], async (c) => {
    const other = await carrier(c.flags);
    const order = await createOrder(suite);
    await post(order.guid).expectStatus(200);
    await book(order.guid, other.guid)
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: c.error } });
    await expectPosted(order.guid, true);
  });

  suite.rule("an order that is not posted cannot be booked (rule: booking needs a posting)", [...HELPERS], async () => {
    const preferred = await carrier({ preferred: true });
    const order = await createOrder(suite);
    await book(order.guid, preferred.guid)
      .expectStatus(409)
      .expectJsonLike({ data: { error_id: "ORDER_NOT_POSTED" } });
  });
});

describe("which orders are on the loadboard (sandbox rules)", () => {
  const helper = (operationId: string, body?: Record<string, unknown>) => helperStep(suite, operationId, body);
  const offer = (guid: string): Promise<ApiObject> =>
    suite
      .call("sendLoadOffer", { path: { order_guid: guid }, body: { carrier_usdot: "3141592" } })
      .expectStatus(200)
      .returns("data.object");
  const offerAnswered = (answer: string) => async (guid: string) => {
    const sent = await offer(guid);
    if (answer === "cancelOfferAsCarrier") {
      await suite.call("acceptOfferAsCarrier", { path: { offer_guid: sent.guid } }).expectStatus(200);
    }
    await suite.call(answer, { path: { offer_guid: sent.guid } }).expectStatus(200);
  };
  const accept: Prepare = (guid) => markAccepted(suite, guid);
  const statuses: (OrderInStatus & { open: boolean })[] = [
    { status: "pending", before: [PENDING], open: true },
    // Answered by the carrier (an order fixture stands in without the carrier's actors).
    ...answeredStatuses(suite).map((answered) => ({ ...answered, open: true })),
    // Brought through the marks by orderAfter (an order fixture stands in without the web interface's actors).
    { status: "picked_up", before: [ACCEPT, PICK_UP], open: false },
    { status: "delivered", before: [ACCEPT, DELIVER], open: false },
    { status: "invoiced", before: [INVOICE], open: false },
    { ...paidStatus(suite), open: false },
  ];
  const postable = statuses.map((s) => ({ ...s, outcome: s.open ? "can be posted" : "is 409 ORDER_NOT_POSTABLE" }));
  suite.rules(
    postable,
    "an order in $status $outcome (rule: G-059 open orders only)",
    [...HELPERS],
    async (c) => {
      const order = await orderInStatus(suite, c);
      if (c.open) {
        await post(order.guid).expectStatus(200).expectJson("data.object.status", c.status);
        await expectPosted(order.guid, true);
      } else {
        await post(order.guid)
          .expectStatus(409)
          .expectJsonLike({ data: { error_id: "ORDER_NOT_POSTABLE" } });
        await expectPosted(order.guid, false);
      }
    },
    { assumes: "G-059" },
  );

  const moves: { case: string; move: Prepare; posted: boolean }[] = [
    { case: "an offer sent (pending)", move: (guid) => offer(guid), posted: true },
    { case: "a manual mark pending", move: helper("manuallyMarkOrderAsPending"), posted: true },
    { case: "a manual mark accepted", move: accept, posted: false },
    { case: "an accepted offer", move: offerAnswered("acceptOfferAsCarrier"), posted: false },
    {
      case: "an accepted load request",
      move: async (guid) => {
        const request = await sendLoadRequest(suite, guid);
        await suite
          .call("acceptLoadRequest", { path: { order_guid: guid, request_guid: request.guid } })
          .expectStatus(200);
      },
      posted: false,
    },
    {
      case: "mark as paid",
      move: (guid) =>
        suite
          .call("markOrderAsPaid", { path: { order_guid: guid }, body: {} })
          .expectStatus(200)
          .toss(),
      posted: false,
    },
    { case: "a cancel (order_canceled)", move: helper("cancelSandboxOrder"), posted: true },
  ];
  suite.rules(
    moves,
    "a posted order after $case is posted: $posted (rule: G-110 a carrier takes it off the loadboard)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await c.move(order.guid);
      await expectPosted(order.guid, c.posted);
    },
    { assumes: "G-110" },
  );

  const statusChanges: { case: string; step: OrderStep; posted: boolean }[] = [
    { case: "a manual mark pending", step: ["manuallyMarkOrderAsPending"], posted: true },
    { case: "a cancel", step: ["cancelSandboxOrder"], posted: true },
    { case: "a manual mark accepted", step: ACCEPT, posted: false },
    { case: "a manual mark invoiced", step: INVOICE, posted: false },
    { case: "a mark as paid", step: PAY, posted: false },
  ];
  suite.rules(
    statusChanges,
    "$case of a posted order leaves is_posted_to_loadboard $posted (rule: G-059 open for carriers, G-110)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await orderHelper(suite, c.step[0], order.guid, c.step[1]);
      await expectPosted(order.guid, c.posted);
    },
    { assumes: ["G-059", "G-110"] },
  );

  suite.rule(
    "a removed order cannot be posted or taken off (404) (rule: G-079 removed orders)",
    [...HELPERS],
    async () => {
      const order = await createOrder(suite);
      await post(order.guid).expectStatus(200);
      await orderHelper(suite, "removeSandboxOrder", order.guid);
      await post(order.guid).expectStatus(404);
      await remove(order.guid).expectStatus(404);
    },
    { assumes: "G-079" },
  );
});

describe("a blacklisted carrier cannot request loads (sandbox helper)", () => {
  const identifiers = [
    { by: "its guid", body: (c: ApiObject) => ({ carrier_guid: c.guid }), blocked: true },
    { by: "its USDOT number", body: (c: ApiObject) => ({ carrier_usdot: c.usdot }), blocked: true },
    { by: "its e-mail", body: (c: ApiObject) => ({ carrier_email: c.email }), blocked: true },
    {
      by: "its e-mail in capitals",
      body: (c: ApiObject) => ({ carrier_email: String(c.email).toUpperCase() }),
      blocked: true,
    },
    {
      by: "its phone written otherwise",
      body: (c: ApiObject) => ({ carrier_phone: String(c.phone).replaceAll(" ", "-") }),
      blocked: true,
    },
    { by: "another USDOT number", body: (c: ApiObject) => ({ carrier_usdot: `${c.usdot}1` }), blocked: false },
  ].map((i) => ({ ...i, outcome: i.blocked ? "is 409 CARRIER_BLACKLISTED" : "is taken" }));
  suite.rules(
    identifiers,
    "a request naming the carrier by $by $outcome (rule: blacklisted carriers)",
    [...HELPERS],
    async (c) => {
      const blacklisted = await carrier({ in_blacklist: true });
      const usdot = blacklisted.us_dot ?? blacklisted.broker_records?.usdot_number;
      const named = { ...blacklisted, usdot, phone: blacklisted.phone_numbers };
      const order = await createOrder(suite);
      const request = requestNaming(c.body(named));
      const call = suite.call("sendCarrierLoadRequest", { path: { order_guid: order.guid }, body: request });
      if (c.blocked) await call.expectStatus(409).expectJsonLike({ data: { error_id: "CARRIER_BLACKLISTED" } });
      else await call.expectStatus(200);
    },
  );
});

describe("a carrier without broker records can request loads (sandbox helper)", () => {
  const named = [
    { by: "its guid", body: (c: ApiObject) => ({ carrier_guid: c.guid }) },
    { by: "its USDOT number", body: (c: ApiObject) => ({ carrier_usdot: c.us_dot }) },
  ];
  suite.rules(
    named,
    "a CTMS carrier of the network named by $by is taken (rule: G-112 only a blacklisted carrier is refused; G-097 CTMS carriers have no broker records)",
    [...HELPERS],
    async (c) => {
      const ctms: ApiObject = await suite
        .call("addNetworkCarrier", { body: networkCarrierBody({ carrier_type: "CTMS" }) })
        .expectStatus(200)
        .returns("data.object");
      expectField(ctms, "/broker_records").toBeNull();
      const order = await createOrder(suite);
      const request = requestNaming(c.body(ctms));
      await suite
        .call("sendCarrierLoadRequest", { path: { order_guid: order.guid }, body: request })
        .expectStatus(200)
        .expectJson("data.object.carrier_guid", ctms.guid);
    },
    { assumes: ["G-097", "G-112"] },
  );
});
