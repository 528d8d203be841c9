/**
 * The shipper's answer to a carrier's load request (the request comes from the sandbox helper acting as the
 * carrier): accept makes the request and the order `accepted`; decline (with an optional reason of at most 500
 * characters) makes the request `declined` and leaves the order; only a pending request can be answered (409).
 * On a target without helpers the requests come from the fixtures file (`load_requests`, 4: three are answered,
 * one only refused).
 */
import { describe } from "vitest";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { loadRequestBody, UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { pendingRequests } from "../src/suite/pending-requests.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/suite/steps.js";

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
