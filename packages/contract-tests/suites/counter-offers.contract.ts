/**
 * Counter offers on a carrier's load request: create -> pending; again -> 409 LOAD_REQUEST_ACCEPT_ERROR;
 * cancel -> cancelled; cancel with none active -> 404 COUNTER_OFFER_NOT_FOUND_ERROR; a bad price -> 400. The
 * load requests come from the sandbox helper acting as the carrier, or from the fixtures file (`load_requests`, 4:
 * three are countered, one only refused) on a target without helpers.
 */
import { describe, expect } from "vitest";
import { expectAnswer } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { pendingRequests } from "../src/harness/pending-requests.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";
import { PRICE_MESSAGES } from "../src/spec/rules.js";

const suite = contract("counter-offers");
const NEEDS = ["writes"] as const;
/** Tagged `fixtures`: a pending load request comes from the test helpers or the fixtures file. */
const FROM_FIXTURES = { fixtures: true };
const requests = pendingRequests(suite);

const create = (path: Record<string, string>, body: unknown) => suite.call("createCounterOffer", { path, body });
const cancel = (path: Record<string, string>) => suite.call("cancelCounterOffer", { path });

describe("counter offer lifecycle", () => {
  /** A counter offer that must be created (200), registered to be cancelled on a target that is not a sandbox. */
  const created = async (path: Record<string, string>, price: number): Promise<ApiObject> => {
    const counter: ApiObject = await create(path, { price }).expectStatus(200).returns("data.object");
    suite.created({ kind: "counter offer", guid: counter.guid, undo: { operationId: "cancelCounterOffer", path } });
    return counter;
  };

  suite.rule(
    "a counter offer starts pending with its price (rule: create -> pending)",
    [...NEEDS],
    async (ctx) => {
      const counter = await created(await requests.fresh(ctx), 1199.9);
      expectField(counter, "/status").toBe("pending");
      expectField(counter, "/price").toSatisfy(function theNumber1199point9(price: unknown) {
        return Object.is(Number(price), 1199.9);
      });
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "a second counter offer is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: one per request)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      await created(path, 1200);
      await create(path, { price: 1300 })
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "LOAD_REQUEST_ACCEPT_ERROR" } });
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "cancel makes it cancelled; cancelling again is 404 (rule: cancel)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      await create(path, { price: 1200 }).expectStatus(200);
      const cancelled: ApiObject = await cancel(path).expectStatus(200).returns("data.object");
      expectField(cancelled, "/status").toBe("cancelled");
      await cancel(path)
        .expectStatus(404)
        .expectJsonLike({ status: "fail", data: { error_id: "COUNTER_OFFER_NOT_FOUND_ERROR" } });
    },
    FROM_FIXTURES,
  );

  suite.rule(
    "cancel without any counter offer is 404 COUNTER_OFFER_NOT_FOUND_ERROR (rule: cancel)",
    [...NEEDS],
    async (ctx) => {
      const path = await requests.untouched(ctx);
      await cancel(path)
        .expectStatus(404)
        .expectJsonLike({ data: { error_id: "COUNTER_OFFER_NOT_FOUND_ERROR" } });
    },
    FROM_FIXTURES,
  );

  suite.rule("a counter offer on an unknown load request is 404 (rule: missing objects)", [...NEEDS], async () => {
    const order = await createOrder(suite);
    await create({ order_guid: order.guid, request_guid: UNKNOWN_GUID }, { price: 1200 }).expectStatus(404);
  });
});

describe("counter offers and the request's state (G-174)", () => {
  const HELPERS = ["writes", "testHelpers"] as const;
  const answered = [{ answer: "acceptLoadRequest" }, { answer: "declineLoadRequest" }];
  suite.rules(
    answered,
    "a counter offer on a request answered by $answer is 409 LOAD_REQUEST_ACCEPT_ERROR (rule: G-174 Counter offers and the request's state)",
    [...HELPERS],
    async (c, ctx) => {
      const path = await requests.fresh(ctx);
      await suite.call(c.answer, { path, body: {} }).expectStatus(200);
      await create(path, { price: 1200 })
        .expectStatus(409)
        .expectJsonLike({ status: "fail", data: { error_id: "LOAD_REQUEST_ACCEPT_ERROR" } });
      await cancel(path).expectStatus(404);
    },
    { assumes: "G-174" },
  );

  suite.rule(
    "after a cancel a new counter offer may be made, and is the active one (rule: G-174 Counter offers and the request's state)",
    [...HELPERS],
    async (ctx) => {
      const path = await requests.fresh(ctx);
      await create(path, { price: 1200 }).expectStatus(200);
      await cancel(path).expectStatus(200);
      const again: ApiObject = await create(path, { price: 1250 }).expectStatus(200).returns("data.object");
      expectField(again, "/status").toBe("pending");
      const cancelled: ApiObject = await cancel(path).expectStatus(200).returns("data.object");
      expectField(cancelled, "/guid").toBe(again.guid);
    },
    { assumes: "G-174" },
  );

  const notObjects = [
    { case: "an array", body: [{ price: 1200 }] },
    { case: "a string", body: '"1200"' },
    { case: "null", body: "null" },
  ];
  suite.rules(
    notObjects,
    "a body that is $case is 400 VALIDATION_ERROR, not 'price cannot be empty' (rule: G-174 Counter offers and the request's state)",
    [...HELPERS],
    async (c, ctx) => {
      const path = await requests.untouched(ctx);
      const answer: ApiObject = await create(path, c.body).expectStatus(400).toss();
      expectAnswer("createCounterOffer", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
      expect(answer.body?.data?.details?.price ?? [], "no price message for a body that is no object").not.toContain(
        PRICE_MESSAGES.empty,
      );
    },
    { assumes: "G-174" },
  );
});

describe("counter offer price", () => {
  const invalid = [
    { case: "a negative price", price: -10, message: PRICE_MESSAGES.positive },
    { case: "3 decimals", price: 1200.555, message: PRICE_MESSAGES.decimal },
    { case: "3 decimals as a string", price: "1200.555", message: PRICE_MESSAGES.decimal },
    { case: "an empty price", price: "", message: PRICE_MESSAGES.empty },
  ];
  suite.rules(
    invalid,
    "$case is 400 VALIDATION_ERROR on price (rule: counter offer price)",
    [...NEEDS],
    async (c, ctx) => {
      const path = await requests.untouched(ctx);
      const answer: ApiObject = await create(path, { price: c.price }).expectStatus(400).toss();
      expectAnswer("createCounterOffer", answer, {
        status: 400,
        like: { data: { error_id: "VALIDATION_ERROR" } },
        contains: { "/data/details/price": c.message },
      });
    },
    FROM_FIXTURES,
  );

  suite.rules(
    [
      { case: "no price at all", body: {} },
      { case: "a null price", body: { price: null } },
    ],
    "$case is 400 VALIDATION_ERROR 'price cannot be empty' (rule: counter offer price, G-089)",
    ["writes", "testHelpers"],
    async (c, ctx) => {
      const path = await requests.fresh(ctx);
      const answer: ApiObject = await suite.call("createCounterOffer", { path, body: c.body }).expectStatus(400).toss();
      expectAnswer("createCounterOffer", answer, {
        status: 400,
        like: { data: { error_id: "VALIDATION_ERROR" } },
        contains: { "/data/details/price": PRICE_MESSAGES.empty },
      });
    },
  );
});

describe("counter offer price at and past its bounds", () => {
  const { positive, decimal, empty } = PRICE_MESSAGES;
  /** Raw JSON bodies keep the number as written (`-0`, `1e-3`), which JSON.stringify would not. */
  const refused: { case: string; body: unknown; message: string }[] = [
    { case: "0", body: { price: 0 }, message: positive },
    { case: "-0 as written", body: '{"price":-0}', message: positive },
    { case: "-0.01", body: { price: -0.01 }, message: positive },
    { case: "0.001", body: { price: 0.001 }, message: decimal },
    { case: "1e-3 as written", body: '{"price":1e-3}', message: decimal },
    { case: "12.345", body: { price: 12.345 }, message: decimal },
    { case: '"0"', body: { price: "0" }, message: positive },
    { case: '"0.00"', body: { price: "0.00" }, message: positive },
    { case: '"-5.00"', body: { price: "-5.00" }, message: positive },
    { case: '"0.001"', body: { price: "0.001" }, message: decimal },
    { case: '" 12.50"', body: { price: " 12.50" }, message: decimal },
    { case: '"12.50 "', body: { price: "12.50 " }, message: decimal },
    { case: '"1e3"', body: { price: "1e3" }, message: decimal },
    { case: '"12."', body: { price: "12." }, message: decimal },
    { case: '"twelve"', body: { price: "twelve" }, message: decimal },
    { case: '" "', body: { price: " " }, message: empty },
    { case: "null", body: { price: null }, message: empty },
    { case: "no price", body: {}, message: empty },
  ];
  suite.rules(
    refused,
    "a price of $case is 400 VALIDATION_ERROR with its message; no counter offer exists after it (rule: counter offer price)",
    [...NEEDS],
    async (c, ctx) => {
      const path = await requests.untouched(ctx);
      const answer: ApiObject = await create(path, c.body).expectStatus(400).toss();
      expectAnswer("createCounterOffer", answer, {
        status: 400,
        like: { data: { error_id: "VALIDATION_ERROR" } },
        contains: { "/data/details/price": c.message },
      });
      await cancel(path).expectStatus(404);
    },
    FROM_FIXTURES,
  );

  const taken: { case: string; body: unknown; price: number }[] = [
    { case: "0.01", body: { price: 0.01 }, price: 0.01 },
    { case: '"0.01"', body: { price: "0.01" }, price: 0.01 },
    { case: "1e3 as written", body: '{"price":1e3}', price: 1000 },
    { case: '"1200.5"', body: { price: "1200.5" }, price: 1200.5 },
    { case: "12.30", body: '{"price":12.30}', price: 12.3 },
  ];
  suite.rules(
    taken,
    "a price of $case is taken and kept (rule: counter offer price)",
    ["writes", "testHelpers"],
    async (c, ctx) => {
      const path = await requests.fresh(ctx);
      const counter: ApiObject = await create(path, c.body).expectStatus(200).returns("data.object");
      expectField(counter, "/status").toBe("pending");
      expectField(counter, "/price").toSatisfy(function theSamePrice(price: unknown) {
        return Number(price) === c.price;
      });
    },
  );
});
