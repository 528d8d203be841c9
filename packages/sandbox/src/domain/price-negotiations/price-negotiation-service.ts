/**
 * Price negotiations: one per order (a second create is 409 `PRICE_NEGOTIATION_EXISTS`, GAPS.md). `start_date`
 * defaults to the order's creation and cannot be earlier (400 `VALIDATION_ERROR` naming `start_date`); the
 * acceptable days default to 0 (their 0..3 range is the schema's). A new negotiation starts enabled; enable and
 * disable set `enabled` (idempotent). An update (PUT) replaces every setting, defaults included.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { parseDateTime } from "../../time.js";
import { conflict, notFound, validationError } from "../errors.js";
import { ORDERS, type OrderRecord } from "../orders/order-record.js";
import { findOrder } from "../orders/order-service.js";
import {
  type IncreaseEvery,
  type NegotiationSettings,
  PRICE_NEGOTIATIONS,
  type PriceNegotiationRecord,
} from "./price-negotiation-record.js";

/** A validated create (PriceNegotiationInput) or update (PriceNegotiationUpdate) body. */
export interface NegotiationInput {
  order_guid?: string;
  negotiation_budget: number;
  increase_by_percent: number;
  increase_every: IncreaseEvery;
  start_date?: string;
  acceptable_pickup_days?: number;
  acceptable_delivery_days?: number;
}

export const START_DATE_MESSAGE = "cannot be earlier than the order creation date";

function settingsFor(order: OrderRecord, body: NegotiationInput): NegotiationSettings {
  let startDate = order.createdAt;
  if (body.start_date !== undefined) {
    const parsed = parseDateTime(body.start_date);
    if (parsed === undefined) throw validationError("shipper", { start_date: ["is not a valid date-time"] });
    if (parsed < order.createdAt) throw validationError("shipper", { start_date: [START_DATE_MESSAGE] });
    startDate = parsed;
  }
  return {
    negotiation_budget: body.negotiation_budget,
    increase_by_percent: body.increase_by_percent,
    increase_every: { value: body.increase_every.value, unit: body.increase_every.unit },
    startDate,
    acceptable_pickup_days: body.acceptable_pickup_days ?? 0,
    acceptable_delivery_days: body.acceptable_delivery_days ?? 0,
  };
}

export function findPriceNegotiation(org: Organisation, guid: string): PriceNegotiationRecord {
  const negotiation = org.collection(PRICE_NEGOTIATIONS).get(guid);
  if (!negotiation) throw notFound("Price negotiation not found");
  return negotiation;
}

function negotiationOf(org: Organisation, orderGuid: string): PriceNegotiationRecord | undefined {
  return org
    .collection(PRICE_NEGOTIATIONS)
    .values()
    .find((negotiation) => negotiation.orderGuid === orderGuid);
}

/** The order's negotiation; 404 when the order is unknown or has none. */
export function findOrderPriceNegotiation(org: Organisation, orderGuid: string): PriceNegotiationRecord {
  const order = findOrder(org, orderGuid);
  const negotiation = negotiationOf(org, order.guid);
  if (!negotiation) throw notFound("The order has no price negotiation");
  return negotiation;
}

export function createPriceNegotiation(
  ctx: SandboxContext,
  org: Organisation,
  body: NegotiationInput,
): PriceNegotiationRecord {
  const order = org.collection(ORDERS).get(String(body.order_guid));
  if (!order) throw validationError("shipper", { order_guid: ["is not an order of this organisation"] });
  const settings = settingsFor(order, body);
  if (negotiationOf(org, order.guid)) {
    throw conflict("PRICE_NEGOTIATION_EXISTS", "The order already has a price negotiation");
  }
  const now = ctx.clock.now();
  const negotiation: PriceNegotiationRecord = {
    guid: newGuid(),
    orderGuid: order.guid,
    settings,
    enabled: true,
    createdAt: now,
    changedAt: now,
  };
  return org.collection(PRICE_NEGOTIATIONS).set(negotiation);
}

export function updatePriceNegotiation(
  ctx: SandboxContext,
  org: Organisation,
  guid: string,
  body: NegotiationInput,
): PriceNegotiationRecord {
  const negotiation = findPriceNegotiation(org, guid);
  negotiation.settings = settingsFor(findOrder(org, negotiation.orderGuid), body);
  negotiation.changedAt = ctx.clock.now();
  return negotiation;
}

export function setPriceNegotiationEnabled(
  ctx: SandboxContext,
  org: Organisation,
  guid: string,
  enabled: boolean,
): PriceNegotiationRecord {
  const negotiation = findPriceNegotiation(org, guid);
  negotiation.enabled = enabled;
  negotiation.changedAt = ctx.clock.now();
  return negotiation;
}
