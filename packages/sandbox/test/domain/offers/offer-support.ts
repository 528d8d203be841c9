/** Shared setup of the offer domain tests: an order with a sent offer, its state then set directly. */
import { activitiesOf } from "../../../src/domain/activities.js";
import { sendOffer } from "../../../src/domain/offers/offer-service.js";
import type { OrderRecord, OrderStatus } from "../../../src/domain/orders/order-record.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import type { DomainEvent } from "../../../src/state/events.js";
import { domainContext } from "../../support/context.js";
import { orderBody } from "../../support/sandbox.js";

export function offerWorld() {
  const world = domainContext();
  const events = (action?: string): DomainEvent[] =>
    world.ctx.events.recent(world.org.guid).filter((event) => action === undefined || event.action === action);
  return {
    ...world,
    events,
    /** A new order with an offer sent to a carrier addressed by USDOT number. */
    offered(address: Record<string, string> = { carrier_usdot: "3141592" }) {
      const order = createOrder(world.ctx, world.org, orderBody());
      const offer = sendOffer(world.ctx, world.org, order.guid, address);
      return { order, offer };
    },
    activityCodes: (order: OrderRecord) => activitiesOf(order).map((entry) => entry.code),
  };
}

/** Puts the order where the shipper's manual mark or the carrier's progress would have put it. */
export function setState(order: OrderRecord, status: OrderStatus, manuallyMarked?: "picked_up" | "delivered"): void {
  order.status = status;
  order.isStatusChangedManually = manuallyMarked !== undefined;
  order.manuallyMarked = manuallyMarked;
}
