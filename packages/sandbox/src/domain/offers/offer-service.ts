/**
 * Sending load offers (the shipper side). The order must be open for carriers; the offer starts `new`, the order
 * becomes `pending` (GAPS.md) and `offer.sent` is published. An order has at most one `new` offer: sending
 * another cancels the previous one as the shipper would (`canceled`, `offer.canceled`; sandbox choice). An offer
 * that cannot reach its carrier (offer-reachability.ts) is kept `canceled`, changes nothing else and publishes
 * `offer.sent.failed` with the reason as `error_message`.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { carrierGuidFor } from "../carrier-identity.js";
import { notFound, validationError } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus, OPEN_FOR_CARRIERS } from "../orders/order-status.js";
import { unreachableReason } from "./offer-reachability.js";
import { OFFERS, type OfferAddress, type OfferRecord } from "./offer-record.js";
import { offerCarrier, offerPayload } from "./offer-view.js";

export function findOffer(org: Organisation, guid: string): OfferRecord {
  const offer = org.collection(OFFERS).get(guid);
  if (!offer) throw notFound("Load offer not found");
  return offer;
}

/** The offers of an order, oldest first. */
export function offersOf(org: Organisation, orderGuid: string): OfferRecord[] {
  return org
    .collection(OFFERS)
    .values()
    .filter((offer) => offer.orderGuid === orderGuid);
}

function cancelByShipper(ctx: SandboxContext, org: Organisation, offer: OfferRecord, order: OrderRecord): void {
  offer.status = "canceled";
  offer.changedAt = ctx.clock.now();
  org.collection(OFFERS).set(offer);
  publishEvent(ctx, org, "offer.canceled", offerPayload(offer, order));
}

export function sendOffer(ctx: SandboxContext, org: Organisation, orderGuid: string, body: OfferAddress): OfferRecord {
  const order = findOrder(org, orderGuid);
  if (!OPEN_FOR_CARRIERS.has(order.status)) {
    throw validationError("shipper", {
      order_guid: [`an order in status ${order.status} cannot be offered to a carrier`],
    });
  }
  const now = ctx.clock.now();
  const address: OfferAddress = { ...body };
  const failure = unreachableReason(address);
  const offer: OfferRecord = {
    guid: newGuid(),
    id: org.next("offer"),
    orderGuid: order.guid,
    address,
    carrierGuid: address.carrier_guid ?? null,
    addressedCarrierGuid: carrierGuidFor(address),
    status: failure === undefined ? "new" : "canceled",
    createdAt: now,
    changedAt: now,
  };
  if (failure !== undefined) {
    org.collection(OFFERS).set(offer);
    publishEvent(ctx, org, "offer.sent.failed", { ...offerPayload(offer, order), error_message: failure });
    return offer;
  }
  for (const previous of offersOf(org, order.guid)) {
    if (previous.status === "new") cancelByShipper(ctx, org, previous, order);
  }
  org.collection(OFFERS).set(offer);
  changeStatus(ctx, org, order, "pending", "offer_sent", { carrier: offerCarrier(offer), byUser: true });
  publishEvent(ctx, org, "offer.sent", offerPayload(offer, order));
  return offer;
}
