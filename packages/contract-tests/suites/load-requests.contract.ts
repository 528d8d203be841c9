/**
 * The shipper's answer to a carrier's load request (the request comes from the sandbox helper acting as the
 * carrier): accept makes the request and the order `accepted`; decline (with an optional reason of at most 500
 * characters) makes the request `declined` and leaves the order; only a pending request can be answered (409).
 */
import { describe, expect } from "vitest";
import { contract } from "../src/suite/contract.js";
import { UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/suite/steps.js";

const suite = contract("load-requests");
const NEEDS = ["writes", "testHelpers"] as const;

async function pendingRequest(): Promise<{ order: ApiObject; path: { order_guid: string; request_guid: string } }> {
  const order = await createOrder(suite);
  const request = await sendLoadRequest(suite, order.guid);
  return { order, path: { order_guid: order.guid, request_guid: request.guid } };
}

const accept = (path: Record<string, string>) => suite.call("acceptLoadRequest", { path });
const decline = (path: Record<string, string>, body: unknown = {}) => suite.call("declineLoadRequest", { path, body });
const orderStatus = async (guid: string): Promise<string> =>
  suite.call("getOrder", { path: { guid } }).expectStatus(200).returns("data.object.status");

describe("accept", () => {
  suite.rule("accepting makes the request and the order accepted (rule: accept load request)", [...NEEDS], async () => {
    const { order, path } = await pendingRequest();
    const accepted: ApiObject = await accept(path).expectStatus(200).returns("data.object");
    expect(accepted).toMatchObject({ guid: path.request_guid, status: "accepted" });
    expect(await orderStatus(order.guid)).toBe("accepted");
  });

  suite.rule("an answered request is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: only pending)", [...NEEDS], async () => {
    const { path } = await pendingRequest();
    await accept(path).expectStatus(200);
    await accept(path)
      .expectStatus(409)
      .expectJsonLike({ status: "fail", data: { error_id: "LOAD_REQUEST_ACCEPT_ERROR" } });
    await decline(path).expectStatus(409);
  });
});

describe("decline", () => {
  suite.rule("declining keeps the reason and leaves the order (rule: decline load request)", [...NEEDS], async () => {
    const { order, path } = await pendingRequest();
    const before = await orderStatus(order.guid);
    const declined: ApiObject = await decline(path, { reason: "Price too high for this lane." })
      .expectStatus(200)
      .returns("data.object");
    expect(declined).toMatchObject({ guid: path.request_guid, status: "declined" });
    expect(await orderStatus(order.guid)).toBe(before);
    await accept(path).expectStatus(409);
  });

  suite.rule("a reason over 500 characters is 400 VALIDATION_ERROR (rule: decline reason)", [...NEEDS], async () => {
    const { path } = await pendingRequest();
    await decline(path, { reason: "x".repeat(501) })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { reason: [] } } });
  });
});

describe("missing objects", () => {
  suite.rule("an unknown request or order is 404 (rule: missing objects)", [...NEEDS], async () => {
    const { order } = await pendingRequest();
    for (const path of [
      { order_guid: order.guid, request_guid: UNKNOWN_GUID },
      { order_guid: UNKNOWN_GUID, request_guid: UNKNOWN_GUID },
    ]) {
      await accept(path).expectStatus(404);
      await decline(path).expectStatus(404);
    }
  });

  suite.rule("a request of another order is 404 (rule: missing objects)", [...NEEDS], async () => {
    const [first, second] = [await pendingRequest(), await pendingRequest()];
    await accept({ order_guid: second.order.guid, request_guid: first.path.request_guid }).expectStatus(404);
  });
});
