/**
 * Every implemented operation of every service, by operationId, each route module imported on its first request
 * (lazy-routes.ts). A resource module adds its routes here with their operationIds; a test loads every module and
 * checks that these lists are exactly what the modules implement.
 */

import type { RouteTable } from "../route.js";
import { lazyRoutes, type RouteModule } from "./lazy-routes.js";

export const ROUTE_MODULES: readonly RouteModule[] = [
  { operationIds: ["requestToken"], load: async () => ({ requestToken: (await import("./token.js")).tokenRoute }) },
  {
    operationIds: [
      "createOrder",
      "listOrders",
      "getOrder",
      "updateOrder",
      "updateOrderPartially",
      "findOrdersByVin",
      "listOrderActivities",
      "getOrderBol",
      "markOrderAsPaid",
    ],
    load: async () => (await import("./orders.js")).orderRoutes,
  },
  { operationIds: ["sendLoadOffer"], load: async () => (await import("./offers.js")).offerRoutes },
  {
    operationIds: ["acceptLoadRequest", "declineLoadRequest"],
    load: async () => (await import("./load-requests.js")).loadRequestRoutes,
  },
  {
    operationIds: ["createCounterOffer", "cancelCounterOffer"],
    load: async () => (await import("./counter-offers.js")).counterOfferRoutes,
  },
  {
    operationIds: [
      "createPriceNegotiation",
      "updatePriceNegotiation",
      "getPriceNegotiation",
      "getOrderPriceNegotiation",
      "enablePriceNegotiation",
      "disablePriceNegotiation",
    ],
    load: async () => (await import("./price-negotiations.js")).priceNegotiationRoutes,
  },
  {
    operationIds: ["getRecommendedPriceV1", "getRecommendedPriceV2"],
    load: async () => (await import("./pricing.js")).pricingRoutes,
  },
  {
    operationIds: ["createInsuranceQuotes", "getOrderInsurance", "syncInsurancePolicy"],
    load: async () => (await import("./insurance.js")).insuranceRoutes,
  },
  { operationIds: ["uploadOrderAttachment"], load: async () => (await import("./attachments.js")).attachmentRoutes },
  {
    operationIds: ["listWebhookSubscriptions", "subscribeWebhook", "unsubscribeWebhook"],
    load: async () => (await import("./webhooks.js")).webhookRoutes,
  },
  {
    operationIds: [
      "createInternalCarrier",
      "searchCarriers",
      "getCarrierByCustomExternalId",
      "getCarrierProfile",
      "updateCarrierProfile",
      "addCarrierNote",
      "getCarrierAchDetails",
    ],
    load: async () => (await import("./carriers.js")).carrierRoutes,
  },
  {
    operationIds: ["createCustomer", "getCustomer", "updateCustomer", "getCustomerByCustomExternalId", "createContact"],
    load: async () => (await import("./customers.js")).customerRoutes,
  },
  { operationIds: ["createTerminal"], load: async () => (await import("./terminals.js")).terminalRoutes },
  {
    operationIds: ["postOrderToLoadboard", "removeOrderFromLoadboard"],
    load: async () => (await import("./loadboard.js")).loadboardRoutes,
  },
  {
    operationIds: ["listLinkedBrokers", "submitOrderToBroker"],
    load: async () => (await import("./brokers.js")).brokerRoutes,
  },
  // The test helpers (spec/sandbox); served only while the sandbox's `testHelpers` option is on.
  {
    operationIds: ["listSandboxWebhookDeliveries"],
    load: async () => (await import("./webhook-helpers.js")).webhookHelperRoutes,
  },
  {
    operationIds: [
      "sendCarrierLoadRequest",
      "updateCarrierLoadRequest",
      "cancelCarrierLoadRequest",
      "acceptOfferAsCarrier",
      "declineOfferAsCarrier",
      "cancelOfferAsCarrier",
      "revertOfferAsCarrier",
    ],
    load: async () => (await import("./carrier-helpers.js")).carrierHelperRoutes,
  },
  {
    operationIds: ["issueInsurancePolicy", "cancelInsurancePolicy"],
    load: async () => (await import("./insurer-helpers.js")).insurerHelperRoutes,
  },
  {
    operationIds: ["getSandboxClock", "advanceSandboxClock", "resetSandboxOrganisation"],
    load: async () => (await import("./sandbox-helpers.js")).sandboxHelperRoutes,
  },
  {
    operationIds: [
      "updatePickupEtaAsDriver",
      "updateDeliveryEtaAsDriver",
      "reportDriverLocation",
      "getVehicleTracking",
    ],
    load: async () => (await import("./driver-helpers.js")).driverHelperRoutes,
  },
  {
    operationIds: ["submitEscalationAsBroker", "resolveEscalation"],
    load: async () => (await import("./escalation-helpers.js")).escalationHelperRoutes,
  },
  {
    operationIds: [
      "getPaymentServiceSettings",
      "activatePaymentService",
      "deactivatePaymentService",
      "suspendPaymentService",
      "updatePlatformpayPayment",
    ],
    load: async () => (await import("./payment-service-helpers.js")).paymentServiceHelperRoutes,
  },
  {
    operationIds: [
      "cancelSandboxOrder",
      "archiveSandboxOrder",
      "unarchiveSandboxOrder",
      "removeSandboxOrder",
      "restoreSandboxOrder",
      "markSandboxOrderOnHold",
      "unmarkSandboxOrderOnHold",
      "markSandboxOrderDeliveryVerified",
      "unmarkSandboxOrderDeliveryVerified",
      "unmarkSandboxOrderAsPaid",
      "markSandboxOrderCustomerInvoiced",
      "markSandboxOrderCustomerPaid",
      "manuallyMarkOrderAsNew",
      "manuallyMarkOrderAsPending",
      "manuallyMarkOrderAsAccepted",
      "manuallyMarkOrderAsPickedUp",
      "manuallyMarkOrderAsDelivered",
      "manuallyMarkOrderAsInvoiced",
      "manuallyUnmarkOrderAsInvoiced",
      "rollBackManualStatusChange",
    ],
    load: async () => (await import("./order-helpers.js")).orderHelperRoutes,
  },
  {
    operationIds: ["pickUpOrderAsCarrier", "deliverOrderAsCarrier", "invoiceOrderAsCarrier", "updateVehicleAsCarrier"],
    load: async () => (await import("./carrier-progress-helpers.js")).carrierProgressHelperRoutes,
  },
  {
    operationIds: [
      "addNetworkCarrier",
      "linkNetworkBroker",
      "bookLoadboardOrder",
      "submitOrderAsCustomer",
      "cancelOrderAsCustomer",
    ],
    load: async () => (await import("./network-helpers.js")).networkHelperRoutes,
  },
];

/** A new table of lazy routes (each call its own: a test may replace routes in it). */
export function allRoutes(): RouteTable {
  return lazyRoutes(ROUTE_MODULES);
}
