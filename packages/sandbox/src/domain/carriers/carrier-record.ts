/** How a carrier of an organisation is kept: its details, the shipper's broker records and its bank (ACH) details. */
import { defineCollection } from "../../state/collection.js";

/** The spec's CarrierType. */
export type CarrierType = "CTMS" | "INTERNAL" | "FMCSA";

/** The writable carrier fields (the spec's CarrierFields), null when unknown. */
export const CARRIER_FIELDS = [
  "name",
  "dba_name",
  "phone_numbers",
  "fax",
  "contact_name",
  "email",
  "website",
  "address",
  "city",
  "state",
  "zip",
] as const;

export type CarrierFieldName = (typeof CARRIER_FIELDS)[number];

export type CarrierDetails = { name: string } & Partial<Record<Exclude<CarrierFieldName, "name">, string | null>>;

/** The shipper's custom records of a carrier; stamps are epoch ms on the sandbox clock. */
export interface BrokerRecordsState {
  guid: string;
  usdotNumber: string | null;
  approved: boolean;
  approvedSince: number | null;
  preferred: boolean;
  preferredSince: number | null;
  inBlacklist: boolean;
  inBlacklistSince: number | null;
  insuranceCertificateHolder: boolean;
  insuranceCertificateHolderSince: number | null;
  insuranceExpiresAt: string | null;
  customExternalId: string | null;
}

/** Bank details; shown only through the ACH details operation, never on a carrier response. */
export interface AchRecord {
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  voidedCheckUrl: string | null;
  /** `yyyy-MM-dd`. */
  updatedOn: string;
}

export interface CarrierRecord {
  guid: string;
  /** Creation sequence inside the organisation (stable ordering). */
  seq: number;
  carrierType: CarrierType;
  details: CarrierDetails;
  mcNumber: string | null;
  usDot: string | null;
  /** Null for carriers on the carrier application (`CTMS`): the document says they have none. */
  brokerRecords: BrokerRecordsState | null;
  ach: AchRecord | null;
  createdAt: number;
  changedAt: number;
}

export const CARRIERS = defineCollection<CarrierRecord>("carriers");

export function defaultBrokerRecords(guid: string, usdotNumber: string | null): BrokerRecordsState {
  return {
    guid,
    usdotNumber,
    approved: false,
    approvedSince: null,
    preferred: false,
    preferredSince: null,
    inBlacklist: false,
    inBlacklistSince: null,
    insuranceCertificateHolder: false,
    insuranceCertificateHolderSince: null,
    insuranceExpiresAt: null,
    customExternalId: null,
  };
}
