import { describe, expect, it } from "vitest";
import { answerOffer, type CarrierAnswer } from "../../../src/domain/offers/offer-carrier.js";
import type { OrderStatus } from "../../../src/domain/orders/order-record.js";
import { webhookMismatches } from "../../support/events.js";
import { offerWorld, setState } from "./offer-support.js";

type Marked = "picked_up" | "delivered" | undefined;

describe("a carrier answer after the order moved past it is published as .ignored", () => {
  it.each<[CarrierAnswer, OrderStatus, Marked, string, OrderStatus]>([
    ["accept", "picked_up", "picked_up", "offer.accepted.ignored", "picked_up"],
    ["accept", "delivered", "delivered", "offer.accepted.ignored", "delivered"],
    ["accept", "invoiced", "delivered", "offer.accepted.ignored", "invoiced"],
    ["accept", "pending", undefined, "offer.accepted", "accepted"],
    ["accept", "paid", undefined, "offer.accepted", "paid"],
    ["decline", "delivered", "delivered", "offer.declined.ignored", "delivered"],
    ["decline", "picked_up", "picked_up", "offer.declined", "picked_up"],
    ["decline", "pending", undefined, "offer.declined", "declined"],
    ["cancel", "delivered", undefined, "offer.canceled_by_carrier.ignored", "delivered"],
    ["cancel", "delivered", "delivered", "offer.canceled_by_carrier.ignored", "delivered"],
    ["cancel", "invoiced", "delivered", "offer.canceled_by_carrier.ignored", "invoiced"],
    ["cancel", "picked_up", undefined, "offer.canceled_by_carrier", "picked_up"],
    ["cancel", "picked_up", "picked_up", "offer.canceled_by_carrier", "picked_up"],
    ["cancel", "accepted", undefined, "offer.canceled_by_carrier", "canceled"],
  ])("%s with the order %s (manually marked %s): %s, order %s", (answer, status, marked, action, after) => {
    const world = offerWorld();
    const { order, offer } = world.offered();
    if (answer === "cancel") answerOffer(world.ctx, world.org, offer.guid, "accept");
    setState(order, status, marked);
    const before = world.events().length;
    const result = answerOffer(world.ctx, world.org, offer.guid, answer);
    const published = world.events().slice(before);
    expect(published.map((event) => [event.action, event.payload.status])).toEqual([[action, after]]);
    expect(published[0] && webhookMismatches(published[0])).toEqual([]);
    expect(result.order.status).toBe(after);
    expect(result.offer.status).toBe(
      { accept: "accepted", decline: "declined", cancel: "canceled_by_carrier" }[answer],
    );
  });

  it("an ignored accept still registers the carrier, and records no status change", () => {
    const world = offerWorld();
    const { order, offer } = world.offered({ carrier_email: "dispatch@roadrunner-auto.example" });
    setState(order, "delivered", "delivered");
    const codes = world.activityCodes(order);
    answerOffer(world.ctx, world.org, offer.guid, "accept");
    expect(offer.carrierGuid).toBe(offer.addressedCarrierGuid);
    expect(world.activityCodes(order)).toEqual(codes);
  });
});
