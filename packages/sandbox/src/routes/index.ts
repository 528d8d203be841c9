/** Every implemented operation, by operationId. Resource modules add their routes here. */
import { orderRoutes } from "./orders.js";
import { pricingRoutes } from "./pricing.js";
import { tokenRoute } from "./token.js";
import type { RouteTable } from "./types.js";

export function allRoutes(): RouteTable {
  return { requestToken: tokenRoute, ...orderRoutes, ...pricingRoutes };
}
