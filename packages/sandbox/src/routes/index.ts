/** Every implemented operation of every service, by operationId. Resource modules add their routes here. */
import { carrierHelperRoutes } from "./carrier-helpers.js";
import { counterOfferRoutes } from "./counter-offers.js";
import { loadRequestRoutes } from "./load-requests.js";
import { offerRoutes } from "./offers.js";
import { orderRoutes } from "./orders.js";
import { priceNegotiationRoutes } from "./price-negotiations.js";
import { pricingRoutes } from "./pricing.js";
import { sandboxHelperRoutes } from "./sandbox-helpers.js";
import { tokenRoute } from "./token.js";
import type { RouteTable } from "./types.js";

export function allRoutes(): RouteTable {
  return {
    requestToken: tokenRoute,
    ...orderRoutes,
    ...offerRoutes,
    ...loadRequestRoutes,
    ...counterOfferRoutes,
    ...priceNegotiationRoutes,
    ...pricingRoutes,
    // The test helpers (spec/sandbox); served only while the sandbox's `testHelpers` option is on.
    ...carrierHelperRoutes,
    ...sandboxHelperRoutes,
  };
}
