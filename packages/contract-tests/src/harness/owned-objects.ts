/**
 * Objects of the suite's own organisation (A) that the organisations suite names from the second organisation (B):
 * each made fresh as A, with the identifiers B sends, values of its own that no answer to B may carry, and the
 * reads through which A sees it (compared before and after B's attempt).
 */
import type { TestContext } from "vitest";
import type { CallOptions } from "./call.js";
import { carrierRecords } from "./carrier-records.js";
import { pickedUpOrder } from "./carrier-steps.js";
import type { Suite } from "./contract.js";
import { sharedOrder } from "./fixture-orders.js";
import { negotiationBody, orderBody, uniqueDigits } from "./fixtures.js";
import { linkedBroker } from "./linked-brokers.js";
import { pendingRequests } from "./pending-requests.js";
import { type ApiObject, createOrder } from "./steps.js";

export interface Read {
  operationId: string;
  options: CallOptions;
  /** Compare only the listed object with this guid (a list other tests add to), not the whole answer. */
  item?: string;
}

export interface Owned {
  /** Identifiers of A's object that B puts in its requests (guids, VIN, custom external id). */
  ids: Record<string, string>;
  /** Values only A's object has: an answer to B that carries one discloses it. */
  markers: string[];
  /** How A reads it. */
  reads: Read[];
}

export type OwnerKind =
  | "order"
  | "pickedUpOrder"
  | "postedOrder"
  | "negotiation"
  | "disabledNegotiation"
  | "loadRequest"
  | "counteredRequest"
  | "carrier"
  | "achCarrier"
  | "customer"
  | "broker";

/** An order body of A's with its own number (the marker) and a VIN of its own. */
function markedOrderBody(): { body: Record<string, unknown>; number: string; vin: string } {
  const id = uniqueDigits(6);
  const number = `ORG-A-${uniqueDigits()}`;
  const vin = `1HGCM82633A${id}`;
  const base = orderBody({ number });
  const [first, ...rest] = base.vehicles as Record<string, unknown>[];
  return { body: { ...base, vehicles: [{ ...first, vin }, ...rest] }, number, vin };
}

const orderReads = (guid: string): Read[] => [{ operationId: "getOrder", options: { path: { guid } } }];

export function ownedObjects(suite: Suite) {
  const { internalCarrier, achCarrier } = carrierRecords(suite);
  const requests = pendingRequests(suite, { shared: false });

  const ofOrder = (order: ApiObject, number: string, vin: string): Owned => ({
    ids: { guid: order.guid, vin, vehicle_guid: order.vehicles[0].guid },
    markers: [number],
    reads: orderReads(order.guid),
  });

  const order = async (): Promise<Owned> => {
    const { body, number, vin } = markedOrderBody();
    return ofOrder(await createOrder(suite, body), number, vin);
  };

  const negotiation = async (disabled: boolean): Promise<Owned> => {
    const owned = await order();
    const guid = owned.ids.guid as string;
    const made: ApiObject = await suite
      .call("createPriceNegotiation", { body: negotiationBody({ order_guid: guid, negotiation_budget: 1487 }) })
      .expectStatus(200)
      .returns("data.object");
    suite.created({ kind: "price negotiation", guid: made.guid, undo: disableUndo(made.guid) });
    if (disabled) await suite.call("disablePriceNegotiation", { path: { guid: made.guid } }).expectStatus(200);
    return {
      ids: { ...owned.ids, negotiation_guid: made.guid },
      markers: owned.markers,
      reads: [
        ...owned.reads,
        { operationId: "getPriceNegotiation", options: { path: { guid: made.guid } } },
        { operationId: "getOrderPriceNegotiation", options: { path: { order_guid: guid } } },
      ],
    };
  };

  const loadRequest = async (ctx: TestContext, countered: boolean): Promise<Owned> => {
    const request = await requests.fresh(ctx);
    if (countered) {
      const path = { ...request };
      const counter: ApiObject = await suite
        .call("createCounterOffer", { path, body: { price: 1187.5 } })
        .expectStatus(200)
        .returns("data.object");
      suite.created({ kind: "counter offer", guid: counter.guid, undo: { operationId: "cancelCounterOffer", path } });
    }
    return { ids: { ...request }, markers: [], reads: orderReads(request.order_guid) };
  };

  const make: Record<OwnerKind, (ctx: TestContext) => Promise<Owned>> = {
    order,
    // Only named by B (refused): one shared; without the carrier's actors an `orders_picked_up` order stands in.
    pickedUpOrder: async () => {
      const made = await sharedOrder(suite, "orders_picked_up", ["carrier.acceptOffer", "carrier.pickUp"], async () => {
        const { body } = markedOrderBody();
        return (await pickedUpOrder(suite, body)).order;
      });
      return ofOrder(made, made.number, made.vehicles[0].vin);
    },
    postedOrder: async () => {
      const owned = await order();
      await suite.call("postOrderToLoadboard", { path: { guid: owned.ids.guid as string } }).expectStatus(200);
      return owned;
    },
    negotiation: () => negotiation(false),
    disabledNegotiation: () => negotiation(true),
    loadRequest: (ctx) => loadRequest(ctx, false),
    counteredRequest: (ctx) => loadRequest(ctx, true),
    carrier: async () => {
      const id = uniqueDigits(7);
      const name = `Org A ${id} Haulers`;
      const carrier = await internalCarrier({ name });
      await suite
        .call("updateCarrierProfile", { path: { guid: carrier.guid }, body: { custom_external_id: `ORG-A-${id}` } })
        .expectStatus(200);
      return {
        ids: { guid: carrier.guid, custom_external_id: `ORG-A-${id}`, name, usdot: carrier.us_dot },
        markers: [name, `ORG-A-${id}`],
        reads: [{ operationId: "getCarrierProfile", options: { path: { guid: carrier.guid } } }],
      };
    },
    achCarrier: async () => {
      const carrier = await achCarrier();
      return {
        ids: { guid: carrier.guid },
        markers: [carrier.name as string],
        reads: [
          { operationId: "getCarrierProfile", options: { path: { guid: carrier.guid } } },
          { operationId: "getCarrierAchDetails", options: { path: { guid: carrier.guid } } },
        ],
      };
    },
    customer: async () => {
      const id = uniqueDigits(7);
      const name = `Org A ${id} Motors`;
      const customer: ApiObject = await suite
        .call("createCustomer", {
          body: { name, business_type: "DEALER", city: "Dallas", custom_external_id: `ORG-A-${id}` },
        })
        .expectStatus(200)
        .returns("data.object");
      suite.created({ kind: "customer", guid: customer.guid });
      return {
        ids: { guid: customer.guid, custom_external_id: `ORG-A-${id}` },
        markers: [name, `ORG-A-${id}`],
        reads: [{ operationId: "getCustomer", options: { path: { guid: customer.guid } } }],
      };
    },
    broker: async () => {
      const link = async () => {
        const id = uniqueDigits(7);
        const body = { name: `Org A ${id} Brokerage`, email: `desk-${id}@org-a.example`, usdot: id };
        const made: ApiObject = await suite
          .call("linkNetworkBroker", { body })
          .expectStatus(200)
          .returns("data.object");
        return { guid: made.guid as string };
      };
      const broker = await linkedBroker(suite, link);
      const read: Read = { operationId: "listLinkedBrokers", options: { query: { size: 100 } }, item: broker.guid };
      const listed: ApiObject[] = await suite
        .call(read.operationId, read.options)
        .expectStatus(200)
        .returns("data.objects");
      const name = listed.find((item) => item.guid === broker.guid)?.name;
      return {
        ids: { broker_guid: broker.guid },
        markers: typeof name === "string" && name !== "" ? [name] : [],
        reads: [read],
      };
    },
  };
  return make;
}

const disableUndo = (guid: string) => ({ operationId: "disablePriceNegotiation", path: { guid } });
