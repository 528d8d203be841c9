/**
 * The carrier's progress on an order it was given (an accepted load offer or load request; else 409
 * `CARRIER_NOT_ASSIGNED`): pickup (`accepted` -> `picked_up`, the pickup BOL), delivery (`picked_up` -> `delivered`,
 * the delivery BOL) and invoice (`delivered`/`delivery_verified` -> `invoiced`). Rule 4 of the document: once the
 * shipper manually marked the order picked up or delivered, the carrier's matching step leaves the status alone and
 * is reported by its `.ignored` event.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import type { AssignedCarrierInfo } from "../activities.js";
import { CARRIERS, type CarrierRecord } from "../carriers/carrier-record.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";
import { LOAD_REQUESTS } from "../load-requests/load-request-record.js";
import { loadRequestCarrier } from "../load-requests/load-request-view.js";
import { BOOKINGS } from "../loadboard/booking-record.js";
import { offersOf } from "../offers/offer-service.js";
import { offerCarrier } from "../offers/offer-view.js";
import { bolLinks, deliveryReceiptUrl } from "./bol.js";
import type { OrderRecord, OrderStatus } from "./order-record.js";
import { changeStatus, statusConflict } from "./order-status.js";

export type CarrierStep = "pickup" | "delivery";

/**
 * Whether a carrier's `step` is ignored for status purposes (rule 4): a pickup once the shipper manually marked the
 * order picked up or delivered, a delivery once it manually marked it delivered. Reusable for the offer `.ignored`
 * answers: accept after a manual pickup or delivery = `pickup`, decline after a manual delivery = `delivery`.
 */
export function isCarrierProgressIgnored(order: OrderRecord, step: CarrierStep): boolean {
  return step === "pickup" ? order.manuallyMarked !== undefined : order.manuallyMarked === "delivered";
}

/** Activity details of a carrier of the organisation's network (a loadboard booking names only its guid). */
function bookedCarrier(carrierGuid: string, carrier: CarrierRecord | undefined): AssignedCarrierInfo {
  const details = carrier?.details;
  return {
    carrier_guid: carrierGuid,
    carrier_name: details?.name ?? null,
    carrier_email: details?.email ?? null,
    carrier_usdot: carrier?.usDot ?? null,
  };
}

/** The carrier the order was given to: the latest accepted offer, load request or loadboard booking; else 409. */
export function assignedCarrier(org: Organisation, order: OrderRecord): AssignedCarrierInfo {
  const offers = offersOf(org, order.guid)
    .filter((offer) => offer.status === "accepted")
    .map((offer) => ({ changedAt: offer.changedAt, carrier: offerCarrier(offer) }));
  const requests = org
    .collection(LOAD_REQUESTS)
    .values()
    .filter((request) => request.orderGuid === order.guid && request.status === "accepted")
    .map((request) => ({ changedAt: request.changedAt, carrier: loadRequestCarrier(request) }));
  const bookings = org
    .collection(BOOKINGS)
    .values()
    .filter((booking) => booking.orderGuid === order.guid)
    .map((booking) => ({
      changedAt: booking.bookedAt,
      carrier: bookedCarrier(booking.carrierGuid, org.collection(CARRIERS).get(booking.carrierGuid)),
    }));
  const latest = [...offers, ...requests, ...bookings].sort((a, b) => b.changedAt - a.changedAt)[0];
  if (!latest) {
    throw conflict(
      "CARRIER_NOT_ASSIGNED",
      "No carrier has the order: it needs an accepted load offer, an accepted load request or a loadboard booking",
    );
  }
  return latest.carrier;
}

interface Step {
  from: readonly OrderStatus[];
  to: OrderStatus;
  action: string;
  ignoredAs?: CarrierStep;
}

const STEPS = {
  pickup: { from: ["accepted"], to: "picked_up", action: "order.picked_up", ignoredAs: "pickup" },
  delivery: { from: ["picked_up"], to: "delivered", action: "order.delivered", ignoredAs: "delivery" },
  invoice: { from: ["delivered", "delivery_verified"], to: "invoiced", action: "order.invoiced" },
} as const satisfies Record<string, Step>;

export type CarrierProgress = keyof typeof STEPS;

/** The carrier picks up, delivers or invoices; returns the order and whether the step was ignored. */
export function carrierProgress(
  ctx: SandboxContext,
  org: Organisation,
  order: OrderRecord,
  progress: CarrierProgress,
): { order: OrderRecord; ignored: boolean } {
  const step: Step = STEPS[progress];
  const carrier = assignedCarrier(org, order);
  if (step.ignoredAs && isCarrierProgressIgnored(order, step.ignoredAs)) {
    publishEvent(ctx, org, `${step.action}.ignored`, { order_guid: order.guid });
    return { order, ignored: true };
  }
  if (!step.from.includes(order.status)) {
    throw statusConflict(
      `The order is ${order.status}: the carrier's ${progress} needs an order in ${step.from.join(" or ")}`,
    );
  }
  changeStatus(ctx, org, order, step.to, step.to, { carrier });
  publishEvent(ctx, org, step.action, { order_guid: order.guid });
  if (progress === "pickup")
    publishEvent(ctx, org, "order.picked_up_bol", { order_guid: order.guid, ...bolLinks(ctx, order.guid) });
  if (progress === "delivery") {
    publishEvent(ctx, org, "order.delivered_bol", {
      order_guid: order.guid,
      ...bolLinks(ctx, order.guid),
      pdf_delivery_receipt_url: deliveryReceiptUrl(ctx, order.guid),
    });
  }
  return { order, ignored: false };
}
