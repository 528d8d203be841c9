import { describe, expect, it } from "vitest";
import {
  activeCounterOffer,
  cancelCounterOffer,
  createCounterOffer,
} from "../../../src/domain/counter-offers/counter-offer-service.js";
import {
  cancelLoadRequest,
  type LoadRequestInput,
  sendLoadRequest,
} from "../../../src/domain/load-requests/load-request-carrier.js";
import { declineLoadRequest } from "../../../src/domain/load-requests/load-request-service.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { PRICE_MESSAGES } from "../../../src/domain/price.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import {
  loadRequestBody,
  orderBody,
  type Shipper,
  type TestSandbox,
  UNKNOWN_GUID,
  useSandbox,
} from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

function withRequest() {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const request = sendLoadRequest(ctx, org, order.guid, loadRequestBody() as unknown as LoadRequestInput);
  return { ctx, org, order, request };
}

describe("counter offers (domain)", () => {
  it("creates a pending counter offer, price as a number", () => {
    const { ctx, org, order, request } = withRequest();
    const counter = createCounterOffer(ctx, org, order.guid, request.guid, { price: "1199.90" });
    expect(counter).toMatchObject({ status: "pending", price: 1199.9, requestGuid: request.guid });
    expect(activeCounterOffer(org, request.guid)).toBe(counter);
  });

  it("refuses a second counter offer while one exists: 409 LOAD_REQUEST_ACCEPT_ERROR, nothing changes", () => {
    const { ctx, org, order, request } = withRequest();
    const first = createCounterOffer(ctx, org, order.guid, request.guid, { price: 1200 });
    const error = apiError(() => createCounterOffer(ctx, org, order.guid, request.guid, { price: 1300 }));
    expect(error.status).toBe(409);
    expect(errorIdOf(error)).toBe("LOAD_REQUEST_ACCEPT_ERROR");
    expect(activeCounterOffer(org, request.guid)).toBe(first);
    expect(first.price).toBe(1200);
  });

  it("cancels the active one (cancelled), after which a new one may be made", () => {
    const { ctx, org, order, request } = withRequest();
    const first = createCounterOffer(ctx, org, order.guid, request.guid, { price: 1200 });
    ctx.clock.advance(1000);
    expect(cancelCounterOffer(ctx, org, order.guid, request.guid)).toBe(first);
    expect(first).toMatchObject({ status: "cancelled", changedAt: ctx.clock.now() });
    const second = createCounterOffer(ctx, org, order.guid, request.guid, { price: 1250 });
    expect(second.status).toBe("pending");
  });

  it("answers 404 COUNTER_OFFER_NOT_FOUND_ERROR when none is active (never made, or already cancelled)", () => {
    const { ctx, org, order, request } = withRequest();
    expect(errorIdOf(apiError(() => cancelCounterOffer(ctx, org, order.guid, request.guid)))).toBe(
      "COUNTER_OFFER_NOT_FOUND_ERROR",
    );
    createCounterOffer(ctx, org, order.guid, request.guid, { price: 1200 });
    cancelCounterOffer(ctx, org, order.guid, request.guid);
    const error = apiError(() => cancelCounterOffer(ctx, org, order.guid, request.guid));
    expect(error.status).toBe(404);
    expect(errorIdOf(error)).toBe("COUNTER_OFFER_NOT_FOUND_ERROR");
  });

  it.each([
    ["declined by the shipper", "decline"],
    ["canceled by the carrier", "cancel"],
  ] as const)("answers 409 for a request %s", (_, how) => {
    const { ctx, org, order, request } = withRequest();
    if (how === "decline") declineLoadRequest(ctx, org, order.guid, request.guid, {});
    else cancelLoadRequest(ctx, org, order.guid, request.guid);
    const error = apiError(() => createCounterOffer(ctx, org, order.guid, request.guid, { price: 1200 }));
    expect(error.status).toBe(409);
    expect(activeCounterOffer(org, request.guid)).toBeUndefined();
  });
});

describe("counter offers over HTTP", () => {
  const path = (order: string, request = UNKNOWN_GUID) => `/orders/${order}/requests/${request}/counter-offer`;

  it.each([
    ["zero", { price: 0 }, [PRICE_MESSAGES.positive]],
    ["a negative price", { price: -5 }, [PRICE_MESSAGES.positive]],
    ["a negative decimal string", { price: "-5.00" }, [PRICE_MESSAGES.positive]],
    ["3 fraction digits", { price: 12.345 }, [PRICE_MESSAGES.decimal]],
    ["3 fraction digits in a string", { price: "12.345" }, [PRICE_MESSAGES.decimal]],
    ["a word", { price: "twelve" }, [PRICE_MESSAGES.decimal]],
    ["a price no number can hold", { price: "9".repeat(400) }, [PRICE_MESSAGES.decimal]],
    ["an empty string", { price: "" }, [PRICE_MESSAGES.empty]],
    ["a blank string", { price: "  " }, [PRICE_MESSAGES.empty]],
    ["no price", {}, [PRICE_MESSAGES.empty]],
    ["a null price", { price: null }, [PRICE_MESSAGES.empty]],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, body, messages) => {
    const order = await shipper.createOrder();
    const response = await shipper.post(path(order.guid), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: "fail",
      data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details: { price: messages } },
    });
  });

  it("keeps other field errors beside an empty price", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.post(path(order.guid), { amount: 5 });
    expect(response.body.data.details).toEqual({ amount: ["is not a known field"], price: [PRICE_MESSAGES.empty] });
  });

  it("answers 404 NOT_FOUND for an unknown load request, on create and on cancel", async () => {
    const order = await shipper.createOrder();
    const created = await shipper.post(path(order.guid), { price: 1200 });
    expect(created.status).toBe(404);
    expect(created.body.data.error_id).toBe("NOT_FOUND");
    const canceled = await shipper.request("PATCH", `${path(order.guid)}/cancel`);
    expect(canceled.status).toBe(404);
    expect(canceled.body.data.error_id).toBe("NOT_FOUND");
  });
});

describe("counter offers over HTTP, with a request from the carrier helper", () => {
  it("creates (pending), refuses a second (409), cancels (cancelled), then 404 COUNTER_OFFER_NOT_FOUND_ERROR", async () => {
    const order = await shipper.createOrder();
    const request = await shipper.sendLoadRequest(order.guid);
    const path = `/orders/${order.guid}/requests/${request.guid}/counter-offer`;
    const created = await shipper.post(path, { price: "1199.99" });
    expect(created.status).toBe(200);
    const counter = created.body.data.object;
    expect(counter).toEqual({
      is_active: true,
      created_at: expect.any(String),
      changed_at: counter.created_at,
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: "pending",
      price: 1199.99,
      request_guid: request.guid,
      order_guid: order.guid,
    });
    const second = await shipper.post(path, { price: 1300 });
    expect(second.status).toBe(409);
    expect(second.body.data).toEqual({
      error_id: "LOAD_REQUEST_ACCEPT_ERROR",
      message: "Counter offer already exists for this load request",
      details: null,
    });
    sandbox.clock.advance(1000);
    const canceled = await shipper.request("PATCH", `${path}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.object).toEqual({ ...counter, status: "cancelled", changed_at: expect.any(String) });
    expect(canceled.body.data.object.changed_at).not.toBe(counter.changed_at);
    const again = await shipper.request("PATCH", `${path}/cancel`);
    expect(again.status).toBe(404);
    expect(again.body.data.error_id).toBe("COUNTER_OFFER_NOT_FOUND_ERROR");
  });
});
