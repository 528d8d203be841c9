/**
 * Counter offers: the shipper answers a pending load request with another price. One active (`pending`) counter
 * offer per request: a second is 409 `LOAD_REQUEST_ACCEPT_ERROR`, as is one for a request that is no longer
 * pending. Cancel makes the active one `cancelled`; without one it is 404 `COUNTER_OFFER_NOT_FOUND_ERROR`. After a
 * cancel a new counter offer may be made. No event is published (none is shown).
 */
import type { SandboxContext } from "../../context.js";
import { newGuid } from "../../state/ids.js";
import type { Organisation } from "../../state/organisations.js";
import { ApiError, conflict, failureEnvelope } from "../errors.js";
import { ACCEPT_ERROR, findLoadRequest } from "../load-requests/load-request-service.js";
import { priceValue } from "../price.js";
import { COUNTER_OFFERS, type CounterOfferRecord } from "./counter-offer-record.js";

/** The request's active counter offer, if any. */
export function activeCounterOffer(org: Organisation, requestGuid: string): CounterOfferRecord | undefined {
  return org
    .collection(COUNTER_OFFERS)
    .values()
    .find((counter) => counter.requestGuid === requestGuid && counter.status === "pending");
}

export function createCounterOffer(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
  body: { price: number | string },
): CounterOfferRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  if (activeCounterOffer(org, request.guid) && !ctx.faults.has("counter-offer-no-409")) {
    throw conflict(ACCEPT_ERROR, "Counter offer already exists for this load request");
  }
  if (request.status !== "pending") {
    throw conflict(ACCEPT_ERROR, `Load request is ${request.status}: a counter offer needs a pending request`);
  }
  const now = ctx.clock.now();
  const counter: CounterOfferRecord = {
    guid: newGuid(),
    orderGuid: request.orderGuid,
    requestGuid: request.guid,
    price: priceValue(body.price),
    status: "pending",
    createdAt: now,
    changedAt: now,
  };
  return org.collection(COUNTER_OFFERS).set(counter);
}

export function cancelCounterOffer(
  ctx: SandboxContext,
  org: Organisation,
  orderGuid: string,
  requestGuid: string,
): CounterOfferRecord {
  const request = findLoadRequest(org, orderGuid, requestGuid);
  const counter = activeCounterOffer(org, request.guid);
  if (!counter) {
    throw new ApiError(404, failureEnvelope("COUNTER_OFFER_NOT_FOUND_ERROR", "Counter offer not found"));
  }
  counter.status = "cancelled";
  counter.changedAt = ctx.clock.now();
  return org.collection(COUNTER_OFFERS).set(counter);
}
