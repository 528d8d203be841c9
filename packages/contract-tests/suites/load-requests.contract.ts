/**
 * The shipper's answer to a carrier's load request (the request comes from the sandbox helper acting as the
 * carrier): accept makes the request and the order `accepted`; decline (with an optional reason of at most 500
 * characters) makes the request `declined` and leaves the order; only a pending request can be answered (409).
 * On a target without helpers the requests come from the fixtures file (`load_requests`, 4: three are answered,
 * one only refused).
 */
import { describe, expect } from "vitest";
import {
  ADJUSTED_DELIVERY,
  answerOffer,
  helperStep,
  inTurn,
  markAccepted,
  markDelivered,
  markPickedUp,
  type Prepare,
  sendOffer,
} from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { loadRequestBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { pendingRequests } from "../src/harness/pending-requests.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/harness/steps.js";

const suite = contract("load-requests");
const NEEDS = ["writes"] as const;
/** Tagged `fixtures`: a pending load request comes from the test helpers or the fixtures file. */
const FROM_FIXTURES = { fixtures: true };
const requests = pendingRequests(suite);

const accept = (path: Record<string, string>) => suite.call("acceptLoadRequest", { path });
const decline = (path: Record<string, string>, body: unknown = {}) => suite.call("declineLoadRequest", { path, body });
/** The order as getOrder reads it (for expectField on its status). */
const readOrder = async (guid: string): Promise<ApiObject> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object");

describe("accept", () => {
  suite.rule(
    "accepting makes the request and the order accepted (rule: accept load request)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      const accepted: ApiObject = await accept(path).expectStatus(200).returns("data.object");
      expectField(accepted).toMatchObject({ guid: path.request_guid, status: "accepted" });
      expectField(await readOrder(path.order_guid), "/status").toBe("accepted");
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "an answered request is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: only pending)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      await accept(path).expectStatus(200);
      await accept(path)
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "LOAD_REQUEST_ACCEPT_ERROR" } });
      await decline(path).expectStatus(409);
    },
    FROM_FIXTURES,
  );
});

describe("decline", () => {
  suite.rule(
    "declining keeps the reason and leaves the order (rule: decline load request)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      const before = (await readOrder(path.order_guid)).status;
      const declined: ApiObject = await decline(path, { reason: "Price too high for this lane." })
        .expectStatus(200)
        .returns("data.object");
      expectField(declined).toMatchObject({ guid: path.request_guid, status: "declined" });
      expectField(await readOrder(path.order_guid), "/status").toBe(before);
      await accept(path).expectStatus(409);
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "a reason over 500 characters is 400 VALIDATION_ERROR (rule: decline reason)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.untouched(ctx);
      await decline(path, { reason: "x".repeat(501) })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { reason: [] } } });
    },
    FROM_FIXTURES,
  );
});

describe("missing objects", () => {
  suite.rule("an unknown request or order is 404 (rule: missing objects)", [...NEEDS], async () => {
    const order = await createOrder(suite);
    for (const path of [
      { order_guid: order.guid, request_guid: UNKNOWN_GUID },
      { order_guid: UNKNOWN_GUID, request_guid: UNKNOWN_GUID },
    ]) {
      await accept(path).expectStatus(404);
      await decline(path).expectStatus(404);
    }
  });

  suite.rule(
    "a request of another order is 404 (rule: missing objects)",
    [...NEEDS],
    async (ctx) => {
      const [request, other] = [await requests.untouched(ctx), await createOrder(suite)];
      await accept({ order_guid: other.guid, request_guid: request.request_guid }).expectStatus(404);
      await decline({ order_guid: other.guid, request_guid: request.request_guid }).expectStatus(404);
    },
    FROM_FIXTURES,
  );
});

describe("limits at and past their bounds", () => {
  const HELPERS = [...NEEDS, "testHelpers"] as const;
  const reasons = [
    { case: "500 characters", reason: "x".repeat(500), status: 200 },
    { case: "500 two-byte characters", reason: "é".repeat(500), status: 200 },
    { case: "501 characters", reason: "x".repeat(501), status: 400 },
    { case: "501 two-byte characters", reason: "é".repeat(501), status: 400 },
  ];
  suite.rules(
    reasons,
    "a decline reason of $case is answered $status; a refused decline leaves the request pending (rule: decline reason)",
    [...HELPERS],
    async (c, ctx) => {
      const path = await requests.fresh(ctx);
      await decline(path, { reason: c.reason }).expectStatus(c.status);
      const again = c.status === 200 ? 409 : 200;
      await accept(path).expectStatus(again);
    },
  );

  /** A fresh order with a load request whose carrier_comment is `comment` (left out when undefined). */
  const requestWith = async (comment: string | null | undefined, status = 200) => {
    const order = await createOrder(suite);
    const body = loadRequestBody(comment === undefined ? {} : { carrier_comment: comment });
    if (comment === undefined) delete body.carrier_comment;
    const answer: ApiObject = await suite
      .call("sendCarrierLoadRequest", { path: { order_guid: order.guid }, body })
      .expectStatus(status)
      .returns("res.body");
    return { order, answer };
  };
  const comments = [
    { case: "160 characters", comment: "c".repeat(160), kept: "c".repeat(160) },
    { case: "160 two-byte characters", comment: "ü".repeat(160), kept: "ü".repeat(160) },
    { case: "an empty comment", comment: "", kept: null },
    { case: "no comment", comment: undefined, kept: null },
  ];
  suite.rules(
    comments,
    "a carrier_comment of $case is kept as the shipper reads it (rule: carrier_comment up to 160, null when empty)",
    [...HELPERS],
    async (c) => {
      const { order, answer } = await requestWith(c.comment);
      const accepted: ApiObject = await accept({ order_guid: order.guid, request_guid: answer.data.object.guid })
        .expectStatus(200)
        .returns("data.object");
      expectField(accepted, "/carrier_comment").toBe(c.kept);
    },
  );

  const tooLong = [
    { case: "161 characters", comment: "c".repeat(161) },
    { case: "161 two-byte characters", comment: "ü".repeat(161) },
  ];
  suite.rules(
    tooLong,
    "a carrier_comment of $case is 400 naming it, on send and on update (rule: carrier_comment up to 160)",
    [...HELPERS],
    async (c) => {
      const { answer } = await requestWith(c.comment, 400);
      expectField(answer, "/data/details").toHaveProperty(["carrier_comment"]);
      const order = await createOrder(suite);
      const request = await sendLoadRequest(suite, order.guid);
      const path = { order_guid: order.guid, request_guid: request.guid };
      const body = loadRequestBody({ carrier_comment: c.comment });
      const refused: ApiObject = await suite
        .call("updateCarrierLoadRequest", { path, body })
        .expectStatus(400)
        .returns("res.body");
      expectField(refused, "/data/details").toHaveProperty(["carrier_comment"]);
      const accepted: ApiObject = await accept(path).expectStatus(200).returns("data.object");
      expectField(accepted, "/carrier_comment").toBe(request.carrier_comment);
    },
  );
});

describe("the carrier's dates (sandbox helper)", () => {
  const HELPERS = [...NEEDS, "testHelpers"] as const;
  const PICKUP = "2026-03-16T08:00:00.000+0000";
  const refused = [
    {
      case: "a pickup_date on 30 February",
      dates: { pickup_date: "2026-02-30T08:00:00.000+0000" },
      fields: ["pickup_date"],
    },
    {
      case: "a delivery_date on 31 April",
      dates: { delivery_date: "2026-04-31T08:00:00.000+0000" },
      fields: ["delivery_date"],
    },
    {
      case: "a pickup_date with an offset of 24 hours",
      dates: { pickup_date: "2026-03-16T08:00:00.000+2400" },
      fields: ["pickup_date"],
    },
    {
      case: "both dates that do not exist",
      dates: { pickup_date: "2026-02-29T08:00:00.000+0000", delivery_date: "2026-02-30T08:00:00.000+0000" },
      fields: ["delivery_date", "pickup_date"],
    },
    {
      case: "a delivery_date one second before the pickup_date",
      dates: { pickup_date: PICKUP, delivery_date: "2026-03-16T07:59:59.000+0000" },
      fields: ["delivery_date"],
    },
    {
      case: "a delivery_date one second before the pickup_date, written with a later-looking offset",
      dates: { pickup_date: PICKUP, delivery_date: "2026-03-16T09:59:59.000+0200" },
      fields: ["delivery_date"],
    },
  ];
  suite.rules(
    refused,
    "$case is 400 VALIDATION_ERROR naming $fields (rule: sandbox helper, load request dates)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      const answer: ApiObject = await suite
        .call("sendCarrierLoadRequest", { path: { order_guid: order.guid }, body: loadRequestBody(c.dates) })
        .expectStatus(400)
        .returns("res.body");
      expectField(answer, "/data/error_id").toBe("VALIDATION_ERROR");
      expect(Object.keys(answer.data.details).sort(), "the fields the 400 names").toEqual(c.fields);
    },
  );

  const taken = [
    { case: "a delivery_date at the pickup_date's instant", delivery: PICKUP, stored: PICKUP },
    {
      case: "a delivery_date at the pickup_date's instant, written with another offset",
      delivery: "2026-03-16T06:00:00.000-0200",
      stored: PICKUP,
    },
    {
      case: "a delivery_date one second after the pickup_date",
      delivery: "2026-03-16T08:00:01.000+0000",
      stored: "2026-03-16T08:00:01.000+0000",
    },
  ];
  suite.rules(
    taken,
    "$case is taken, given back in UTC (rule: sandbox helper, load request dates)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      const request = await sendLoadRequest(suite, order.guid, { pickup_date: PICKUP, delivery_date: c.delivery });
      expectField(request).toMatchObject({ pickup_date: PICKUP, delivery_date: c.stored, status: "pending" });
    },
  );
});

describe("which orders take a load request, and which can still give it to the carrier", () => {
  const HELPERS = [...NEEDS, "testHelpers"] as const;
  const step = (operationId: string, body?: Record<string, unknown>) => helperStep(suite, operationId, body);
  const offerAnswered =
    (...answers: string[]): Prepare =>
    async (guid) => {
      const offer = await sendOffer(suite, guid);
      for (const answer of answers) await answerOffer(suite, answer, offer.guid);
    };
  const accepted: Prepare = (guid) => markAccepted(suite, guid);
  /** A new order and a carrier's pending request on it, sent through the actors. */
  const sentRequest = async () => {
    const order = await createOrder(suite);
    const request = await sendLoadRequest(suite, order.guid);
    return { order_guid: order.guid, request_guid: request.guid };
  };
  /** `api`: prepared through the public API alone, so a pending request of the fixtures file stands in. */
  const statuses: { status: string; how: string; prepare: Prepare; open: boolean; api?: true }[] = [
    { status: "new", how: "as created", prepare: async () => undefined, open: true, api: true },
    { status: "pending", how: "marked pending", prepare: step("manuallyMarkOrderAsPending"), open: true },
    { status: "declined", how: "its offer declined", prepare: offerAnswered("declineOfferAsCarrier"), open: true },
    {
      status: "canceled",
      how: "its offer canceled by the carrier",
      prepare: offerAnswered("acceptOfferAsCarrier", "cancelOfferAsCarrier"),
      open: true,
    },
    { status: "order_canceled", how: "canceled", prepare: step("cancelSandboxOrder"), open: true },
    { status: "accepted", how: "marked accepted", prepare: accepted, open: false },
    {
      status: "accepted",
      how: "another load request accepted",
      prepare: async (guid) => {
        const other = await sendLoadRequest(suite, guid, { carrier_usdot: "2718281", carrier_email: undefined });
        await accept({ order_guid: guid, request_guid: other.guid }).expectStatus(200);
      },
      open: false,
    },
    {
      status: "picked_up",
      how: "marked picked up",
      prepare: inTurn(accepted, (guid) => markPickedUp(suite, guid)),
      open: false,
    },
    {
      status: "delivered",
      how: "marked delivered",
      prepare: inTurn(accepted, (guid) => markDelivered(suite, guid)),
      open: false,
    },
    {
      status: "delivery_verified",
      how: "delivery verified",
      prepare: inTurn(accepted, (guid) => markDelivered(suite, guid), step("markSandboxOrderDeliveryVerified")),
      open: false,
    },
    {
      status: "invoiced",
      how: "marked invoiced",
      prepare: step("manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: ADJUSTED_DELIVERY }),
      open: false,
    },
    {
      status: "paid",
      api: true,
      how: "marked paid",
      prepare: (guid) =>
        suite
          .call("markOrderAsPaid", { path: { order_guid: guid }, body: {} })
          .expectStatus(200)
          .toss(),
      open: false,
    },
  ];

  suite.rules(
    statuses.map((s) => ({ ...s, outcome: s.open ? "is taken (pending)" : "is 409 ORDER_NOT_OPEN" })),
    "a load request on an order $how ($status) $outcome (rule: sandbox helper, open for carriers)",
    [...HELPERS],
    async (c) => {
      const order = await createOrder(suite);
      await c.prepare(order.guid);
      const call = suite.call("sendCarrierLoadRequest", { path: { order_guid: order.guid }, body: loadRequestBody() });
      if (c.open) {
        await call.expectStatus(200).expectJson("data.object.status", "pending");
      } else {
        await call.expectStatus(409).expectJsonLike({ status: "fail", data: { error_id: "ORDER_NOT_OPEN" } });
      }
      expectField(await readOrder(order.guid), "/status").toBe(c.status);
    },
  );

  suite.rules(
    statuses.map((s) => ({
      ...s,
      outcome: s.open ? "gives the order to the carrier (accepted)" : "is 409, the order keeping its status",
    })),
    "accepting a request sent before the order was $how ($status) $outcome (rule: G-064 order status after an accept)",
    [...HELPERS],
    async (c, ctx) => {
      const path = c.api ? await requests.fresh(ctx) : await sentRequest();
      const order = { guid: path.order_guid };
      await c.prepare(order.guid);
      if (c.open) {
        await accept(path).expectStatus(200).expectJson("data.object.status", "accepted");
        expectField(await readOrder(order.guid), "/status").toBe("accepted");
      } else {
        await accept(path).expectStatus(409);
        expectField(await readOrder(order.guid), "/status").toBe(c.status);
        // Still pending: the refused accept gave it to no one, so the shipper can still decline it.
        await decline(path).expectStatus(200).expectJson("data.object.status", "declined");
      }
    },
    { assumes: "G-064" },
  );
});

describe("what an accept records (rule: activity entry)", () => {
  suite.rule(
    "accepting records one entry: status accepted, by the shipper's user, naming the request's carrier (rule: activity entry)",
    [...NEEDS, "testHelpers"],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      const order = { guid: path.order_guid };
      const entries = () =>
        suite
          .call("listOrderActivities", { path: { guid: order.guid }, query: { size: 100 } })
          .expectStatus(200)
          .returns("data.objects") as Promise<ApiObject[]>;
      const count = (await entries()).length;
      // The accepted request as the shipper reads it names its carrier.
      const request: ApiObject = await accept(path).expectStatus(200).returns("data.object");
      const after = await entries();
      expectField(after).toHaveLength(count + 1);
      // Newest first (G-060).
      expectField(after[0]).toMatchObject({
        status: "accepted",
        code: expect.stringMatching(/\S/),
        carrier_guid: request.carrier_guid,
        carrier_usdot: request.carrier_usdot,
        carrier_email: request.carrier_email,
      });
      expectField(after[0], "/user/guid").toBe((await readOrder(order.guid)).dispatcher.guid);
    },
    { assumes: ["G-060", "G-179"] },
  );
});
