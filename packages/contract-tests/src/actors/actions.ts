/**
 * The actors: every step the suites take as another party than the shipper's API client, as one named action
 * grouped by who acts (`carrier.pickUp`, `insurer.issuePolicy`, `clock.advance`). The haulkit sandbox's test
 * helpers (`/_sandbox`) are the first implementation: each action is one of their operations.
 */

/** Party -> action -> the sandbox helper operation that plays it. */
export const ACTIONS = {
  carrier: {
    sendLoadRequest: "sendCarrierLoadRequest",
    updateLoadRequest: "updateCarrierLoadRequest",
    cancelLoadRequest: "cancelCarrierLoadRequest",
    acceptOffer: "acceptOfferAsCarrier",
    declineOffer: "declineOfferAsCarrier",
    cancelOffer: "cancelOfferAsCarrier",
    revertOffer: "revertOfferAsCarrier",
    pickUp: "pickUpOrderAsCarrier",
    deliver: "deliverOrderAsCarrier",
    invoice: "invoiceOrderAsCarrier",
    updateVehicle: "updateVehicleAsCarrier",
  },
  driver: {
    updatePickupEta: "updatePickupEtaAsDriver",
    updateDeliveryEta: "updateDeliveryEtaAsDriver",
    reportLocation: "reportDriverLocation",
    readTracking: "getVehicleTracking",
  },
  broker: {
    escalate: "submitEscalationAsBroker",
    link: "linkNetworkBroker",
  },
  carrierNetwork: { addCarrier: "addNetworkCarrier" },
  loadboard: { book: "bookLoadboardOrder" },
  customer: { submitOrder: "submitOrderAsCustomer", cancelOrder: "cancelOrderAsCustomer" },
  insurer: { issuePolicy: "issueInsurancePolicy", cancelPolicy: "cancelInsurancePolicy" },
  paymentService: {
    readSettings: "getPaymentServiceSettings",
    activate: "activatePaymentService",
    deactivate: "deactivatePaymentService",
    suspend: "suspendPaymentService",
    updatePayment: "updatePlatformpayPayment",
  },
  web: {
    resolveEscalation: "resolveEscalation",
    cancelOrder: "cancelSandboxOrder",
    archive: "archiveSandboxOrder",
    unarchive: "unarchiveSandboxOrder",
    remove: "removeSandboxOrder",
    restore: "restoreSandboxOrder",
    markOnHold: "markSandboxOrderOnHold",
    unmarkOnHold: "unmarkSandboxOrderOnHold",
    markDeliveryVerified: "markSandboxOrderDeliveryVerified",
    unmarkDeliveryVerified: "unmarkSandboxOrderDeliveryVerified",
    unmarkPaid: "unmarkSandboxOrderAsPaid",
    markCustomerInvoiced: "markSandboxOrderCustomerInvoiced",
    markCustomerPaid: "markSandboxOrderCustomerPaid",
    markNew: "manuallyMarkOrderAsNew",
    markPending: "manuallyMarkOrderAsPending",
    markAccepted: "manuallyMarkOrderAsAccepted",
    markPickedUp: "manuallyMarkOrderAsPickedUp",
    markDelivered: "manuallyMarkOrderAsDelivered",
    markInvoiced: "manuallyMarkOrderAsInvoiced",
    unmarkInvoiced: "manuallyUnmarkOrderAsInvoiced",
    rollBackManualStatus: "rollBackManualStatusChange",
  },
  clock: { read: "getSandboxClock", advance: "advanceSandboxClock" },
  webhookLog: { listDeliveries: "listSandboxWebhookDeliveries" },
  organisation: { reset: "resetSandboxOrganisation" },
} as const;

export type Party = keyof typeof ACTIONS;

/** `party.action`, e.g. `carrier.pickUp`. */
export type ActionName = {
  [P in Party]: `${P}.${Extract<keyof (typeof ACTIONS)[P], string>}`;
}[Party];

const byOperation = new Map<string, ActionName>();
for (const [party, actions] of Object.entries(ACTIONS)) {
  for (const [action, operationId] of Object.entries(actions)) {
    byOperation.set(operationId, `${party}.${action}` as ActionName);
  }
}

/** Every action, in the catalogue's order. */
export const ACTION_NAMES: readonly ActionName[] = [...byOperation.values()];

/** The action a sandbox helper operation plays; undefined for an operation of the public API. */
export function actionOf(operationId: string): ActionName | undefined {
  return byOperation.get(operationId);
}

/** The sandbox helper operation of an action. */
export function operationOf(action: ActionName): string {
  const [party, name] = action.split(".") as [Party, string];
  return (ACTIONS[party] as Record<string, string>)[name] as string;
}
