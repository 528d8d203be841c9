/** A load offer as the API shows it (the spec's `LoadOffer`), and the payload of the offer events. */

import { formatDateTime } from "../../time.js";
import type { AssignedCarrierInfo } from "../activities.js";
import type { OrderRecord } from "../orders/order-record.js";
import type { OfferRecord } from "./offer-record.js";

export function offerView(offer: OfferRecord): Record<string, unknown> {
  return {
    guid: offer.guid,
    order_guid: offer.orderGuid,
    carrier_guid: offer.carrierGuid,
    carrier_usdot: offer.address.carrier_usdot ?? null,
    carrier_email: offer.address.carrier_email ?? null,
    carrier_phone: offer.address.carrier_phone ?? null,
    status: offer.status,
    is_active: true,
    created_at: formatDateTime(offer.createdAt),
    changed_at: formatDateTime(offer.changedAt),
  };
}

/**
 * `offer_guid`, `order_guid`, `carrier_guid` and the order's status (the deprecated numeric ids are left out).
 * `carrier_guid` is the offer's own: null while an unregistered carrier has not accepted (GAPS.md G-155).
 */
export function offerPayload(offer: OfferRecord, order: OrderRecord): Record<string, unknown> {
  return {
    offer_guid: offer.guid,
    order_guid: offer.orderGuid,
    carrier_guid: offer.carrierGuid,
    status: order.status,
  };
}

/** The carrier columns of the order's activity entries. */
export function offerCarrier(offer: OfferRecord): AssignedCarrierInfo {
  return {
    carrier_guid: offer.carrierGuid ?? offer.addressedCarrierGuid,
    carrier_usdot: offer.address.carrier_usdot ?? null,
    carrier_email: offer.address.carrier_email ?? null,
    carrier_phone: offer.address.carrier_phone ?? null,
  };
}
