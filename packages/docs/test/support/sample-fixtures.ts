/**
 * What a code sample needs before it can run, in the sample's own organisation: the objects its variables name, and
 * the state its operation requires (every operation then answers its documented success status).
 */
import {
  accepted,
  acceptOffer,
  delivered,
  exampleExternalId,
  exampleVin,
  loadRequest,
  negotiation,
  networkCarrier,
  object,
  offer,
  order,
  step,
  syncedPolicy,
  type World,
} from "./sandbox-objects.js";

export { type World, world } from "./sandbox-objects.js";

type Vars = Record<string, string>;

/** Creates what a variable names (in dependency order: ORDER_GUID first). */
const providers: Record<string, (w: World, vars: Vars) => Promise<string>> = {
  ORDER_GUID: async (w, vars) => {
    const created = await order(w);
    vars.VEHICLE_GUID ??= created.vehicle;
    return created.guid;
  },
  VEHICLE_GUID: async (w, vars) => vars.VEHICLE_GUID ?? (await order(w)).vehicle,
  VIN: async (w) => {
    await order(w);
    return exampleVin;
  },
  REQUEST_GUID: async (w, vars) => loadRequest(w, vars.ORDER_GUID ?? (await order(w)).guid),
  OFFER_GUID: async (w, vars) => {
    vars.ORDER_GUID ??= (await order(w)).guid;
    return offer(w, vars.ORDER_GUID);
  },
  CARRIER_GUID: (w) => networkCarrier(w),
  BROKER_GUID: async (w) =>
    object(
      await w.sandbox.POST("/_sandbox/brokers", {
        body: {
          name: "Gulf Coast Auto Logistics",
          email: "loads@gulfcoast-autologistics.example",
          phone: "+1 555 0188",
          usdot: "2718281",
          mc_number: "MC-654321",
        },
      }),
    ).guid,
  CUSTOMER_GUID: async (w) =>
    object(
      await w.shipper.POST("/v1/public/customers", { body: { name: "Lone Star Motors", business_type: "DEALER" } }),
    ).guid,
  PRICE_NEGOTIATION_GUID: async (w, vars) => negotiation(w, vars.ORDER_GUID ?? (await order(w)).guid),
  ESCALATION_GUID: async (w, vars) => {
    const escalation = await w.sandbox.POST("/_sandbox/orders/{order_guid}/escalations", {
      params: { path: { order_guid: vars.ORDER_GUID ?? "" } },
      body: { reasons: { CHARGES_DUE: "The auction asks for 75 USD storage fees before release." } },
    });
    return object(escalation).guid;
  },
  WEBHOOK_ACTION: async () => "order.created",
  CUSTOM_EXTERNAL_ID: async () => exampleExternalId,
};

/** Per operation: the state it needs beyond the objects its variables name. */
export interface Fixture {
  prepare: (w: World, vars: Vars) => Promise<void>;
}

const order_ = (vars: Vars): string => vars.ORDER_GUID ?? "";

export const fixtures: Record<string, Fixture> = {
  getOrderBol: { prepare: (w, vars) => accepted(w, order_(vars)).then(() => step(w, order_(vars), "carrier/pickup")) },
  markOrderAsPaid: { prepare: (w, vars) => accepted(w, order_(vars)) },
  cancelCounterOffer: {
    prepare: async (w, vars) => {
      await w.shipper.POST("/v1/public/orders/{order_guid}/requests/{request_guid}/counter-offer", {
        params: { path: { order_guid: order_(vars), request_guid: vars.REQUEST_GUID ?? "" } },
        body: { price: 1200 },
      });
    },
  },
  getOrderPriceNegotiation: { prepare: (w, vars) => negotiation(w, order_(vars)).then(() => undefined) },
  removeOrderFromLoadboard: {
    prepare: async (w, vars) => {
      await w.shipper.POST("/v1/public/loadboard/orders/{guid}", { params: { path: { guid: order_(vars) } } });
    },
  },
  getCarrierByCustomExternalId: {
    prepare: async (w) => {
      const guid = await networkCarrier(w);
      await w.shipper.PUT("/v1/public/carriers/{guid}/profile", {
        params: { path: { guid } },
        body: { custom_external_id: exampleExternalId },
      });
    },
  },
  getCustomerByCustomExternalId: {
    prepare: async (w) => {
      await w.shipper.POST("/v1/public/customers", {
        body: { name: "Lone Star Motors", business_type: "DEALER", custom_external_id: exampleExternalId },
      });
    },
  },
  unsubscribeWebhook: {
    prepare: async (w) => {
      await w.shipper.POST("/v1/public/webhooks/{webhook_action}/subscribe", {
        params: { path: { webhook_action: "order.created" } },
        body: { callback_url: "https://hooks.acme-shipping.example/haulkit/order-created" },
      });
    },
  },
  cancelOfferAsCarrier: { prepare: (w, vars) => acceptOffer(w, vars.OFFER_GUID ?? "") },
  revertOfferAsCarrier: {
    prepare: (w, vars) => acceptOffer(w, vars.OFFER_GUID ?? "").then(() => step(w, order_(vars), "carrier/pickup")),
  },
  updatePickupEtaAsDriver: { prepare: (w, vars) => accepted(w, order_(vars)) },
  updateDeliveryEtaAsDriver: { prepare: (w, vars) => accepted(w, order_(vars)) },
  reportDriverLocation: {
    prepare: (w, vars) => accepted(w, order_(vars)).then(() => step(w, order_(vars), "carrier/pickup")),
  },
  suspendPaymentService: {
    prepare: async (w) => {
      await w.sandbox.POST("/_sandbox/payment_service/activate", { body: { flow: "automatic" } });
    },
  },
  updatePlatformpayPayment: {
    prepare: async (w, vars) => {
      await w.sandbox.POST("/_sandbox/payment_service/activate", { body: { flow: "automatic" } });
      await w.shipper.PATCH("/v1/public/orders/{guid}", {
        params: { path: { guid: order_(vars) } },
        body: { payment: { method: "platformpay" } },
      });
    },
  },
  bookLoadboardOrder: {
    prepare: async (w, vars) => {
      await w.shipper.POST("/v1/public/loadboard/orders/{guid}", { params: { path: { guid: order_(vars) } } });
      await w.shipper.PUT("/v1/public/carriers/{guid}/profile", {
        params: { path: { guid: vars.CARRIER_GUID ?? "" } },
        body: { preferred: true },
      });
    },
  },
  cancelOrderAsCustomer: {
    prepare: async (w, vars) => {
      const customer = await providers.CUSTOMER_GUID?.(w, vars);
      await w.sandbox.POST("/_sandbox/customer/orders/{order_guid}/submit", {
        params: { path: { order_guid: order_(vars) } },
        body: { customer_guid: customer ?? "" },
      });
    },
  },
  issueInsurancePolicy: { prepare: (w, vars) => syncedPolicy(w, order_(vars)) },
  cancelInsurancePolicy: {
    prepare: async (w, vars) => {
      await syncedPolicy(w, order_(vars));
      await w.sandbox.POST("/_sandbox/orders/{order_guid}/insurance/policies/{vehicle_guid}/issue", {
        params: { path: { order_guid: order_(vars), vehicle_guid: vars.VEHICLE_GUID ?? "" } },
        body: {},
      });
    },
  },
  unarchiveSandboxOrder: { prepare: (w, vars) => step(w, order_(vars), "archive") },
  restoreSandboxOrder: { prepare: (w, vars) => step(w, order_(vars), "remove") },
  unmarkSandboxOrderOnHold: { prepare: (w, vars) => step(w, order_(vars), "mark_on_hold") },
  markSandboxOrderDeliveryVerified: { prepare: (w, vars) => delivered(w, order_(vars)) },
  unmarkSandboxOrderDeliveryVerified: {
    prepare: (w, vars) => delivered(w, order_(vars)).then(() => step(w, order_(vars), "mark_delivery_verified")),
  },
  manuallyMarkOrderAsNew: { prepare: (w, vars) => step(w, order_(vars), "mark_as_pending") },
  manuallyMarkOrderAsPickedUp: { prepare: (w, vars) => accepted(w, order_(vars)) },
  manuallyMarkOrderAsDelivered: { prepare: (w, vars) => accepted(w, order_(vars)) },
  manuallyUnmarkOrderAsInvoiced: {
    prepare: async (w, vars) => {
      await w.sandbox.POST("/_sandbox/orders/{order_guid}/mark_as_invoiced", {
        params: { path: { order_guid: order_(vars) } },
        body: { adjusted_invoice_date: "2026-03-20T10:00:00.000+0000" },
      });
    },
  },
  rollBackManualStatusChange: { prepare: (w, vars) => step(w, order_(vars), "mark_as_pending") },
  pickUpOrderAsCarrier: { prepare: (w, vars) => accepted(w, order_(vars)) },
  deliverOrderAsCarrier: {
    prepare: (w, vars) => accepted(w, order_(vars)).then(() => step(w, order_(vars), "carrier/pickup")),
  },
  invoiceOrderAsCarrier: { prepare: (w, vars) => delivered(w, order_(vars)) },
  updateVehicleAsCarrier: { prepare: (w, vars) => accepted(w, order_(vars)) },
};

/** Creates every variable of `names` in the sample's organisation, then the operation's state. */
export async function prepare(w: World, operationId: string, names: string[]): Promise<Vars> {
  const vars: Vars = {};
  for (const name of ["ORDER_GUID", ...names.filter((n) => n !== "ORDER_GUID")]) {
    if (!names.includes(name)) continue;
    const provider = providers[name];
    if (!provider) throw new Error(`no fixture creates ${name} (${operationId})`);
    vars[name] = await provider(w, vars);
  }
  await fixtures[operationId]?.prepare?.(w, vars);
  return vars;
}
