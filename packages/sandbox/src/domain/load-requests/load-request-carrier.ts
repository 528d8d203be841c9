/**
 * The carrier's side of load requests (reached through the test helpers): send, update and cancel a request.
 * The order must be open for carriers to receive one (409 `ORDER_NOT_OPEN`), and a blacklisted carrier cannot send
 * one (409 `CARRIER_BLACKLISTED`); only a pending request can be updated or canceled (409
 * `LOAD_REQUEST_NOT_PENDING`). Each publishes its `load_request.*` event.
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { formatDateTime, parseDateTime } from "../../time.js";
import { carrierGuidFor } from "../carrier-identity.js";
import { resolveCarrier } from "../carriers/carrier-directory.js";
import { conflict, type FieldErrors, validationError } from "../errors.js";
import { publishEvent } from "../events.js";
import { findOrder } from "../orders/order-service.js";
import { OPEN_FOR_CARRIERS } from "../orders/order-status.js";
import { priceValue } from "../price.js";
import {
  CARRIER_FIELDS,
  type CarrierField,
  LOAD_REQUESTS,
  type LoadRequestFields,
  type LoadRequestRecord,
} from "./load-request-record.js";
import { findLoadRequest, requirePending } from "./load-request-service.js";
import { loadRequestData } from "./load-request-view.js";

export const NOT_PENDING = "LOAD_REQUEST_NOT_PENDING";

/** A validated helper body (CarrierLoadRequestInput; the update has no `carrier_guid`). */
export interface LoadRequestInput extends Partial<Record<CarrierField, string>> {
  requested_price: number | string;
  pickup_date: string;
  delivery_date: string;
  carrier_comment?: string | null;
  carrier_guid?: string;
}

/** The request's fields from a body: dates re-checked (a real day), in UTC; an empty comment is null. */
function toFields(body: LoadRequestInput, carrierGuid: string): LoadRequestFields {
  const errors: FieldErrors = {};
  const pickup = parseDateTime(body.pickup_date);
  const delivery = parseDateTime(body.delivery_date);
  if (pickup === undefined) errors.pickup_date = ["is not a valid date-time"];
  if (delivery === undefined) errors.delivery_date = ["is not a valid date-time"];
  else if (pickup !== undefined && delivery < pickup) errors.delivery_date = ["cannot be earlier than pickup_date"];
  if (Object.keys(errors).length > 0) throw validationError("sandbox", errors);
  const fields: LoadRequestFields = {
    requested_price: priceValue(body.requested_price),
    pickup_date: formatDateTime(pickup as number),
    delivery_date: formatDateTime(delivery as number),
    carrier_comment: body.carrier_comment ? body.carrier_comment : null,
    carrier_guid: carrierGuid,
  };
  for (const key of CARRIER_FIELDS) if (body[key] !== undefined) fields[key] = body[key];
  return fields;
}

function publish(ctx: SandboxContext, org: Organisation, action: string, request: LoadRequestRecord): void {
  publishEvent(ctx, org, action, { order_guid: request.orderGuid, data: loadRequestData(request) });
}

export function sendLoadRequest(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  body: LoadRequestInput,
): LoadRequestRecord {
  const order = findOrder(org, orderGuid);
  const fields = toFields(body, carrierGuidFor(body));
  if (!OPEN_FOR_CARRIERS.has(order.status)) {
    throw conflict("ORDER_NOT_OPEN", `The order is ${order.status}: it takes no load requests`);
  }
  // "The carrier cannot book or request loads on the loadboard" (in_blacklist): the organisation's own record of
  // the carrier, found by guid, USDOT number, e-mail or phone, decides.
  const known = resolveCarrier(org, {
    guid: body.carrier_guid,
    usdot: body.carrier_usdot,
    email: body.carrier_email,
    phone: body.carrier_phone,
  });
  if (known?.brokerRecords?.inBlacklist) {
    throw conflict("CARRIER_BLACKLISTED", "The carrier is blacklisted: it cannot request loads");
  }
  const now = ctx.clock.now();
  const request: LoadRequestRecord = {
    guid: newGuid(),
    orderGuid: order.guid,
    seq: org.next("load-request"),
    fields,
    status: "pending",
    createdAt: now,
    changedAt: now,
  };
  org.collection(LOAD_REQUESTS).set(request);
  publish(ctx, org, "load_request.created", request);
  return request;
}

/** The carrier replaces its request (the carrier, `carrier_guid`, stays the same). */
export function updateLoadRequest(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
  body: LoadRequestInput,
): LoadRequestRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  const fields = toFields(body, request.fields.carrier_guid);
  requirePending(request, NOT_PENDING);
  request.fields = fields;
  request.changedAt = ctx.clock.now();
  publish(ctx, org, "load_request.updated", request);
  return request;
}

export function cancelLoadRequest(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
): LoadRequestRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  requirePending(request, NOT_PENDING);
  request.status = "canceled";
  request.changedAt = ctx.clock.now();
  publish(ctx, org, "load_request.canceled_by_carrier", request);
  return request;
}
