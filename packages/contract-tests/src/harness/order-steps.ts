/**
 * The shipper's web-interface steps on an order as data (an operation and its body): what `orderAfter` plays
 * through the actors and what an order fixture (fixture-orders.ts) must have been brought through beforehand.
 */

/** The USDOT number the steps' load offers are addressed to. */
export const CARRIER_USDOT = "3141592";
/** Dates of the manual marks (delivery after pickup). */
export const ADJUSTED_PICKUP = "2026-03-16T08:00:00.000+0000";
export const ADJUSTED_DELIVERY = "2026-03-19T17:00:00.000+0000";
/** The body of a manual mark as accepted: the carrier the order went to outside the service. */
export const MANUAL_CARRIER = { carrier_email: "dispatch@roadrunner-auto.example", carrier_phone: "+1 555 0100" };

type Json = Record<string, unknown>;

/** One helper step on an order: the operation and its body. */
export type OrderStep = readonly [operationId: string, body?: Json];

/** The shipper's steps on an order, for `orderAfter` (DELIVER is from `accepted`, with both adjusted dates). */
export const ACCEPT: OrderStep = ["manuallyMarkOrderAsAccepted", MANUAL_CARRIER];
export const PICK_UP: OrderStep = ["manuallyMarkOrderAsPickedUp", { adjusted_date: ADJUSTED_PICKUP }];
export const DELIVER: OrderStep = [
  "manuallyMarkOrderAsDelivered",
  { adjusted_pickup_date: ADJUSTED_PICKUP, adjusted_delivery_date: ADJUSTED_DELIVERY },
];
export const INVOICE: OrderStep = ["manuallyMarkOrderAsInvoiced", { adjusted_invoice_date: ADJUSTED_DELIVERY }];
export const PAY: OrderStep = ["markOrderAsPaid", {}];
export const PENDING: OrderStep = ["manuallyMarkOrderAsPending"];
export const CANCEL: OrderStep = ["cancelSandboxOrder"];
export const VERIFY: OrderStep = ["markSandboxOrderDeliveryVerified"];

/** The same step: one operation with an equal body. */
export function sameStep([operationId, body]: OrderStep, [otherId, otherBody]: OrderStep): boolean {
  return operationId === otherId && JSON.stringify(body ?? {}) === JSON.stringify(otherBody ?? {});
}
