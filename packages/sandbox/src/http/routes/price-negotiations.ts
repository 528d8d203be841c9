/** Price negotiations of the shipper API: create, update, read (by guid or order), enable and disable. */

import type { PriceNegotiationRecord } from "../../domain/price-negotiations/price-negotiation-record.js";
import {
  createPriceNegotiation,
  findOrderPriceNegotiation,
  findPriceNegotiation,
  type NegotiationInput,
  setPriceNegotiationEnabled,
  updatePriceNegotiation,
} from "../../domain/price-negotiations/price-negotiation-service.js";
import { priceNegotiationView } from "../../domain/price-negotiations/price-negotiation-view.js";
import { type HandlerInput, objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

function route(run: (input: HandlerInput) => PriceNegotiationRecord): Route {
  return { handle: (input) => objectEnvelope(priceNegotiationView(run(input))) };
}

const guid = (input: HandlerInput) => String(input.path.guid);

export const priceNegotiationRoutes: RouteTable = {
  createPriceNegotiation: route((input) =>
    createPriceNegotiation(input.ctx, orgOf(input), input.body as NegotiationInput),
  ),
  updatePriceNegotiation: route((input) =>
    updatePriceNegotiation(input.ctx, orgOf(input), guid(input), input.body as NegotiationInput),
  ),
  getPriceNegotiation: route((input) => findPriceNegotiation(orgOf(input), guid(input))),
  getOrderPriceNegotiation: route((input) => findOrderPriceNegotiation(orgOf(input), String(input.path.order_guid))),
  enablePriceNegotiation: route((input) => setPriceNegotiationEnabled(input.ctx, orgOf(input), guid(input), true)),
  disablePriceNegotiation: route((input) => setPriceNegotiationEnabled(input.ctx, orgOf(input), guid(input), false)),
};
