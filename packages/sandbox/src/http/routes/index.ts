/** Every implemented operation of every service, by operationId. Resource modules add their routes here. */

import type { RouteTable } from "../route.js";
import { attachmentRoutes } from "./attachments.js";
import { brokerRoutes } from "./brokers.js";
import { carrierHelperRoutes } from "./carrier-helpers.js";
import { carrierProgressHelperRoutes } from "./carrier-progress-helpers.js";
import { carrierRoutes } from "./carriers.js";
import { counterOfferRoutes } from "./counter-offers.js";
import { customerRoutes } from "./customers.js";
import { driverHelperRoutes } from "./driver-helpers.js";
import { escalationHelperRoutes } from "./escalation-helpers.js";
import { insuranceRoutes } from "./insurance.js";
import { insurerHelperRoutes } from "./insurer-helpers.js";
import { loadRequestRoutes } from "./load-requests.js";
import { loadboardRoutes } from "./loadboard.js";
import { networkHelperRoutes } from "./network-helpers.js";
import { offerRoutes } from "./offers.js";
import { orderHelperRoutes } from "./order-helpers.js";
import { orderRoutes } from "./orders.js";
import { paymentServiceHelperRoutes } from "./payment-service-helpers.js";
import { priceNegotiationRoutes } from "./price-negotiations.js";
import { pricingRoutes } from "./pricing.js";
import { sandboxHelperRoutes } from "./sandbox-helpers.js";
import { terminalRoutes } from "./terminals.js";
import { tokenRoute } from "./token.js";
import { webhookHelperRoutes } from "./webhook-helpers.js";
import { webhookRoutes } from "./webhooks.js";

export function allRoutes(): RouteTable {
  return {
    requestToken: tokenRoute,
    ...orderRoutes,
    ...offerRoutes,
    ...loadRequestRoutes,
    ...counterOfferRoutes,
    ...priceNegotiationRoutes,
    ...pricingRoutes,
    ...insuranceRoutes,
    ...attachmentRoutes,
    ...webhookRoutes,
    ...carrierRoutes,
    ...customerRoutes,
    ...terminalRoutes,
    ...loadboardRoutes,
    ...brokerRoutes,
    // The test helpers (spec/sandbox); served only while the sandbox's `testHelpers` option is on.
    ...webhookHelperRoutes,
    ...carrierHelperRoutes,
    ...insurerHelperRoutes,
    ...sandboxHelperRoutes,
    ...driverHelperRoutes,
    ...escalationHelperRoutes,
    ...paymentServiceHelperRoutes,
    ...orderHelperRoutes,
    ...carrierProgressHelperRoutes,
    ...networkHelperRoutes,
  };
}
