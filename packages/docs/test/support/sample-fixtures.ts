/**
 * What a code sample needs before it can run: the objects its variables name (created with the typed clients in the
 * sample's own organisation), the state the operation requires, and the status its run must answer.
 */
import { createSandboxClient, createShipperClient, type SandboxClient, type ShipperClient } from "@haulkit/client";

export interface World {
  shipper: ShipperClient;
  sandbox: SandboxClient;
}

export function world(baseUrl: string, clientId: string, clientSecret: string): World {
  const options = { baseUrl, clientId, clientSecret };
  return { shipper: createShipperClient(options), sandbox: createSandboxClient(options) };
}

type Vars = Record<string, string>;

/** The values of the spec's examples that the samples send as they are. */
export const exampleVin = "4T1C11AK5NU612345";
const exampleUsdot = "3141592";
const exampleExternalId = "CAR-00042";

const object = (answer: unknown): { guid: string } & Record<string, unknown> =>
  (answer as { data: { object: { guid: string } & Record<string, unknown> } }).data.object;

async function order(w: World): Promise<{ guid: string; vehicle: string }> {
  const created = object(
    await w.shipper.POST("/v1/public/orders", {
      body: {
        number: `DOC-${Math.floor(Math.random() * 1e9)}`,
        vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2022, vin: exampleVin }],
        payment: { method: "ach", terms: "5_days", amount: "1250.00" },
      },
    }),
  );
  const vehicles = created.vehicles as { guid: string }[];
  return { guid: created.guid, vehicle: vehicles[0]?.guid ?? "" };
}

/** A carrier in the network with the USDOT number and bank details of the spec's examples. */
async function networkCarrier(w: World): Promise<string> {
  const carrier = object(
    await w.sandbox.POST("/_sandbox/carriers", {
      body: {
        name: "Roadrunner Auto Transport LLC",
        usdot: exampleUsdot,
        email: "dispatch@roadrunner-auto.example",
        ach: {
          bank_name: "First Prairie Bank",
          bank_routing_number: "111000025",
          bank_account_number: "000123456789",
          voided_check_url: "https://files.example.com/carriers/voided-check.pdf",
          last_update_date: "2026-01-20",
        },
      },
    }),
  );
  return carrier.guid;
}

async function loadRequest(w: World, orderGuid: string): Promise<string> {
  const request = await w.sandbox.POST("/_sandbox/orders/{order_guid}/load_requests", {
    params: { path: { order_guid: orderGuid } },
    body: {
      requested_price: 1150,
      pickup_date: "2026-03-16T08:00:00.000+0000",
      delivery_date: "2026-03-19T17:00:00.000+0000",
      carrier_usdot: exampleUsdot,
      carrier_name: "Roadrunner Auto Transport LLC",
    },
  });
  return object(request).guid;
}

async function offer(w: World, orderGuid: string): Promise<string> {
  const sent = await w.shipper.POST("/v1/public/orders/{order_guid}/offers", {
    params: { path: { order_guid: orderGuid } },
    body: { carrier_usdot: exampleUsdot },
  });
  return object(sent).guid;
}

const acceptOffer = async (w: World, offerGuid: string) => {
  await w.sandbox.POST("/_sandbox/offers/{offer_guid}/accept", { params: { path: { offer_guid: offerGuid } } });
};

/** The order accepted by a carrier of the network (through a load offer it accepts). */
async function accepted(w: World, orderGuid: string): Promise<void> {
  await networkCarrier(w).catch(() => undefined);
  await acceptOffer(w, await offer(w, orderGuid));
}

type OrderStep =
  | "archive"
  | "remove"
  | "mark_on_hold"
  | "mark_delivery_verified"
  | "mark_as_pending"
  | "carrier/pickup"
  | "carrier/delivery";

/** A body-less helper of the sandbox on one order (the shipper's web interface, or the carrier's progress). */
async function step(w: World, orderGuid: string, ...steps: OrderStep[]): Promise<void> {
  for (const name of steps) {
    await w.sandbox.POST(`/_sandbox/orders/{order_guid}/${name}` as "/_sandbox/orders/{order_guid}/archive", {
      params: { path: { order_guid: orderGuid } },
    });
  }
}

async function delivered(w: World, orderGuid: string): Promise<void> {
  await accepted(w, orderGuid);
  await step(w, orderGuid, "carrier/pickup", "carrier/delivery");
}

async function negotiation(w: World, orderGuid: string): Promise<string> {
  const created = await w.shipper.POST("/v1/public/orders/price_negotiations", {
    body: {
      order_guid: orderGuid,
      negotiation_budget: 1500,
      increase_by_percent: 5,
      increase_every: { value: 2, unit: "DAYS" },
      start_date: "2026-03-14T09:30:00.000+0000",
      acceptable_pickup_days: 1,
      acceptable_delivery_days: 2,
    },
  });
  return object(created).guid;
}

async function syncedPolicy(w: World, orderGuid: string): Promise<void> {
  await w.shipper.POST("/v1/public/orders/{guid}/sync-insurance-policy", { params: { path: { guid: orderGuid } } });
}

/** Creates what a variable names (in dependency order: ORDER_GUID first). */
const providers: Record<string, (w: World, vars: Vars) => Promise<string>> = {
  ORDER_GUID: async (w, vars) => {
    const created = await order(w);
    vars.VEHICLE_GUID ??= created.vehicle;
    return created.guid;
  },
  VEHICLE_GUID: async (w, vars) => vars.VEHICLE_GUID ?? (await order(w)).vehicle,
  VIN: async (w) => (await order(w)) && exampleVin,
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
