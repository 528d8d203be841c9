/** Internal carriers: managed only on the shipper side (`INTERNAL`), created with default broker records. */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import {
  CARRIER_FIELDS,
  CARRIERS,
  type CarrierDetails,
  type CarrierRecord,
  defaultBrokerRecords,
} from "./carrier-record.js";

/** The validated body of createInternalCarrier (InternalCarrierInput). */
export type InternalCarrierInput = CarrierDetails & { mc_number?: string | null; us_dot?: string | null };

/** The carrier fields of a body, null where the body leaves them out. */
export function detailsOf(body: CarrierDetails): CarrierDetails {
  const details: CarrierDetails = { name: body.name };
  for (const field of CARRIER_FIELDS) if (field !== "name") details[field] = body[field] ?? null;
  return details;
}

export function createInternalCarrier(
  ctx: SandboxContext,
  org: Organisation,
  body: InternalCarrierInput,
): CarrierRecord {
  const now = ctx.clock.now();
  const usDot = body.us_dot ?? null;
  const carrier: CarrierRecord = {
    guid: newGuid(),
    seq: org.next("carrier"),
    carrierType: "INTERNAL",
    details: detailsOf(body),
    mcNumber: body.mc_number ?? null,
    usDot,
    brokerRecords: defaultBrokerRecords(newGuid(), usDot),
    ach: null,
    createdAt: now,
    changedAt: now,
  };
  return org.collection(CARRIERS).set(carrier);
}
