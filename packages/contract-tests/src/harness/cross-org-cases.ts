/**
 * The organisations suite's table: for every input of the shipper spec that names an object (src/spec/object-inputs.ts),
 * the request the second organisation (B) makes with the object of the first (A) there, and what it must get:
 * - `404`: the documented not-found answer (the object is named in the path or query: G-035, 404 with `NOT_FOUND`;
 *   find by VIN and carrier by custom external id document their 404 as a fact);
 * - `as-unknown`: the answer B gets when the same input names no object at all (status and error id), for an
 *   object named inside B's own request body (GAPS G-170 "Another organisation's object named inside a request").
 * A's object must read the same to A afterwards, and no answer to B may carry A's own values.
 */
import type { Capability } from "../target/capabilities.js";
import type { CallOptions } from "./call.js";
import { CARRIER_USDOT } from "./carrier-steps.js";
import { negotiationBody, orderBody } from "./fixtures.js";
import { multipartBody } from "./multipart.js";
import type { Owned, OwnerKind } from "./owned-objects.js";

type Json = Record<string, unknown>;

/** What B owns for a request that names A's object inside B's own: its order, or its linked broker. */
export type BOwn = "order" | "broker";

export interface CrossOrgCase {
  operationId: string;
  /** The inputs of objectInputs() this case covers (without the operationId). */
  inputs: string[];
  owner: OwnerKind;
  expect: 404 | "as-unknown";
  /** B's request; `named` is A's identifier (or, for `as-unknown`, a guid naming nothing), `own` B's object. */
  request(named: (id: string) => string, own: Record<string, string>): CallOptions;
  own?: BOwn;
  needs: Capability[];
  /** A pending load request: made by the helpers or named in the fixtures file. */
  fixtures?: boolean;
}

const BASE: Capability[] = ["secondClient", "writes"];
const HELPERS: Capability[] = [...BASE, "testHelpers"];

const PHOTO = multipartBody([
  { name: "file", filename: "gate-pass.jpg", contentType: "image/jpeg", content: Buffer.from([0xff, 0xd8, 0xff]) },
]);

/** A path case: B names A's object in the path (or query) and must get 404. */
function path(
  operationId: string,
  inputs: string[],
  owner: OwnerKind,
  request: CrossOrgCase["request"],
  needs: Capability[] = BASE,
): CrossOrgCase {
  return { operationId, inputs, owner, expect: 404, request, needs };
}

const byGuid =
  (name = "guid") =>
  (id: (key: string) => string) => ({ path: { [name]: id("guid") } });
const orderGuid = (id: (key: string) => string) => ({ order_guid: id("guid") });
const requestPath = (id: (key: string) => string) => ({
  order_guid: id("order_guid"),
  request_guid: id("request_guid"),
});
const negotiation = (id: (key: string) => string) => ({ path: { guid: id("negotiation_guid") } });

export const PATH_CASES: CrossOrgCase[] = [
  path("getOrder", ["path:guid"], "order", byGuid()),
  path("updateOrderPartially", ["path:guid"], "order", (id) => ({
    path: { guid: id("guid") },
    body: { instructions: "Changed by another organisation." },
  })),
  path("updateOrder", ["path:guid"], "order", (id) => ({ path: { guid: id("guid") }, body: orderBody() })),
  path("findOrdersByVin", ["path:vin"], "order", (id) => ({ path: { vin: id("vin") } })),
  path("listOrderActivities", ["path:guid"], "order", byGuid()),
  path("getOrderBol", ["path:order_guid"], "pickedUpOrder", (id) => ({ path: orderGuid(id) }), HELPERS),
  path("markOrderAsPaid", ["path:order_guid"], "pickedUpOrder", (id) => ({ path: orderGuid(id), body: {} }), HELPERS),
  path("uploadOrderAttachment", ["path:order_guid"], "order", (id) => ({
    path: orderGuid(id),
    body: PHOTO.body,
    contentType: PHOTO.contentType,
  })),
  path("sendLoadOffer", ["path:order_guid"], "order", (id) => ({
    path: orderGuid(id),
    body: { carrier_usdot: CARRIER_USDOT },
  })),
  path("getOrderPriceNegotiation", ["path:order_guid"], "negotiation", (id) => ({ path: orderGuid(id) })),
  path("getOrderInsurance", ["path:guid"], "order", byGuid()),
  path("syncInsurancePolicy", ["path:guid"], "order", byGuid()),
  path("postOrderToLoadboard", ["path:guid"], "order", byGuid()),
  path("removeOrderFromLoadboard", ["path:guid"], "postedOrder", byGuid()),
  ...(
    [
      ["acceptLoadRequest", "loadRequest", undefined],
      ["declineLoadRequest", "loadRequest", { reason: "Declined by another organisation." }],
      ["createCounterOffer", "loadRequest", { price: 1099.5 }],
      ["cancelCounterOffer", "counteredRequest", undefined],
    ] as const
  ).map(([operationId, owner, body]) => ({
    ...path(operationId, ["path:order_guid", "path:request_guid"], owner, (id) => ({
      path: requestPath(id),
      ...(body ? { body } : {}),
    })),
    fixtures: true,
  })),
  path("getPriceNegotiation", ["path:guid"], "negotiation", negotiation),
  path("updatePriceNegotiation", ["path:guid"], "negotiation", (id) => ({
    ...negotiation(id),
    body: negotiationBody({ negotiation_budget: 2999 }),
  })),
  path("enablePriceNegotiation", ["path:guid"], "disabledNegotiation", negotiation),
  path("disablePriceNegotiation", ["path:guid"], "negotiation", negotiation),
  path("getCarrierProfile", ["path:guid"], "carrier", byGuid()),
  path("updateCarrierProfile", ["path:guid"], "carrier", (id) => ({
    path: { guid: id("guid") },
    body: { in_blacklist: true },
  })),
  path("addCarrierNote", ["path:guid"], "carrier", (id) => ({
    path: { guid: id("guid") },
    body: { text: "Noted by another organisation." },
  })),
  path("getCarrierAchDetails", ["path:guid"], "achCarrier", byGuid(), HELPERS),
  path("getCarrierByCustomExternalId", ["path:custom_external_id"], "carrier", (id) => ({
    path: { custom_external_id: id("custom_external_id") },
  })),
  path("getCustomer", ["path:guid"], "customer", byGuid()),
  path("updateCustomer", ["path:guid"], "customer", (id) => ({
    path: { guid: id("guid") },
    body: { name: "Renamed by another organisation" },
  })),
  path("getCustomerByCustomExternalId", ["path:custom_external_id"], "customer", (id) => ({
    path: { custom_external_id: id("custom_external_id") },
  })),
  path("createContact", ["path:customer_guid"], "customer", (id) => ({
    path: { customer_guid: id("guid") },
    body: { name: "Contact of another organisation" },
  })),
  path(
    "submitOrderToBroker",
    ["query:broker_guid"],
    "broker",
    (id) => ({ query: { broker_guid: id("broker_guid") }, body: orderBody() }),
    HELPERS,
  ),
];

/** A copy of `base` with `value` at `pointer` (`*`: the first array item), objects made on the way. */
export function withValueAt(base: Json, pointer: string, value: string): Json {
  const copy = structuredClone(base);
  const keys = pointer.slice(1).split("/");
  let node = copy as Record<string | number, unknown>;
  for (const [index, key] of keys.entries()) {
    const at = key === "*" ? 0 : key;
    if (index === keys.length - 1) node[at] = value;
    else {
      node[at] ??= keys[index + 1] === "*" ? [] : {};
      node = node[at] as Record<string | number, unknown>;
    }
  }
  return copy;
}

/** The stop and customer fields of an order body that name a stored customer or terminal (G-153). */
export const COUNTERPARTY_FIELDS = [
  "/pickup_counterparty_guid",
  "/delivery_counterparty_guid",
  "/pickup/counterparty_guid",
  "/delivery/counterparty_guid",
  "/customer/counterparty_guid",
];
const VEHICLE_GUID = "/vehicles/*/guid";

/** The order bodies B sends: create, full update and submit take a whole order; a merge patch only the field. */
const ORDER_BODY_OPERATIONS: Array<{ operationId: string; own?: BOwn; patch?: boolean; needs?: Capability[] }> = [
  { operationId: "createOrder" },
  { operationId: "updateOrder", own: "order" },
  { operationId: "updateOrderPartially", own: "order", patch: true },
  { operationId: "submitOrderToBroker", own: "broker", needs: HELPERS },
];

function orderBodyCase(
  { operationId, own, patch, needs }: (typeof ORDER_BODY_OPERATIONS)[number],
  field: string,
): CrossOrgCase {
  const vehicle = field === VEHICLE_GUID;
  const start = patch ? (vehicle ? { vehicles: orderBody().vehicles } : {}) : orderBody();
  return {
    operationId,
    inputs: [`body:${field}`],
    owner: vehicle ? "order" : "customer",
    expect: "as-unknown",
    own,
    needs: needs ?? BASE,
    request: (id, mine) => ({
      ...(own === "order" ? { path: { guid: mine.guid as string } } : {}),
      ...(own === "broker" ? { query: { broker_guid: mine.guid as string } } : {}),
      body: withValueAt(start, field, id(vehicle ? "vehicle_guid" : "guid")),
    }),
  };
}

export const BODY_CASES: CrossOrgCase[] = [
  ...ORDER_BODY_OPERATIONS.flatMap((op) => [...COUNTERPARTY_FIELDS, VEHICLE_GUID].map((f) => orderBodyCase(op, f))),
  {
    operationId: "createPriceNegotiation",
    inputs: ["body:/order_guid"],
    owner: "order",
    expect: "as-unknown",
    needs: BASE,
    request: (id) => ({ body: negotiationBody({ order_guid: id("guid") }) }),
  },
  {
    operationId: "sendLoadOffer",
    inputs: ["body:/carrier_guid"],
    owner: "carrier",
    expect: "as-unknown",
    own: "order",
    needs: BASE,
    request: (id, mine) => ({ path: { order_guid: mine.guid as string }, body: { carrier_guid: id("guid") } }),
  },
];

export const CROSS_ORG_CASES: CrossOrgCase[] = [...PATH_CASES, ...BODY_CASES];

/** Every `operationId input` key the table covers. */
export function coveredInputs(): string[] {
  return CROSS_ORG_CASES.flatMap((c) => c.inputs.map((input) => `${c.operationId} ${input}`)).sort();
}

/** A name for the case's test: the operation, where A's object is named, and what B must get. */
export function caseTitle(c: CrossOrgCase): string {
  const answer = c.expect === 404 ? "404" : "the answer for a guid naming nothing";
  return `${c.operationId} ${c.inputs.join(" + ")}: B naming A's ${c.owner} gets ${answer}, A's ${c.owner} unchanged`;
}

export type { Owned };
