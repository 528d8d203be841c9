/**
 * A carrier's ACH details. The routing and account numbers are masked (`*****` + the last 4 digits) and the voided
 * check URL withheld unless an order of this carrier with payment method `ach`, `direct_deposit` or `other` was
 * delivered within the last 30 days (sandbox clock, the 30 days inclusive); `access_expires_in_days` counts the
 * whole days left of that access, -1 while masked. The `ach-unmasked` fault never masks.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { notFound } from "../errors.js";
import { ORDERS } from "../orders/order-record.js";
import { findCarrier } from "./carrier-directory.js";
import type { CarrierRecord } from "./carrier-record.js";
import { carrierOfOrder } from "./order-carrier.js";

export const ACH_ACCESS_DAYS = 30;
const DAY_MS = 86_400_000;

/** Payment methods whose delivered orders open the carrier's numbers. */
export const ACH_ACCESS_METHODS: ReadonlySet<string> = new Set(["ach", "direct_deposit", "other"]);

export function maskNumber(value: string): string {
  return `*****${value.length > 4 ? value.slice(-4) : ""}`;
}

/** When the carrier's unmasked access ends, or undefined when no qualifying delivery is within the window. */
export function achAccessEndsAt(org: Organisation, carrier: CarrierRecord, now: number): number | undefined {
  let latest: number | undefined;
  for (const order of org.collection(ORDERS).values()) {
    const deliveredAt = order.deliveredAt;
    if (deliveredAt === undefined || deliveredAt > now || now - deliveredAt > ACH_ACCESS_DAYS * DAY_MS) continue;
    if (!ACH_ACCESS_METHODS.has(order.doc.payment?.payment_method ?? "")) continue;
    if (latest !== undefined && deliveredAt <= latest) continue;
    if (carrierOfOrder(org, order)?.guid === carrier.guid) latest = deliveredAt;
  }
  return latest === undefined ? undefined : latest + ACH_ACCESS_DAYS * DAY_MS;
}

/** The spec's CarrierAchDetails of the carrier (404 for an unknown carrier or one without ACH details). */
export function achDetails(ctx: SandboxContext, org: Organisation, carrierGuid: string): Record<string, unknown> {
  const carrier = findCarrier(org, carrierGuid);
  const { ach } = carrier;
  if (!ach) throw notFound("The carrier has no ACH details");
  const now = ctx.clock.now();
  const endsAt = achAccessEndsAt(org, carrier, now);
  const open = endsAt !== undefined || ctx.faults.has("ach-unmasked");
  return {
    bank_name: ach.bankName,
    bank_routing_number: open ? ach.routingNumber : maskNumber(ach.routingNumber),
    bank_account_number: open ? ach.accountNumber : maskNumber(ach.accountNumber),
    voided_check_url: open ? ach.voidedCheckUrl : null,
    voided_check_url_available: ach.voidedCheckUrl !== null,
    ach_last_update_date: ach.updatedOn,
    access_expires_in_days: endsAt === undefined ? -1 : Math.floor((endsAt - now) / DAY_MS),
  };
}
