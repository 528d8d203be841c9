/**
 * A carrier as the API shows it (the spec's `Carrier`). Never `ach_payment`: it left every carrier response on
 * July 8, 2026; the bank details are read through the ACH details operation only.
 */
import { formatDateTime } from "../../time.js";
import { type BrokerRecordsState, CARRIER_FIELDS, type CarrierRecord } from "./carrier-record.js";

const stamp = (at: number | null) => (at === null ? null : formatDateTime(at));

export function brokerRecordsView(records: BrokerRecordsState): Record<string, unknown> {
  return {
    guid: records.guid,
    usdot_number: records.usdotNumber,
    approved: records.approved,
    approved_since: stamp(records.approvedSince),
    preferred: records.preferred,
    preferred_since: stamp(records.preferredSince),
    in_blacklist: records.inBlacklist,
    in_blacklist_since: stamp(records.inBlacklistSince),
    insurance_certificate_holder: records.insuranceCertificateHolder,
    insurance_certificate_holder_since: stamp(records.insuranceCertificateHolderSince),
    insurance_cert_holder_file_url: null,
    insurance_expires_at: records.insuranceExpiresAt,
    custom_external_id: records.customExternalId,
  };
}

export function carrierView(carrier: CarrierRecord): Record<string, unknown> {
  const view: Record<string, unknown> = { guid: carrier.guid };
  for (const field of CARRIER_FIELDS) view[field] = carrier.details[field] ?? null;
  return {
    ...view,
    w9: null,
    usdot_certificate: null,
    cargo_insurance: null,
    mc_number: carrier.mcNumber,
    us_dot: carrier.usDot,
    cargo_policy: null,
    carrier_type: carrier.carrierType,
    broker_records: carrier.brokerRecords ? brokerRecordsView(carrier.brokerRecords) : null,
  };
}
