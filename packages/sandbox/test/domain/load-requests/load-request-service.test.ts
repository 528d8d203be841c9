import { describe, expect, it } from "vitest";
import { activitiesOf } from "../../../src/domain/activities.js";
import type { LoadRequestInput } from "../../../src/domain/load-requests/load-request-carrier.js";
import { sendLoadRequest } from "../../../src/domain/load-requests/load-request-carrier.js";
import { acceptLoadRequest, declineLoadRequest } from "../../../src/domain/load-requests/load-request-service.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { webhookMismatches } from "../../support/events.js";
import { loadRequestBody, orderBody, type Shipper, UNKNOWN_GUID, useSandbox } from "../../support/sandbox.js";

let shipper: Shipper;
useSandbox((started) => {
  ({ shipper } = started);
});

/** An order with one pending load request, built on the domain modules. */
function withRequest(overrides: Record<string, unknown> = {}) {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const request = sendLoadRequest(ctx, org, order.guid, loadRequestBody(overrides) as unknown as LoadRequestInput);
  return { ctx, org, order, request };
}

describe("acceptLoadRequest (domain)", () => {
  it("accepts a pending request and gives the order to its carrier", () => {
    const { ctx, org, order, request } = withRequest();
    ctx.clock.advance(1000);
    acceptLoadRequest(ctx, org, order.guid, request.guid);
    expect(request.status).toBe("accepted");
    expect(request.changedAt).toBe(ctx.clock.now());
    expect(order.status).toBe("accepted");
    expect(activitiesOf(order)[0]).toMatchObject({
      code: "load_request_accepted",
      status: "accepted",
      byUser: true,
      carrier: { carrier_guid: request.fields.carrier_guid, carrier_name: "Roadrunner Auto Transport LLC" },
    });
  });

  it.each([
    ["accepted", "accept"],
    ["declined", "decline"],
  ] as const)("answers 409 LOAD_REQUEST_ACCEPT_ERROR once the request is %s", (_, first) => {
    const { ctx, org, order, request } = withRequest();
    if (first === "accept") acceptLoadRequest(ctx, org, order.guid, request.guid);
    else declineLoadRequest(ctx, org, order.guid, request.guid, {});
    const status = request.status;
    for (const again of [
      () => acceptLoadRequest(ctx, org, order.guid, request.guid),
      () => declineLoadRequest(ctx, org, order.guid, request.guid, {}),
    ]) {
      const error = apiError(again);
      expect(error.status).toBe(409);
      expect(errorIdOf(error)).toBe("LOAD_REQUEST_ACCEPT_ERROR");
    }
    expect(request.status).toBe(status);
  });

  it("answers 409 when the order already went to another carrier", () => {
    const { ctx, org, order, request } = withRequest();
    const second = sendLoadRequest(ctx, org, order.guid, loadRequestBody() as unknown as LoadRequestInput);
    acceptLoadRequest(ctx, org, order.guid, request.guid);
    const error = apiError(() => acceptLoadRequest(ctx, org, order.guid, second.guid));
    expect(error.status).toBe(409);
    expect(second.status).toBe("pending");
  });

  it("answers 404 for a request of another order, and for an unknown order", () => {
    const { ctx, org, request } = withRequest();
    const other = createOrder(ctx, org, orderBody());
    expect(apiError(() => acceptLoadRequest(ctx, org, other.guid, request.guid)).status).toBe(404);
    expect(apiError(() => acceptLoadRequest(ctx, org, UNKNOWN_GUID, request.guid)).status).toBe(404);
    expect(request.status).toBe("pending");
  });
});

describe("declineLoadRequest (domain)", () => {
  it("declines, keeps the reason and publishes load_request.declined_by_shipper with the request", () => {
    const { ctx, org, order, request } = withRequest({ carrier_comment: "" });
    declineLoadRequest(ctx, org, order.guid, request.guid, { reason: "Too expensive" });
    expect(request).toMatchObject({ status: "declined", declineReason: "Too expensive" });
    expect(order.status).toBe("new");
    const [event] = ctx.events.recent(org.guid).filter((e) => e.action === "load_request.declined_by_shipper");
    expect(event?.payload).toEqual({
      order_guid: order.guid,
      data: expect.objectContaining({ guid: request.guid, requested_price: 1150, carrier_comment: null }),
    });
    expect(event && webhookMismatches(event)).toEqual([]);
  });
});

describe("accept and decline over HTTP", () => {
  it.each([
    ["PUT", "accept", undefined],
    ["PUT", "decline", {}],
  ])("answers 404 NOT_FOUND for an unknown request (%s %s)", async (method, action, body) => {
    const order = await shipper.createOrder();
    const response = await shipper.request(method, `/orders/${order.guid}/requests/${UNKNOWN_GUID}/${action}`, {
      body,
    });
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it.each([
    ["a reason over 500 characters", { reason: "x".repeat(501) }, "reason"],
    ["an unknown field", { why: "no" }, "why"],
  ])("answers 400 for a decline body with %s", async (_, body, field) => {
    const order = await shipper.createOrder();
    const response = await shipper.put(`/orders/${order.guid}/requests/${UNKNOWN_GUID}/decline`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });
});

describe("accept and decline over HTTP, with a request from the carrier helper", () => {
  it("accepts: the request with status accepted, the order accepted", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const response = await shipper.put(`/orders/${order.guid}/requests/${request.guid}/accept`);
    expect(response.status).toBe(200);
    const { order_guid: _, created_at: __, changed_at: ___, ...state } = request;
    expect(response.body.data.object).toEqual({ ...state, status: "accepted" });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("accepted");
  });

  it("declines with a reason, then answers 409 LOAD_REQUEST_ACCEPT_ERROR to accept and decline", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const path = `/orders/${order.guid}/requests/${request.guid}`;
    const declined = await shipper.put(`${path}/decline`, { reason: "Pickup date does not work." });
    expect(declined.status).toBe(200);
    expect(declined.body.data.object.status).toBe("declined");
    for (const response of [await shipper.put(`${path}/accept`), await shipper.put(`${path}/decline`, {})]) {
      expect(response.status).toBe(409);
      expect(response.body.data.error_id).toBe("LOAD_REQUEST_ACCEPT_ERROR");
    }
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.status).toBe("new");
  });
});
