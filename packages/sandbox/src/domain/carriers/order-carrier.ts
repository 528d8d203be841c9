/**
 * The carrier of an order: the carrier of its accepted load offer, its accepted load request or its loadboard
 * booking — the latest of them when there are several.
 */
import type { Organisation } from "../../state/organisations.js";
import { LOAD_REQUESTS } from "../load-requests/load-request-record.js";
import { BOOKINGS } from "../loadboard/booking-record.js";
import { OFFERS } from "../offers/offer-record.js";
import type { OrderRecord } from "../orders/order-record.js";
import { type CarrierKey, resolveCarrier } from "./carrier-directory.js";
import type { CarrierRecord } from "./carrier-record.js";

interface Assignment extends CarrierKey {
  at: number;
}

function assignments(org: Organisation, orderGuid: string): Assignment[] {
  const found: Assignment[] = [];
  for (const offer of org.collection(OFFERS).values()) {
    if (offer.orderGuid !== orderGuid || offer.status !== "accepted") continue;
    const { carrier_usdot: usdot, carrier_email: email, carrier_phone: phone } = offer.address;
    found.push({ guid: offer.carrierGuid ?? offer.addressedCarrierGuid, usdot, email, phone, at: offer.changedAt });
  }
  for (const request of org.collection(LOAD_REQUESTS).values()) {
    if (request.orderGuid !== orderGuid || request.status !== "accepted") continue;
    const { fields } = request;
    found.push({
      guid: fields.carrier_guid,
      usdot: fields.carrier_usdot,
      email: fields.carrier_email,
      phone: fields.carrier_phone,
      at: request.changedAt,
    });
  }
  for (const booking of org.collection(BOOKINGS).values()) {
    if (booking.orderGuid === orderGuid) found.push({ guid: booking.carrierGuid, at: booking.bookedAt });
  }
  return found;
}

/**
 * The order's carrier among the organisation's recorded carriers (undefined when no carrier has it). Callers read
 * the carriers first (`findCarrier`, `carriersOf`), which records those met through offers and load requests.
 */
export function carrierOfOrder(org: Organisation, order: OrderRecord): CarrierRecord | undefined {
  const latest = assignments(org, order.guid).reduce<Assignment | undefined>(
    (best, next) => (!best || next.at >= best.at ? next : best),
    undefined,
  );
  return latest && resolveCarrier(org, latest);
}
