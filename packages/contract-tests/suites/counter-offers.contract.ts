/**
 * Counter offers on a carrier's load request: create -> pending; again -> 409 LOAD_REQUEST_ACCEPT_ERROR;
 * cancel -> cancelled; cancel with none active -> 404 COUNTER_OFFER_NOT_FOUND_ERROR; a bad price -> 400. The
 * load request comes from the sandbox helper acting as the carrier.
 */
import { describe, expect } from "vitest";
import { PRICE_MESSAGES } from "../src/spec/rules.js";
import { expectAnswer } from "../src/suite/answer.js";
import { contract } from "../src/suite/contract.js";
import { UNKNOWN_GUID } from "../src/suite/fixtures.js";
import { type ApiObject, createOrder, sendLoadRequest } from "../src/suite/steps.js";

const suite = contract("counter-offers");
const NEEDS = ["writes", "testHelpers"] as const;

/** A fresh order with a pending load request: the path parameters of its counter offer. */
async function loadRequest(): Promise<{ order_guid: string; request_guid: string }> {
  const order = await createOrder(suite);
  const request = await sendLoadRequest(suite, order.guid);
  return { order_guid: order.guid, request_guid: request.guid };
}

const create = (path: Record<string, string>, body: unknown) => suite.call("createCounterOffer", { path, body });
const cancel = (path: Record<string, string>) => suite.call("cancelCounterOffer", { path });

describe("counter offer lifecycle", () => {
  suite.rule("a counter offer starts pending with its price (rule: create -> pending)", [...NEEDS], async () => {
    const path = await loadRequest();
    const counter: ApiObject = await create(path, { price: 1199.9 }).expectStatus(200).returns("data.object");
    expect(counter.status).toBe("pending");
    expect(Number(counter.price)).toBe(1199.9);
    suite.created({ kind: "counter offer", guid: counter.guid, undo: { operationId: "cancelCounterOffer", path } });
  });

  suite.rule(
    "a second counter offer is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: one per request)",
    [...NEEDS],
    async () => {
      const path = await loadRequest();
      await create(path, { price: 1200 }).expectStatus(200);
      await create(path, { price: 1300 })
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "LOAD_REQUEST_ACCEPT_ERROR" } });
    },
  );

  suite.rule("cancel makes it cancelled; cancelling again is 404 (rule: cancel)", [...NEEDS], async () => {
    const path = await loadRequest();
    await create(path, { price: 1200 }).expectStatus(200);
    const cancelled: ApiObject = await cancel(path).expectStatus(200).returns("data.object");
    expect(cancelled.status).toBe("cancelled");
    await cancel(path)
      .expectStatus(404)
      .expectJsonLike({ status: "fail", data: { error_id: "COUNTER_OFFER_NOT_FOUND_ERROR" } });
  });

  suite.rule(
    "cancel without any counter offer is 404 COUNTER_OFFER_NOT_FOUND_ERROR (rule: cancel)",
    [...NEEDS],
    async () => {
      const path = await loadRequest();
      await cancel(path)
        .expectStatus(404)
        .expectJsonLike({ data: { error_id: "COUNTER_OFFER_NOT_FOUND_ERROR" } });
    },
  );

  suite.rule("a counter offer on an unknown load request is 404 (rule: missing objects)", [...NEEDS], async () => {
    const { order_guid } = await loadRequest();
    await create({ order_guid, request_guid: UNKNOWN_GUID }, { price: 1200 }).expectStatus(404);
  });
});

describe("counter offer price", () => {
  const invalid = [
    { case: "a negative price", price: -10, message: PRICE_MESSAGES.positive },
    { case: "3 decimals", price: 1200.555, message: PRICE_MESSAGES.decimal },
    { case: "3 decimals as a string", price: "1200.555", message: PRICE_MESSAGES.decimal },
    { case: "an empty price", price: "", message: PRICE_MESSAGES.empty },
  ];
  suite.rules(invalid, "$case is 400 VALIDATION_ERROR on price (rule: counter offer price)", [...NEEDS], async (c) => {
    const path = await loadRequest();
    const answer: ApiObject = await create(path, { price: c.price }).expectStatus(400).toss();
    expectAnswer("createCounterOffer", answer, {
      status: 400,
      like: { data: { error_id: "VALIDATION_ERROR" } },
      contains: { "/data/details/price": c.message },
    });
  });
});
