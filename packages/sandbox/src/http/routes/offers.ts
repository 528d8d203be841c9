/** Load offers of the shipper API: send an offer to a carrier. */
import { offerAddressError } from "../../domain/offers/offer-input.js";
import type { OfferAddress } from "../../domain/offers/offer-record.js";
import { sendOffer } from "../../domain/offers/offer-service.js";
import { offerView } from "../../domain/offers/offer-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

function sendLoadOffer(input: HandlerInput): HandlerResult {
  const offer = sendOffer(input.ctx, orgOf(input), String(input.path.order_guid), input.body as OfferAddress);
  return objectEnvelope(offerView(offer));
}

export const offerRoutes: RouteTable = {
  sendLoadOffer: { refineBodyErrors: offerAddressError, handle: sendLoadOffer },
};
