/** The sandbox test-helper client: same token flow as the shipper client, acting inside the same organisation. */
import { describe, expect, it } from "vitest";
import { createSandboxClient } from "../src/index.js";
import { loadRequestBody, orderBody, rejection, START, useSandbox } from "./support/sandbox.js";

const t = useSandbox();

describe("sandbox client", () => {
  it("reads and advances the manual clock", async () => {
    const before = await t.helpers.GET("/_sandbox/clock");
    expect(Date.parse(before.data.object.now.replace(/(\d{2})(\d{2})$/, "$1:$2"))).toBe(START);
    await t.helpers.POST("/_sandbox/clock/advance", { body: { seconds: 90 } });
    // The helper moves the caller's organisation's own test clock.
    const org = t.sandbox.organisations[t.sandbox.credentials.clientId] as string;
    expect(t.sandbox.clockOf(org).now()).toBe(START + 90_000);
  });

  it("acts as the carrier on the shipper's order (same organisation)", async () => {
    const order = await t.shipper.POST("/v1/public/orders", { body: orderBody() });
    const orderGuid = order.data.object.guid ?? "";
    const request = await t.helpers.POST("/_sandbox/orders/{order_guid}/load_requests", {
      params: { path: { order_guid: orderGuid } },
      body: loadRequestBody(),
    });
    expect(request.data.object).toMatchObject({ status: "pending", requested_price: 1150 });
    const accepted = await t.shipper.PUT("/v1/public/orders/{order_guid}/requests/{request_guid}/accept", {
      params: { path: { order_guid: orderGuid, request_guid: request.data.object.guid } },
    });
    expect(accepted.data.object.status).toBe("accepted");
  });

  it("sends its PATCH helper (the carrier's vehicle correction) as the JSON its spec takes, not a merge patch", async () => {
    const order = await t.shipper.POST("/v1/public/orders", { body: orderBody() });
    const orderGuid = order.data.object.guid ?? "";
    const vehicleGuid = order.data.object.vehicles?.[0]?.guid ?? "";
    const request = await t.helpers.POST("/_sandbox/orders/{order_guid}/load_requests", {
      params: { path: { order_guid: orderGuid } },
      body: loadRequestBody(),
    });
    await t.shipper.PUT("/v1/public/orders/{order_guid}/requests/{request_guid}/accept", {
      params: { path: { order_guid: orderGuid, request_guid: request.data.object.guid } },
    });
    // A merge-patch content type is answered 415 by the sandbox.
    const corrected = await t.helpers.PATCH("/_sandbox/orders/{order_guid}/carrier/vehicles/{vehicle_guid}", {
      params: { path: { order_guid: orderGuid, vehicle_guid: vehicleGuid } },
      body: { color: "Gray" },
    });
    const vehicles = corrected.data.object.vehicles as { guid?: string; color?: string }[] | undefined;
    const vehicle = vehicles?.find((each) => each.guid === vehicleGuid);
    expect(vehicle?.color).toBe("Gray");
  });

  it("answers the helpers' own failures as ApiErrors (409 ORDER_NOT_OPEN)", async () => {
    const order = await t.shipper.POST("/v1/public/orders", { body: orderBody() });
    const orderGuid = order.data.object.guid ?? "";
    await t.shipper.PUT("/v1/public/orders/{order_guid}/mark_as_paid", {
      params: { path: { order_guid: orderGuid } },
      body: {},
    });
    const error = await rejection(
      t.helpers.POST("/_sandbox/orders/{order_guid}/load_requests", {
        params: { path: { order_guid: orderGuid } },
        body: loadRequestBody(),
      }),
    );
    expect(error).toMatchObject({
      name: "ApiError",
      status: 409,
      errorId: "ORDER_NOT_OPEN",
      operation: { method: "POST", path: "/_sandbox/orders/{order_guid}/load_requests" },
    });
  });

  it("checks its options like the shipper client", () => {
    expect(() => createSandboxClient({ baseUrl: "nope", clientId: "a", clientSecret: "b" })).toThrow(
      /createSandboxClient: option 'baseUrl' must be an absolute http\(s\) URL/,
    );
  });
});
