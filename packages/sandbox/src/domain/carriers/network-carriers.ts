/**
 * The network test helper: puts a carrier (FMCSA by default, or CTMS) with optional ACH details into the caller's
 * network. Its guid is the one load offers and load requests derive from its USDOT number, e-mail or phone, so an
 * offer addressed that way reaches it. A USDOT number, e-mail or phone another carrier already has is 409
 * `CARRIER_EXISTS`.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime } from "../../time.js";
import { carrierGuidFor } from "../carrier-identity.js";
import { conflict } from "../errors.js";
import { resolveCarrier } from "./carrier-directory.js";
import { CARRIERS, type CarrierDetails, type CarrierRecord, defaultBrokerRecords } from "./carrier-record.js";
import { detailsOf } from "./internal-carriers.js";

/** The validated helper body (NetworkCarrierInput). */
export interface NetworkCarrierInput extends Omit<CarrierDetails, "phone_numbers"> {
  carrier_type?: "FMCSA" | "CTMS";
  usdot?: string;
  mc_number?: string | null;
  phone?: string;
  ach?: {
    bank_name: string;
    bank_routing_number: string;
    bank_account_number: string;
    voided_check_url?: string | null;
    last_update_date?: string;
  };
}

export function addNetworkCarrier(ctx: SandboxContext, org: Organisation, body: NetworkCarrierInput): CarrierRecord {
  const key = { usdot: body.usdot, email: body.email, phone: body.phone };
  if (resolveCarrier(org, key)) {
    throw conflict("CARRIER_EXISTS", "A carrier with this USDOT number, e-mail or phone is already in the network");
  }
  const guid = carrierGuidFor({ carrier_usdot: key.usdot, carrier_email: key.email, carrier_phone: key.phone });
  const now = ctx.clock.now();
  const carrierType = body.carrier_type ?? "FMCSA";
  const usDot = body.usdot ?? null;
  const { ach } = body;
  const carrier: CarrierRecord = {
    guid,
    seq: org.next("carrier"),
    carrierType,
    details: detailsOf({ ...body, phone_numbers: body.phone ?? null }),
    mcNumber: body.mc_number ?? null,
    usDot,
    brokerRecords: carrierType === "CTMS" ? null : defaultBrokerRecords(newGuid(), usDot),
    ach: ach
      ? {
          bankName: ach.bank_name,
          routingNumber: ach.bank_routing_number,
          accountNumber: ach.bank_account_number,
          voidedCheckUrl: ach.voided_check_url ?? null,
          updatedOn: ach.last_update_date ?? formatDateTime(now).slice(0, 10),
        }
      : null,
    createdAt: now,
    changedAt: now,
  };
  return org.collection(CARRIERS).set(carrier);
}
