/** Counter offers of the shipper API: create and cancel the shipper's price for a load request. */
import { counterOfferPriceError } from "../../domain/counter-offers/counter-offer-price.js";
import * as counterOfferService from "../../domain/counter-offers/counter-offer-service.js";
import { counterOfferView } from "../../domain/counter-offers/counter-offer-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

const ids = (path: Record<string, unknown>) => [String(path.order_guid), String(path.request_guid)] as const;

function createCounterOffer(input: HandlerInput): HandlerResult {
  const body = input.body as { price: number | string };
  return objectEnvelope(
    counterOfferView(counterOfferService.createCounterOffer(input.ctx, orgOf(input), ...ids(input.path), body)),
  );
}

function cancelCounterOffer(input: HandlerInput): HandlerResult {
  return objectEnvelope(
    counterOfferView(counterOfferService.cancelCounterOffer(input.ctx, orgOf(input), ...ids(input.path))),
  );
}

export const counterOfferRoutes: RouteTable = {
  createCounterOffer: { refineBodyErrors: counterOfferPriceError, handle: createCounterOffer },
  cancelCounterOffer: { handle: cancelCounterOffer },
};
