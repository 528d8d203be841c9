import { describe, expect, it } from "vitest";
import { answerOffer } from "../../../src/domain/offers/offer-carrier.js";
import { revertOffer } from "../../../src/domain/offers/offer-revert.js";
import type { OrderStatus } from "../../../src/domain/orders/order-record.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { webhookMismatches } from "../../support/events.js";
import { UNKNOWN_GUID } from "../../support/sandbox.js";
import { offerWorld, setState } from "./offer-support.js";

function acceptedOffer(status: OrderStatus, marked?: "picked_up" | "delivered") {
  const world = offerWorld();
  const { order, offer } = world.offered();
  answerOffer(world.ctx, world.org, offer.guid, "accept");
  setState(order, status, marked);
  return { world, order, offer };
}

describe("the carrier reverts the order to new", () => {
  it.each<[OrderStatus, "picked_up" | undefined]>([
    ["picked_up", undefined],
    ["picked_up", "picked_up"],
  ])("from %s (manually marked %s): the order is accepted again, offer.updated_to_accepted", (status, marked) => {
    const { world, order, offer } = acceptedOffer(status, marked);
    world.ctx.clock.advance(60_000);
    const before = world.events().length;
    const result = revertOffer(world.ctx, world.org, offer.guid);
    expect(result.order.status).toBe("accepted");
    expect(result.offer).toMatchObject({ status: "accepted", changedAt: world.ctx.clock.now() });
    const published = world.events().slice(before);
    expect(published.map((event) => event.action)).toEqual(["offer.updated_to_accepted"]);
    expect(published[0]?.payload).toEqual({
      offer_guid: offer.guid,
      order_guid: order.guid,
      carrier_guid: offer.carrierGuid,
      status: "accepted",
    });
    expect(published[0] && webhookMismatches(published[0])).toEqual([]);
    expect(world.activityCodes(order)[0]).toBe("offer_updated_to_accepted");
  });

  it.each<[OrderStatus, "delivered" | undefined]>([
    ["delivered", undefined],
    ["delivered", "delivered"],
  ])("from %s (manually marked %s): ignored, offer.updated_to_accepted.ignored", (status, marked) => {
    const { world, order, offer } = acceptedOffer(status, marked);
    const codes = world.activityCodes(order);
    const before = world.events().length;
    expect(revertOffer(world.ctx, world.org, offer.guid).order.status).toBe("delivered");
    const published = world.events().slice(before);
    expect(published.map((event) => [event.action, event.payload.status])).toEqual([
      ["offer.updated_to_accepted.ignored", "delivered"],
    ]);
    expect(published[0] && webhookMismatches(published[0])).toEqual([]);
    expect(world.activityCodes(order)).toEqual(codes);
  });

  it.each<OrderStatus>(["accepted", "invoiced", "paid", "canceled", "order_canceled"])(
    "answers 409 ORDER_NOT_REVERTIBLE for an order in %s",
    (status) => {
      const { world, order, offer } = acceptedOffer(status);
      const before = world.events().length;
      const error = apiError(() => revertOffer(world.ctx, world.org, offer.guid));
      expect([error.status, errorIdOf(error)]).toEqual([409, "ORDER_NOT_REVERTIBLE"]);
      expect(order.status).toBe(status);
      expect(world.events()).toHaveLength(before);
    },
  );

  it.each(["new", "declined"] as const)("answers 409 OFFER_STATE_CONFLICT for a %s offer", (offerStatus) => {
    const world = offerWorld();
    const { order, offer } = world.offered();
    if (offerStatus === "declined") answerOffer(world.ctx, world.org, offer.guid, "decline");
    setState(order, "picked_up");
    const error = apiError(() => revertOffer(world.ctx, world.org, offer.guid));
    expect([error.status, errorIdOf(error)]).toEqual([409, "OFFER_STATE_CONFLICT"]);
    expect(order.status).toBe("picked_up");
  });

  it("answers 404 for an unknown offer", () => {
    const world = offerWorld();
    expect(apiError(() => revertOffer(world.ctx, world.org, UNKNOWN_GUID)).status).toBe(404);
  });
});
