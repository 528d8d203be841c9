/** How a carrier's load request is kept: what the carrier asks for, who the carrier is, and the status. */
import { defineCollection } from "../../state/collection.js";

/** The spec's LoadRequestStatus (assumed values, GAPS.md). */
export type LoadRequestStatus = "pending" | "accepted" | "declined" | "canceled";

/** The carrier's contact fields a request carries (strings, left out when the carrier did not give them). */
export const CARRIER_FIELDS = [
  "carrier_email",
  "carrier_phone",
  "carrier_name",
  "carrier_contact_name",
  "carrier_address",
  "carrier_city",
  "carrier_state",
  "carrier_zip",
  "carrier_usdot",
] as const;

export type CarrierField = (typeof CARRIER_FIELDS)[number];

export interface LoadRequestFields extends Partial<Record<CarrierField, string>> {
  requested_price: number;
  /** Date-times in the spec's shape, normalised to UTC. */
  pickup_date: string;
  delivery_date: string;
  carrier_comment: string | null;
  carrier_guid: string;
}

export interface LoadRequestRecord {
  guid: string;
  orderGuid: string;
  /** Creation sequence inside the organisation (stable ordering). */
  seq: number;
  fields: LoadRequestFields;
  status: LoadRequestStatus;
  /** The shipper's reason when it declined the request. */
  declineReason?: string;
  createdAt: number;
  changedAt: number;
}

export const LOAD_REQUESTS = defineCollection<LoadRequestRecord>("load-requests");
