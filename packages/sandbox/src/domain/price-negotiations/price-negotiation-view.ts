/** A price negotiation as the API shows it (the spec's `PriceNegotiation`); `start_date` is given in UTC. */
import { formatDateTime } from "../../time.js";
import type { PriceNegotiationRecord } from "./price-negotiation-record.js";

export function priceNegotiationView(negotiation: PriceNegotiationRecord): Record<string, unknown> {
  const { settings } = negotiation;
  return {
    guid: negotiation.guid,
    order_guid: negotiation.orderGuid,
    negotiation_budget: settings.negotiation_budget,
    increase_by_percent: settings.increase_by_percent,
    increase_every: { ...settings.increase_every },
    start_date: formatDateTime(settings.startDate),
    acceptable_pickup_days: settings.acceptable_pickup_days,
    acceptable_delivery_days: settings.acceptable_delivery_days,
    enabled: negotiation.enabled,
  };
}
