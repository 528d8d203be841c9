/**
 * The shipper's answer to a carrier's load request (the request comes from the sandbox helper acting as the
 * carrier): accept makes the request and the order `accepted`; decline (with an optional reason of at most 500
 * characters) makes the request `declined` and leaves the order; only a pending request can be answered (409).
 * On a target without helpers the requests come from the fixtures file (`load_requests`, 4: three are answered,
 * one only refused).
 */
import { describe, expect } from "vitest";
import { contract } from "../src/suite/contract.js";
import { expectField } from "../src/suite/expect-field.js";
import { UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { pendingRequests } from "../src/suite/pending-requests.js";
import { type ApiObject, createOrder } from "../src/suite/steps.js";

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
