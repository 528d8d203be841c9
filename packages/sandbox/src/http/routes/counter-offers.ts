/** Counter offers of the shipper API: create and cancel the shipper's price for a load request. */
import { counterOfferPriceError } from "../../domain/counter-offers/counter-offer-price.js";
import { cancelCounterOffer, createCounterOffer } from "../../domain/counter-offers/counter-offer-service.js";
import { counterOfferView } from "../../domain/counter-offers/counter-offer-view.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

const ids = (path: Record<string, unknown>) => [String(path.order_guid), String(path.request_guid)] as const;

export const counterOfferRoutes: RouteTable = {
  createCounterOffer: {
    refineBodyErrors: counterOfferPriceError,
    handle: (input) => {
      const body = input.body as { price: number | string };
      return objectEnvelope(counterOfferView(createCounterOffer(input.ctx, orgOf(input), ...ids(input.path), body)));
    },
  },
  cancelCounterOffer: {
    handle: (input) =>
      objectEnvelope(counterOfferView(cancelCounterOffer(input.ctx, orgOf(input), ...ids(input.path)))),
  },
};
