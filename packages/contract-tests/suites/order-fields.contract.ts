/**
 * The order field rules on every path that writes them (create, PUT, PATCH, submit to broker), with near misses:
 * vehicle types that differ from one of the 19 by case, spacing, a similar word, a plural or a hyphen; prices at
 * and just past each bound of the price rule (positive, a well-formed decimal, at most 2 fraction digits, below
 * 10^13). A refused PUT or PATCH leaves the order exactly as it was.
 */
import { describe } from "vitest";
import { expectAnswer, fieldAt } from "../src/harness/answer.js";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { orderBody } from "../src/harness/fixtures.js";
import { ORDER_PATHS, orderWrites } from "../src/harness/order-writes.js";
import type { ApiObject } from "../src/harness/steps.js";
import { PRICE_MESSAGES, vehicleTypeMessage } from "../src/spec/rules.js";

const suite = contract("order-fields");
const { send, sendFresh, expectUnchanged } = orderWrites(suite);
const vehicle = (type: unknown, extra: Record<string, unknown> = {}) => ({
  type,
  make: "Ford",
  model: "Transit",
  year: 2020,
  ...extra,
});

/** Near misses of the 19 types: each differs from a valid one by one small thing. */
const NEAR_TYPES = [
  "Sedan",
  "SEDAN",
  " sedan",
  "sedan ",
  "sedans",
  "SUV",
  "s.u.v",
  "pick-up",
  "pick_up",
  "4-door-pickup",
  "4_door_pick_up",
  "trailer-bumper-pull",
  "trailer_5th-wheel",
  "heavy machinery",
  "motorbike",
  "",
];

describe("vehicle type near misses", () => {
  for (const path of ORDER_PATHS) {
    suite.rules(
      NEAR_TYPES.map((type) => ({ type, shown: JSON.stringify(type), path: path.path })),
      "$path: vehicle type $shown is 400 with the vehicle-type error (rule: the 19 vehicle types)",
      path.needs,
      async (c) => {
        const answer = await send(path, { vehicles: [vehicle("sedan"), vehicle(c.type)] });
        expectAnswer(path.operationId, answer, {
          status: 400,
          like: { status_code: 400, error: vehicleTypeMessage(c.type) },
        });
        await expectUnchanged(path);
      },
    );

    suite.rule(
      `${path.path}: of several invalid types the first is named (rule: vehicle-type error)`,
      path.needs,
      async () => {
        const answer = await send(path, { vehicles: [vehicle("van"), vehicle("Boat"), vehicle("rv2")] });
        expectAnswer(path.operationId, answer, { status: 400, like: { error: vehicleTypeMessage("Boat") } });
      },
    );

    suite.rule(
      `${path.path}: a vehicle without a type, or a type that is no string, is 400 (rule: type is mandatory)`,
      path.needs,
      async () => {
        for (const bad of [{ make: "Ford" }, vehicle(null), vehicle(7), vehicle(["sedan"])]) {
          const answer = await send(path, { vehicles: [vehicle("suv"), bad] });
          expectAnswer(path.operationId, answer, {
            status: 400,
            like: { status_code: 400 },
            matches: { "/error": /^Invalid vehicle type '.*'\. Allowed types are: \[sedan, 2_door_coupe, / },
          });
        }
        await expectUnchanged(path);
      },
    );

    suite.rule(
      `${path.path}: every one of the 19 types at once is accepted (rule: the 19 types)`,
      path.needs,
      async () => {
        const types = [
          "sedan",
          "2_door_coupe",
          "suv",
          "pickup",
          "4_door_pickup",
          "van",
          "truck_daycab",
          "truck_sleeper",
          "motorcycle",
          "boat",
          "rv",
          "heavy_machinery",
          "freight",
          "livestock",
          "atv",
          "trailer_bumper_pull",
          "trailer_gooseneck",
          "trailer_5th_wheel",
          "other",
        ];
        const answer = await sendFresh(path, { vehicles: types.map((type) => vehicle(type)) });
        expectAnswer(path.operationId, answer, { status: 200 });
        expectField(fieldAt(answer, "/data/object"), "/vehicles/*/type").toEqual(types);
      },
    );
  }
});

const { positive, decimal, empty } = PRICE_MESSAGES;
const TOO_LARGE = "must be less than 10000000000000";
/** Prices just past a bound of the rule, and the message each earns. */
const BAD_PRICES: Array<{ price: unknown; message: string }> = [
  { price: 0, message: positive },
  { price: -0.01, message: positive },
  { price: "0", message: positive },
  { price: "0.00", message: positive },
  { price: "-0", message: positive },
  { price: "-12.50", message: positive },
  { price: 0.001, message: decimal },
  { price: 19.999, message: decimal },
  { price: "19.999", message: decimal },
  { price: "1e3", message: decimal },
  { price: " 12.50", message: decimal },
  { price: "12.50 ", message: decimal },
  { price: "12.", message: decimal },
  { price: ".50", message: decimal },
  { price: "+12", message: decimal },
  { price: "12,50", message: decimal },
  { price: "", message: empty },
  { price: "   ", message: empty },
  { price: 10_000_000_000_000, message: TOO_LARGE },
  { price: "10000000000000", message: TOO_LARGE },
  { price: "10000000000000.00", message: TOO_LARGE },
];
/** Prices at a bound of the rule: accepted, and read back as that number. */
const GOOD_PRICES: Array<{ price: number | string; value: number }> = [
  { price: 0.01, value: 0.01 },
  { price: "0.01", value: 0.01 },
  { price: "12.5", value: 12.5 },
  { price: 1e3, value: 1000 },
  { price: "0012.50", value: 12.5 },
];
/** The largest price under the assumed bound of 10^13 (G-167): a target with another bound is drift. */
const LARGEST_PRICES: Array<{ price: number | string; value: number }> = [
  { price: 9_999_999_999_999.99, value: 9_999_999_999_999.99 },
  { price: "9999999999999.99", value: 9_999_999_999_999.99 },
  // Leading zeros do not count towards the 13 digits: two of them before the largest price.
  { price: "009999999999999.99", value: 9_999_999_999_999.99 },
];

describe("price bounds", () => {
  for (const path of ORDER_PATHS) {
    const bad = BAD_PRICES.map((c) => ({ ...c, shown: JSON.stringify(c.price), path: path.path }));
    suite.rules(
      bad,
      "$path: order price $shown is 400 VALIDATION_ERROR '$message' (rule: price validation)",
      path.needs,
      async (c) => {
        const answer = await send(path, { price: c.price });
        expectAnswer(path.operationId, answer, {
          status: 400,
          like: { status: "fail", data: { error_id: "VALIDATION_ERROR", details: { price: [c.message] } } },
        });
        await expectUnchanged(path);
      },
    );

    suite.rule(
      `${path.path}: a vehicle price just past a bound is refused, naming the vehicle (rule: price validation)`,
      path.needs,
      async () => {
        for (const c of [BAD_PRICES[0], BAD_PRICES[7], BAD_PRICES[18]]) {
          const answer = await send(path, { vehicles: [vehicle("van"), vehicle("suv", { price: c?.price })] });
          expectAnswer(path.operationId, answer, {
            status: 400,
            like: { data: { error_id: "VALIDATION_ERROR", details: { "vehicles.1.price": [c?.message] } } },
          });
        }
        await expectUnchanged(path);
      },
    );

    const accepted = async (c: { price: number | string; value: number }) => {
      const answer = await sendFresh(path, { price: c.price, vehicles: [vehicle("van", { price: c.price })] });
      expectAnswer(path.operationId, answer, { status: 200 });
      const order = fieldAt(answer, "/data/object");
      expectField(order, "/price").toBe(c.value);
      expectField(order, "/vehicles/0/price").toSatisfy(function sameAmount(value: unknown) {
        return Number(value) === c.value;
      });
    };
    const shown = (c: { price: number | string; value: number }) => ({
      ...c,
      shown: JSON.stringify(c.price),
      path: path.path,
    });
    const rule = "$path: price $shown is accepted, for the order and a vehicle (rule: price at its bounds)";
    suite.rules(GOOD_PRICES.map(shown), rule, path.needs, accepted);
    suite.rules(LARGEST_PRICES.map(shown), rule, path.needs, accepted, { assumes: "G-167" });
  }
});

/** Prices that break more than one part of the rule, or are no decimal at all: every message each earns. */
const MANY_MESSAGES: Array<{ price: unknown; messages: string[] }> = [
  { price: "-12.505", messages: [positive, decimal] },
  { price: -0.001, messages: [positive, decimal] },
  { price: "-10000000000000", messages: [positive] },
  { price: "10000000000000.001", messages: [decimal, TOO_LARGE] },
  { price: 0, messages: [positive] },
  { price: true, messages: [decimal] },
  { price: ["12.50"], messages: [decimal] },
];
/** At the assumed bound of 10^13 (G-167): 13 digits are no size fault, and digits past what a number holds no decimal. */
const AT_THE_BOUND_MESSAGES: Array<{ price: unknown; messages: string[] }> = [
  { price: "9999999999999.999", messages: [decimal] },
  // Leading zeros do not count towards the 13 digits.
  { price: "009999999999999.999", messages: [decimal] },
  { price: `1${"0".repeat(400)}`, messages: [decimal] },
];

describe("price messages, all of them (G-089)", () => {
  for (const path of ORDER_PATHS) {
    const earnsEach = (cases: typeof MANY_MESSAGES) => async () => {
      for (const c of cases) {
        const answer = await send(path, { price: c.price });
        expectAnswer(path.operationId, answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
        expectField(fieldAt(answer, "/data/details"), "/price").toSatisfy(function theseMessages(value: unknown) {
          return Array.isArray(value) && JSON.stringify([...value].sort()) === JSON.stringify([...c.messages].sort());
        });
      }
      await expectUnchanged(path);
    };
    suite.rule(
      `${path.path}: a price breaking several parts of the rule earns each message once, a non-decimal the decimal one (rule: price validation)`,
      path.needs,
      earnsEach(MANY_MESSAGES),
    );
    suite.rule(
      `${path.path}: a price at the 13-digit bound with 3 fraction digits, or past what a number holds, earns only the decimal message (rule: price validation)`,
      path.needs,
      earnsEach(AT_THE_BOUND_MESSAGES),
      { assumes: "G-167" },
    );
  }

  suite.rule(
    "a decimal string that a number would change is kept as sent in payment.amount and broker_fee (rule: G-167 decimals other than prices)",
    ["writes"],
    async () => {
      const huge = "12345678901234567890";
      const answer = await sendFresh(ORDER_PATHS[0] as (typeof ORDER_PATHS)[number], {
        broker_fee: huge,
        payment: { payment_method: "ach", payment_terms: "5_days", amount: huge },
      });
      expectAnswer("createOrder", answer, { status: 200 });
      const order = fieldAt(answer, "/data/object");
      expectField(order, "/broker_fee").toBe(huge);
      expectField(order, "/payment/amount").toBe(huge);
    },
    { assumes: "G-167" },
  );
});

/** Near misses of the inspection type and the venue's business type (both enums of the documents). */
const ENUM_MISSES = [
  { field: "inspection_type", fields: { inspection_type: "Standard" } },
  { field: "inspection_type", fields: { inspection_type: "AIAG" } },
  { field: "inspection_type", fields: { inspection_type: "advanced " } },
  { field: "pickup.venue.business_type", fields: { pickup: { venue: { name: "Lot", business_type: "dealer" } } } },
  {
    field: "delivery.venue.business_type",
    fields: { delivery: { venue: { name: "Lot", business_type: "REPO-YARD" } } },
  },
  { field: "pickup.venue.business_type", fields: { pickup: { venue: { name: "Lot", business_type: "AUCTIONS" } } } },
  { field: "customer.business_type", fields: { customer: { name: "Peachtree Motors", business_type: "Dealer" } } },
  { field: "customer.business_type", fields: { customer: { name: "Peachtree Motors", business_type: "PRIVATE " } } },
];
const STOP_GUID = "6f1c2b4e-8a7d-4c3b-9e2f-1a0b3c4d5e6f";
const OTHER_GUID = "0b7e3a1d-2c4f-4e5a-8b6c-9d0e1f2a3b4c";

describe("enums and stop aliases on every path", () => {
  for (const path of ORDER_PATHS) {
    suite.rules(
      ENUM_MISSES.map((c) => ({ ...c, shown: JSON.stringify(c.fields), path: path.path })),
      "$path: $shown is 400 VALIDATION_ERROR naming $field (rule: inspection types, business types)",
      path.needs,
      async (c) => {
        const answer = await send(path, c.fields);
        expectAnswer(path.operationId, answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
        expectField(fieldAt(answer, "/data/details"), "").toHaveProperty([c.field]);
        await expectUnchanged(path);
      },
    );

    suite.rule(
      `${path.path}: every inspection type and business type is accepted (rule: inspection types, business types)`,
      path.needs,
      async () => {
        for (const [inspection, business] of [
          ["standard", "PRIVATE"],
          ["advanced", "REPO_YARD"],
          ["aiag", "BUSINESS"],
        ]) {
          const answer = await sendFresh(path, {
            inspection_type: inspection,
            delivery: { venue: { name: "Lot", business_type: business } },
          });
          expectAnswer(path.operationId, answer, {
            status: 200,
            like: {
              data: { object: { inspection_type: inspection, delivery: { venue: { business_type: business } } } },
            },
          });
        }
      },
    );

    suite.rule(
      `${path.path}: pickup_counterparty_guid is the stop's counterparty_guid; naming another one beside it is 400 (rule: G-153)`,
      path.needs,
      async () => {
        const alias = await sendFresh(path, { pickup_counterparty_guid: STOP_GUID, pickup: { notes: "Dock 4." } });
        expectAnswer(path.operationId, alias, {
          status: 200,
          like: { data: { object: { pickup: { counterparty_guid: STOP_GUID, notes: "Dock 4." } } } },
        });
        const same = await sendFresh(path, {
          delivery_counterparty_guid: STOP_GUID,
          delivery: { counterparty_guid: STOP_GUID },
        });
        expectAnswer(path.operationId, same, {
          status: 200,
          like: { data: { object: { delivery: { counterparty_guid: STOP_GUID } } } },
        });
        const both = await send(path, {
          delivery_counterparty_guid: STOP_GUID,
          delivery: { counterparty_guid: OTHER_GUID },
        });
        expectAnswer(path.operationId, both, {
          status: 400,
          like: { data: { error_id: "VALIDATION_ERROR" } },
          assumes: "G-153",
        });
        expectField(fieldAt(both, "/data/details"), "").toHaveProperty(["delivery_counterparty_guid"]);
        await expectUnchanged(path);
      },
    );
  }

  suite.rule(
    "inspection_type 'Standard' (a case near miss) is 400 VALIDATION_ERROR on that field, not the vehicle-type error (rule: field validation)",
    ["writes"],
    async () => {
      const answer: ApiObject = await suite
        .call("createOrder", { body: orderBody({ inspection_type: "Standard" }) })
        .expectStatus(400)
        .toss();
      expectAnswer("createOrder", answer, { status: 400, like: { data: { error_id: "VALIDATION_ERROR" } } });
      expectField(answer, "/data/details/inspection_type").toHaveLength(1);
    },
  );
});

describe("at most 100 vehicles (G-165)", () => {
  const many = (count: number) => Array.from({ length: count }, () => vehicle("sedan"));
  for (const path of ORDER_PATHS) {
    suite.rule(
      `${path.path}: 100 vehicles are accepted, 101 refused naming vehicles (rule: G-165)`,
      path.needs,
      async () => {
        const hundred = await sendFresh(path, { vehicles: many(100) });
        expectAnswer(path.operationId, hundred, { status: 200 });
        expectField(fieldAt(hundred, "/data/object"), "/vehicles").toHaveLength(100);
        const more = await send(path, { vehicles: many(101) });
        expectAnswer(path.operationId, more, {
          status: 400,
          like: { data: { error_id: "VALIDATION_ERROR" } },
          assumes: "G-165",
        });
        expectField(fieldAt(more, "/data/details"), "").toHaveProperty(["vehicles"]);
        await expectUnchanged(path);
      },
    );
  }
});
