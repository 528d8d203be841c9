/** How a counter offer is kept: the shipper's price for one load request, and its status. */
import { defineCollection } from "../../state/collection.js";

/** The spec's CounterOfferStatus: `pending` after create, `cancelled` (two `l`) after cancel. */
export type CounterOfferStatus = "pending" | "cancelled";

export interface CounterOfferRecord {
  guid: string;
  orderGuid: string;
  requestGuid: string;
  price: number;
  status: CounterOfferStatus;
  createdAt: number;
  changedAt: number;
}

export const COUNTER_OFFERS = defineCollection<CounterOfferRecord>("counter-offers");
