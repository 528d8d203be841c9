/** A counter offer as the API shows it (the spec's `CounterOffer`). */
import { formatDateTime } from "../../time.js";
import type { CounterOfferRecord } from "./counter-offer-record.js";

export function counterOfferView(counter: CounterOfferRecord): Record<string, unknown> {
  return {
    is_active: true,
    created_at: formatDateTime(counter.createdAt),
    changed_at: formatDateTime(counter.changedAt),
    guid: counter.guid,
    status: counter.status,
    price: counter.price,
    request_guid: counter.requestGuid,
    order_guid: counter.orderGuid,
  };
}
