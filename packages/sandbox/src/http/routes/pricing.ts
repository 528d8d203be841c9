/** The recommended-price service: both versions call the pricing engine with the sandbox clock's time. */
import { type PricingVersion, type RecommendedPriceRequest, recommendPrice } from "../../pricing/index.js";
import type { HandlerInput, HandlerResult, Route, RouteTable } from "../route.js";

/** The v2 body without its price range (the `pricing-v2-drops-range` fault). */
function withoutRange(body: unknown): unknown {
  const { data, ...rest } = body as { data: Record<string, unknown> };
  const { price_range_lower: _lower, price_range_upper: _upper, ...kept } = data;
  return { ...rest, data: kept };
}

function pricingRoute(version: PricingVersion): Route {
  return {
    handle: (input: HandlerInput): HandlerResult => {
      const result = recommendPrice(input.body as RecommendedPriceRequest, version, new Date(input.ctx.clock.now()));
      if (version === 2 && result.status === 200 && input.ctx.faults.has("pricing-v2-drops-range")) {
        return { status: 200, body: withoutRange(result.body) };
      }
      return { status: result.status, body: result.body };
    },
  };
}

export const pricingRoutes: RouteTable = {
  getRecommendedPriceV1: pricingRoute(1),
  getRecommendedPriceV2: pricingRoute(2),
};
