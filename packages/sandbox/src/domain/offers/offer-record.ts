/** How a load offer is kept: how it was addressed, the carrier it is for, and its status. */
import { defineCollection } from "../../state/collection.js";

/** The spec's LoadOfferStatus (GAPS.md: only `new` is shown; the others come from the offer events). */
export type OfferStatus = "new" | "accepted" | "declined" | "canceled" | "canceled_by_carrier";

/** The body of sendLoadOffer: exactly one carrier key, `carrier_type` only with `carrier_guid`. */
export interface OfferAddress {
  carrier_guid?: string;
  carrier_usdot?: string;
  carrier_email?: string;
  carrier_phone?: string;
  carrier_type?: "BROKER";
}

export interface OfferRecord {
  guid: string;
  /** Numeric id (the deprecated `id` of the offer payloads). */
  id: number;
  orderGuid: string;
  address: OfferAddress;
  /** The carrier's guid once known (the view's and the events' `carrier_guid`): given, or set when it accepts. */
  carrierGuid: string | null;
  /** The guid the addressed carrier has or will get: the carrier directory's and the activity entries'. */
  addressedCarrierGuid: string;
  status: OfferStatus;
  createdAt: number;
  changedAt: number;
}

export const OFFERS = defineCollection<OfferRecord>("offers");
