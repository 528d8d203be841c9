/** Domain fixtures for the order lifecycle tests: orders in a given status, carriers that have them, and checks. */
import { expect } from "vitest";
import type { SandboxContext } from "../../src/context.js";
import { activitiesOf } from "../../src/domain/activities.js";
import { type LoadRequestInput, sendLoadRequest } from "../../src/domain/load-requests/load-request-carrier.js";
import { acceptLoadRequest } from "../../src/domain/load-requests/load-request-service.js";
import { answerOffer } from "../../src/domain/offers/offer-carrier.js";
import { sendOffer } from "../../src/domain/offers/offer-service.js";
import type { OrderRecord, OrderStatus } from "../../src/domain/orders/order-record.js";
import { createOrder } from "../../src/domain/orders/order-service.js";
import type { Organisation } from "../../src/state/organisations.js";
import { domainContext } from "./context.js";
import { webhookMismatches } from "./events.js";
import { loadRequestBody, orderBody } from "./sandbox.js";

export const STATUSES: readonly OrderStatus[] = [
  "new",
  "pending",
  "accepted",
  "canceled",
  "declined",
  "picked_up",
  "delivered",
  "invoiced",
  "paid",
  "order_canceled",
  "delivery_verified",
];

/** Order actions of the revision group, published by the order service (not by the lifecycle modules). */
const REVISION_ACTIONS = new Set(["order.created", "order.modified"]);

export { apiError } from "./api-error.js";

/** A fresh organisation with helpers bound to it. */
export function lifecycleWorld() {
  const { ctx, org } = domainContext();
  return new World(ctx, org);
}

export class World {
  constructor(
    readonly ctx: SandboxContext,
    readonly org: Organisation,
  ) {}

  /** A new order forced into `status` (the setup of a source-state table, not a transition under test). */
  orderIn(status: OrderStatus = "new"): OrderRecord {
    const order = createOrder(this.ctx, this.org, orderBody());
    order.status = status;
    return order;
  }

  /** An order a carrier accepted through a load offer (the shipper-to-carrier flow). */
  offeredAndAccepted(): { order: OrderRecord; carrierGuid: string; offerGuid: string } {
    const order = createOrder(this.ctx, this.org, orderBody());
    const offer = sendOffer(this.ctx, this.org, order.guid, { carrier_usdot: "3141592" });
    answerOffer(this.ctx, this.org, offer.guid, "accept");
    return { order, carrierGuid: offer.carrierGuid ?? "", offerGuid: offer.guid };
  }

  /** An order given to a carrier by accepting its load request. */
  requestedAndAccepted(): { order: OrderRecord; carrierGuid: string } {
    const order = createOrder(this.ctx, this.org, orderBody());
    const request = sendLoadRequest(this.ctx, this.org, order.guid, loadRequestBody() as unknown as LoadRequestInput);
    acceptLoadRequest(this.ctx, this.org, order.guid, request.guid);
    return { order, carrierGuid: request.fields.carrier_guid };
  }

  /** The actions published so far for this order, oldest first. */
  actions(order: OrderRecord): string[] {
    return this.ctx.events
      .recent(this.org.guid)
      .filter((event) => event.payload.order_guid === order.guid)
      .map((event) => event.action);
  }

  /** The last event published for this order. */
  lastEvent(order: OrderRecord) {
    return this.ctx.events
      .recent(this.org.guid)
      .filter((event) => event.payload.order_guid === order.guid)
      .at(-1);
  }

  /** The order's activity entries, newest first. */
  activities(order: OrderRecord) {
    return activitiesOf(order);
  }

  /** Fails the test when an order action (other than the revision ones) does not match its webhook schema. */
  expectValidEvents(): void {
    const mismatches = this.ctx.events
      .recent(this.org.guid)
      .filter((event) => event.action.startsWith("order.") && !REVISION_ACTIONS.has(event.action))
      .flatMap((event) => webhookMismatches(event).map((message) => `${event.action}: ${message}`));
    expect(mismatches).toEqual([]);
  }
}
