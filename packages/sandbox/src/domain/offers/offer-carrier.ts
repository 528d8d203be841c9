/**
 * The carrier's answers to a load offer (reached through the test helpers). Accept and decline need a `new`
 * offer, cancel an `accepted` one (else 409 `OFFER_STATE_CONFLICT`). The order follows only from the status the
 * offer put it in (`pending` -> `accepted`/`declined`, `accepted` -> `canceled`): an order the shipper moved on
 * keeps its status. An answer that comes after the order moved past it is published as `<action>.ignored`
 * (the offer still records the answer): accept after a manual mark picked up or delivered, decline after a
 * manual mark delivered (the rule of the carrier's pickup and delivery), cancel after delivery.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";
import { isCarrierProgressIgnored } from "../orders/carrier-progress.js";
import type { OrderRecord, OrderStatus } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus } from "../orders/order-status.js";
import type { OfferRecord, OfferStatus } from "./offer-record.js";
import { findOffer } from "./offer-service.js";
import { offerCarrier, offerPayload } from "./offer-view.js";

interface Answer {
  /** The offer status the answer needs. */
  from: OfferStatus;
  to: OfferStatus;
  /** The order moves from `orderFrom` to `orderTo` (with this activity code), else keeps its status. */
  orderFrom: OrderStatus;
  orderTo: OrderStatus;
  code: string;
  action: string;
  /** The rule, for the 409 message. */
  rule: string;
  /** When the order has moved past the answer: the status stays and `<action>.ignored` is published. */
  ignoredWhen: (order: OrderRecord) => boolean;
}

/** Delivered, by the carrier or by the shipper's manual mark (the order may have moved on since). */
const delivered = (order: OrderRecord): boolean => order.status === "delivered" || order.manuallyMarked === "delivered";

export const ANSWERS = {
  accept: {
    from: "new",
    to: "accepted",
    orderFrom: "pending",
    orderTo: "accepted",
    code: "offer_accepted",
    action: "offer.accepted",
    rule: "only a new offer can be accepted",
    ignoredWhen: (order) => isCarrierProgressIgnored(order, "pickup"),
  },
  decline: {
    from: "new",
    to: "declined",
    orderFrom: "pending",
    orderTo: "declined",
    code: "offer_declined",
    action: "offer.declined",
    rule: "only a new offer can be declined",
    ignoredWhen: (order) => isCarrierProgressIgnored(order, "delivery"),
  },
  cancel: {
    from: "accepted",
    to: "canceled_by_carrier",
    orderFrom: "accepted",
    orderTo: "canceled",
    code: "offer_canceled_by_carrier",
    action: "offer.canceled_by_carrier",
    rule: "only an accepted offer can be canceled by the carrier",
    ignoredWhen: delivered,
  },
} as const satisfies Record<string, Answer>;

export type CarrierAnswer = keyof typeof ANSWERS;

export function answerOffer(
  ctx: SandboxContext,
  org: Organisation,
  offerGuid: string,
  answer: CarrierAnswer,
): { offer: OfferRecord; order: OrderRecord } {
  const rule: Answer = ANSWERS[answer];
  const offer = findOffer(org, offerGuid);
  if (offer.status !== rule.from) {
    throw conflict("OFFER_STATE_CONFLICT", `The offer is ${offer.status}: ${rule.rule}`);
  }
  const order = findOrder(org, offer.orderGuid);
  offer.status = rule.to;
  offer.changedAt = ctx.clock.now();
  if (answer === "accept") offer.carrierGuid ??= offer.addressedCarrierGuid;
  const ignored = rule.ignoredWhen(order);
  if (!ignored && order.status === rule.orderFrom) {
    changeStatus(ctx, org, order, rule.orderTo, rule.code, { carrier: offerCarrier(offer) });
  }
  publishEvent(ctx, org, ignored ? `${rule.action}.ignored` : rule.action, offerPayload(offer, order));
  return { offer, order };
}
