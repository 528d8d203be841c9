/** Objects and states of the sandbox that code samples need, made with the typed clients in one organisation. */
import { createSandboxClient, createShipperClient, type SandboxClient, type ShipperClient } from "@haulkit/client";

export interface World {
  shipper: ShipperClient;
  sandbox: SandboxClient;
}

export function world(baseUrl: string, clientId: string, clientSecret: string): World {
  const options = { baseUrl, clientId, clientSecret };
  return { shipper: createShipperClient(options), sandbox: createSandboxClient(options) };
}

/** The values of the spec's examples that the samples send as they are. */
export const exampleVin = "4T1C11AK5NU612345";
export const exampleUsdot = "3141592";
export const exampleExternalId = "CAR-00042";

export const object = (answer: unknown): { guid: string } & Record<string, unknown> =>
  (answer as { data: { object: { guid: string } & Record<string, unknown> } }).data.object;

let orders = 0;

/** A new order with one vehicle (the VIN of the examples), paid by ACH. */
export async function order(w: World): Promise<{ guid: string; vehicle: string }> {
  const created = object(
    await w.shipper.POST("/v1/public/orders", {
      body: {
        number: `DOC-${++orders}`,
        vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: 2022, vin: exampleVin }],
        payment: { method: "ach", terms: "5_days", amount: "1250.00" },
      },
    }),
  );
  const vehicles = created.vehicles as { guid: string }[];
  return { guid: created.guid, vehicle: vehicles[0]?.guid ?? "" };
}

/** A carrier in the network with the USDOT number and bank details of the spec's examples. */
export async function networkCarrier(w: World): Promise<string> {
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

export async function loadRequest(w: World, orderGuid: string): Promise<string> {
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

export async function offer(w: World, orderGuid: string): Promise<string> {
  const sent = await w.shipper.POST("/v1/public/orders/{order_guid}/offers", {
    params: { path: { order_guid: orderGuid } },
    body: { carrier_usdot: exampleUsdot },
  });
  return object(sent).guid;
}

export const acceptOffer = async (w: World, offerGuid: string) => {
  await w.sandbox.POST("/_sandbox/offers/{offer_guid}/accept", { params: { path: { offer_guid: offerGuid } } });
};

/** The order accepted by a carrier of the network (through a load offer it accepts). */
export async function accepted(w: World, orderGuid: string): Promise<void> {
  await networkCarrier(w).catch(() => undefined);
  await acceptOffer(w, await offer(w, orderGuid));
}

export type OrderStep =
  | "archive"
  | "remove"
  | "mark_on_hold"
  | "mark_delivery_verified"
  | "mark_as_pending"
  | "carrier/pickup"
  | "carrier/delivery";

/** A body-less helper of the sandbox on one order (the shipper's web interface, or the carrier's progress). */
export async function step(w: World, orderGuid: string, ...steps: OrderStep[]): Promise<void> {
  for (const name of steps) {
    await w.sandbox.POST(`/_sandbox/orders/{order_guid}/${name}` as "/_sandbox/orders/{order_guid}/archive", {
      params: { path: { order_guid: orderGuid } },
    });
  }
}

export async function delivered(w: World, orderGuid: string): Promise<void> {
  await accepted(w, orderGuid);
  await step(w, orderGuid, "carrier/pickup", "carrier/delivery");
}

export async function negotiation(w: World, orderGuid: string): Promise<string> {
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

export async function syncedPolicy(w: World, orderGuid: string): Promise<void> {
  await w.shipper.POST("/v1/public/orders/{guid}/sync-insurance-policy", { params: { path: { guid: orderGuid } } });
}
