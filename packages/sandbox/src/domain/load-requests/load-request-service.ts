/**
 * The shipper's side of load requests: accept and decline. Only a `pending` request can be answered (else 409
 * `LOAD_REQUEST_ACCEPT_ERROR`). Accepting gives the order to the carrier (`accepted`; the order must still be open
 * for carriers); declining keeps the reason and publishes `load_request.declined_by_shipper`.
 */
import type { SandboxContext } from "../../context.js";
import type { Organisation } from "../../state/organisations.js";
import { conflict, notFound } from "../errors.js";
import { publishEvent } from "../events.js";
import { findOrder } from "../orders/order-service.js";
import { changeStatus, OPEN_FOR_CARRIERS } from "../orders/order-status.js";
import { LOAD_REQUESTS, type LoadRequestRecord } from "./load-request-record.js";
import { loadRequestCarrier, loadRequestData } from "./load-request-view.js";

export const ACCEPT_ERROR = "LOAD_REQUEST_ACCEPT_ERROR";

/** The request of this order (404 when the order or the request is unknown, or the request is another order's). */
export function findLoadRequest(org: Organisation, orderGuid: string, requestGuid: string): LoadRequestRecord {
  const order = findOrder(org, orderGuid);
  const request = org.collection(LOAD_REQUESTS).get(requestGuid);
  if (!request || request.orderGuid !== order.guid) throw notFound("Load request not found");
  return request;
}

export function requirePending(request: LoadRequestRecord, errorId: string): void {
  if (request.status !== "pending") {
    throw conflict(errorId, `Load request is ${request.status}: only a pending request can be answered`);
  }
}

export function acceptLoadRequest(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
): LoadRequestRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  requirePending(request, ACCEPT_ERROR);
  const order = findOrder(org, orderGuid);
  if (!OPEN_FOR_CARRIERS.has(order.status)) {
    throw conflict(ACCEPT_ERROR, `The order is ${order.status}: it can no longer be given to a carrier`);
  }
  request.status = "accepted";
  request.changedAt = ctx.clock.now();
  changeStatus(ctx, org, order, "accepted", "load_request_accepted", {
    carrier: loadRequestCarrier(request),
    byUser: true,
  });
  return request;
}

export function declineLoadRequest(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
  body: { reason?: string },
): LoadRequestRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  requirePending(request, ACCEPT_ERROR);
  request.status = "declined";
  request.declineReason = body.reason;
  request.changedAt = ctx.clock.now();
  publishEvent(ctx, org, "load_request.declined_by_shipper", {
    order_guid: request.orderGuid,
    data: loadRequestData(request),
  });
  return request;
}
