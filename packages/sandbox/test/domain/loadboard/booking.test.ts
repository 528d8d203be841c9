import { describe, expect, it } from "vitest";
import { updateCarrierProfile } from "../../../src/domain/carriers/carrier-profile.js";
import { createInternalCarrier } from "../../../src/domain/carriers/internal-carriers.js";
import { addNetworkCarrier } from "../../../src/domain/carriers/network-carriers.js";
import { bookPostedOrder } from "../../../src/domain/loadboard/booking.js";
import { postToLoadboard } from "../../../src/domain/loadboard/loadboard.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import { changeStatus } from "../../../src/domain/orders/order-status.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";
import { orderBody, UNKNOWN_GUID } from "../../support/sandbox.js";

function world() {
  const { ctx, org } = domainContext();
  const order = createOrder(ctx, org, orderBody());
  const carrier = addNetworkCarrier(ctx, org, { name: "Roadrunner", usdot: "3141592" });
  const booked = () => ctx.events.recent(org.guid).filter((event) => event.action === "order.booked");
  return { ctx, org, order, carrier, booked };
}

describe("booking a posted order", () => {
  it("a preferred carrier books: accepted, off the loadboard, order.booked", () => {
    const { ctx, org, order, carrier, booked } = world();
    updateCarrierProfile(ctx, org, carrier.guid, { preferred: true });
    postToLoadboard(ctx, org, order.guid);
    const { booking } = bookPostedOrder(ctx, org, order.guid, carrier.guid);
    expect([order.status, order.isPostedToLoadboard, booking.carrierGuid]).toEqual(["accepted", false, carrier.guid]);
    expect(booked().map((event) => event.payload)).toEqual([{ order_guid: order.guid }]);
  });

  it.each([
    ["not marked", {}],
    ["only approved", { approved: true }],
    ["blacklisted", { in_blacklist: true }],
  ])("a carrier that is %s is refused with 409 CARRIER_NOT_PREFERRED", (_, records) => {
    const { ctx, org, order, carrier, booked } = world();
    updateCarrierProfile(ctx, org, carrier.guid, records);
    postToLoadboard(ctx, org, order.guid);
    expect(errorIdOf(apiError(() => bookPostedOrder(ctx, org, order.guid, carrier.guid)))).toBe(
      "CARRIER_NOT_PREFERRED",
    );
    expect([order.status, order.isPostedToLoadboard, booked()]).toEqual(["new", true, []]);
  });

  it("a CTMS carrier (no broker records) is refused", () => {
    const { ctx, org, order } = world();
    const ctms = addNetworkCarrier(ctx, org, { name: "App Carrier", usdot: "111", carrier_type: "CTMS" });
    postToLoadboard(ctx, org, order.guid);
    expect(errorIdOf(apiError(() => bookPostedOrder(ctx, org, order.guid, ctms.guid)))).toBe("CARRIER_NOT_PREFERRED");
  });

  it("an order that is not posted, or no longer open for carriers, is refused with 409 ORDER_NOT_POSTED", () => {
    const { ctx, org, order, booked } = world();
    const preferred = createInternalCarrier(ctx, org, { name: "Fleet" });
    updateCarrierProfile(ctx, org, preferred.guid, { preferred: true });
    expect(errorIdOf(apiError(() => bookPostedOrder(ctx, org, order.guid, preferred.guid)))).toBe("ORDER_NOT_POSTED");
    postToLoadboard(ctx, org, order.guid);
    changeStatus(ctx, org, order, "accepted", "test");
    expect(errorIdOf(apiError(() => bookPostedOrder(ctx, org, order.guid, preferred.guid)))).toBe("ORDER_NOT_POSTED");
    expect(booked()).toEqual([]);
  });

  it("an unknown carrier or order is 404", () => {
    const { ctx, org, order, carrier } = world();
    expect(apiError(() => bookPostedOrder(ctx, org, order.guid, UNKNOWN_GUID)).status).toBe(404);
    expect(apiError(() => bookPostedOrder(ctx, org, UNKNOWN_GUID, carrier.guid)).status).toBe(404);
  });
});
