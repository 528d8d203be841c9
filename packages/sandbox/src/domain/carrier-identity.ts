/**
 * Carrier identities. The sandbox has no carrier directory yet: a carrier addressed by USDOT number, e-mail or
 * phone gets a stable name-based guid, the guid it keeps once it registers (when it accepts an offer).
 */
import { nameGuid, newGuid } from "../state/ids.js";

export interface CarrierAddress {
  carrier_guid?: string | null;
  carrier_usdot?: string | null;
  carrier_email?: string | null;
  carrier_phone?: string | null;
}

/** The given guid, else one derived from the first of USDOT number, e-mail and phone, else a random one. */
export function carrierGuidFor(address: CarrierAddress): string {
  if (address.carrier_guid) return address.carrier_guid;
  if (address.carrier_usdot) return nameGuid("haulkit-sandbox-carrier", `usdot:${address.carrier_usdot.trim()}`);
  if (address.carrier_email) {
    return nameGuid("haulkit-sandbox-carrier", `email:${address.carrier_email.trim().toLowerCase()}`);
  }
  if (address.carrier_phone) {
    return nameGuid("haulkit-sandbox-carrier", `phone:${address.carrier_phone.replace(/[^\d+]/g, "")}`);
  }
  return newGuid();
}
