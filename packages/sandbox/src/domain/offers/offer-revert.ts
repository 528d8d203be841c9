/**
 * The carrier reverts its order to `new` in the carrier application (reached through the revert test helper;
 * sandbox rule, GAPS.md). The offer must be `accepted` (else 409 `OFFER_STATE_CONFLICT`). A `picked_up` order
 * goes back to `accepted` (`offer.updated_to_accepted`); a `delivered` order keeps its status and the revert
 * is ignored (`offer.updated_to_accepted.ignored`). Any other order status is 409 `ORDER_NOT_REVERTIBLE`.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict } from "../errors.js";
import { publishEvent } from "../events.js";
import type { OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus } from "../orders/order-status.js";
import type { OfferRecord } from "./offer-record.js";
import { findOffer } from "./offer-service.js";
import { offerCarrier, offerPayload } from "./offer-view.js";

export function revertOffer(
  ctx: SandboxContext,
  org: Organisation,
  offerGuid: string,
): { offer: OfferRecord; order: OrderRecord } {
  const offer = findOffer(org, offerGuid);
  if (offer.status !== "accepted") {
    throw conflict(
      "OFFER_STATE_CONFLICT",
      `The offer is ${offer.status}: only an accepted offer's order can be reverted`,
    );
  }
  const order = findOrder(org, offer.orderGuid);
  let action: string;
  if (order.status === "picked_up") {
    changeStatus(ctx, org, order, "accepted", "offer_updated_to_accepted", { carrier: offerCarrier(offer) });
    action = "offer.updated_to_accepted";
  } else if (order.status === "delivered") {
    action = "offer.updated_to_accepted.ignored";
  } else {
    throw conflict(
      "ORDER_NOT_REVERTIBLE",
      `The order is ${order.status}: the carrier can only revert a picked-up or delivered order`,
    );
  }
  offer.changedAt = ctx.clock.now();
  publishEvent(ctx, org, action, offerPayload(offer, order));
  return { offer, order };
}
