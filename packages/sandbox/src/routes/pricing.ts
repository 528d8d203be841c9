/** The recommended-price service: both versions call the pricing engine with the sandbox clock's time. */
import { type PricingVersion, type RecommendedPriceRequest, recommendPrice } from "../pricing/index.js";
import type { HandlerInput, HandlerResult, Route, RouteTable } from "./types.js";

function pricingRoute(version: PricingVersion): Route {
  return {
    handle: (input: HandlerInput): HandlerResult => {
      const result = recommendPrice(input.body as RecommendedPriceRequest, version, new Date(input.ctx.clock.now()));
      return { status: result.status, body: result.body };
    },
  };
}

export const pricingRoutes: RouteTable = {
  getRecommendedPriceV1: pricingRoute(1),
  getRecommendedPriceV2: pricingRoute(2),
};
