/**
 * When sending a load offer fails (`offer.sent.failed`), a sandbox rule (GAPS.md): a carrier addressed by an
 * e-mail address at the reserved domain `unreachable.example` (or a subdomain) or by the phone number
 * `+1 555 0199` (any punctuation) cannot be reached. Carriers addressed by guid or USDOT number always can.
 */
import type { OfferAddress } from "./offer-record.js";

export const UNREACHABLE_EMAIL_DOMAIN = "unreachable.example";
export const UNREACHABLE_PHONE = "+1 555 0199";

const digits = (phone: string): string => phone.replace(/\D/g, "");

/** Why the offer cannot reach its carrier (the event's `error_message`), or undefined when it can. */
export function unreachableReason(address: OfferAddress): string | undefined {
  const domain = address.carrier_email?.trim().toLowerCase().split("@").pop();
  if (domain === UNREACHABLE_EMAIL_DOMAIN || domain?.endsWith(`.${UNREACHABLE_EMAIL_DOMAIN}`)) {
    return "The load offer could not be delivered: the carrier's e-mail address does not accept mail";
  }
  if (address.carrier_phone !== undefined && digits(address.carrier_phone) === digits(UNREACHABLE_PHONE)) {
    return "The load offer could not be delivered: the carrier's phone number cannot receive text messages";
  }
  return undefined;
}
