/** How a price negotiation is kept: its order, its settings and whether it runs. */
import { defineCollection } from "../../state/collection.js";

export interface IncreaseEvery {
  value: number;
  unit: "DAYS" | "HOURS";
}

export interface NegotiationSettings {
  negotiation_budget: number;
  increase_by_percent: number;
  increase_every: IncreaseEvery;
  /** Epoch milliseconds; never before the order's creation. */
  startDate: number;
  acceptable_pickup_days: number;
  acceptable_delivery_days: number;
}

export interface PriceNegotiationRecord {
  guid: string;
  orderGuid: string;
  settings: NegotiationSettings;
  enabled: boolean;
  createdAt: number;
  changedAt: number;
}

export const PRICE_NEGOTIATIONS = defineCollection<PriceNegotiationRecord>("price-negotiations");
