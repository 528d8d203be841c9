/**
 * Instant booking (the loadboard test helper): a preferred carrier books a posted order. The order becomes
 * `accepted` with that carrier, leaves the loadboard and `order.booked` is published. An order that is not posted
 * (or no longer open for carriers) is 409 `ORDER_NOT_POSTED`; a carrier that is not preferred — blacklisted, not
 * marked, or on the carrier application without broker records — is 409 `CARRIER_NOT_PREFERRED`.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import type { CarrierInfo } from "../activities.js";
import { findCarrier } from "../carriers/carrier-directory.js";
import type { CarrierRecord } from "../carriers/carrier-record.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus } from "../orders/order-status.js";
import { BOOKINGS, type BookingRecord } from "./booking-record.js";
import { isPostable } from "./loadboard.js";

function carrierColumns(carrier: CarrierRecord): Partial<CarrierInfo> {
  const { details } = carrier;
  return {
    carrier_guid: carrier.guid,
    carrier_name: details.name,
    carrier_address: details.address ?? null,
    carrier_city: details.city ?? null,
    carrier_state: details.state ?? null,
    carrier_zip: details.zip ?? null,
    carrier_contact_name: details.contact_name ?? null,
    carrier_email: details.email ?? null,
    carrier_phone: details.phone_numbers ?? null,
    carrier_usdot: carrier.usDot,
  };
}

function refusal(carrier: CarrierRecord): string | undefined {
  const records = carrier.brokerRecords;
  if (!records) return "the carrier uses the carrier application and has no broker records, so it is not preferred";
  if (records.inBlacklist) return "the carrier is blacklisted";
  if (!records.preferred) return "the carrier is not preferred";
  return undefined;
}

export function bookPostedOrder(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  carrierGuid: string,
): { order: OrderRecord; booking: BookingRecord } {
  const order = findOrder(org, orderGuid);
  const carrier = findCarrier(org, carrierGuid);
  if (!order.isPostedToLoadboard || !isPostable(order)) {
    throw conflict("ORDER_NOT_POSTED", `The order is not on the loadboard (status ${order.status})`);
  }
  const reason = refusal(carrier);
  if (reason) throw conflict("CARRIER_NOT_PREFERRED", `Only a preferred carrier books instantly: ${reason}`);
  const now = ctx.clock.now();
  const booking = org.collection(BOOKINGS).set({ guid: newGuid(), orderGuid: order.guid, carrierGuid, bookedAt: now });
  changeStatus(ctx, org, order, "accepted", "booked", { carrier: carrierColumns(carrier) });
  publishEvent(ctx, org, "order.booked", { order_guid: order.guid });
  return { order, booking };
}
