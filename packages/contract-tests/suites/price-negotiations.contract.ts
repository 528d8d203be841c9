/**
 * Price negotiations: the lifecycle (create, read by guid and by order, full update, disable and enable, one per
 * order) and the limits (acceptable days 0..3, start not before the order's creation, increase at least 1).
 */
import { describe } from "vitest";
import { contract } from "../src/harness/contract.js";
import { expectField } from "../src/harness/expect-field.js";
import { negotiationBody, UNKNOWN_GUID } from "../src/harness/fixtures.js";
import { type ApiObject, createOrder } from "../src/harness/steps.js";

const suite = contract("price-negotiations");

async function createNegotiation(
  overrides: Record<string, unknown> = {},
): Promise<{ order: ApiObject; negotiation: ApiObject }> {
  const order = await createOrder(suite);
  const negotiation: ApiObject = await suite
    .call("createPriceNegotiation", { body: negotiationBody({ order_guid: order.guid, ...overrides }) })
    .expectStatus(200)
    .returns("data.object");
  suite.created({
    kind: "price negotiation",
    guid: negotiation.guid,
    undo: { operationId: "disablePriceNegotiation", path: { guid: negotiation.guid } },
  });
  return { order, negotiation };
}

const byGuid = (guid: string) => suite.call("getPriceNegotiation", { path: { guid } });

describe("price negotiation lifecycle", () => {
  suite.rule("create keeps the settings; start and acceptable days default (rule: create)", ["writes"], async () => {
    const { order, negotiation } = await createNegotiation({
      acceptable_pickup_days: undefined,
      acceptable_delivery_days: undefined,
    });
    expectField(negotiation).toMatchObject({
      order_guid: order.guid,
      negotiation_budget: 1500,
      increase_by_percent: 5,
      increase_every: { value: 2, unit: "DAYS" },
      acceptable_pickup_days: 0,
      acceptable_delivery_days: 0,
      enabled: true,
    });
    const instant = (text: unknown) =>
      typeof text === "string" ? Date.parse(text.replace(/([+-]\d\d)(\d\d)$/, "$1:$2")) : Number.NaN;
    expectField(negotiation, "/start_date").toSatisfy(function theInstantTheOrderWasCreated(start: unknown) {
      return Object.is(instant(start), instant(order.created_at));
    });
  });

  suite.rule("it reads back by guid and by order (rule: get)", ["writes"], async () => {
    const { order, negotiation } = await createNegotiation();
    await byGuid(negotiation.guid).expectStatus(200).expectJson("data.object", negotiation);
    await suite
      .call("getOrderPriceNegotiation", { path: { order_guid: order.guid } })
      .expectStatus(200)
      .expectJson("data.object", negotiation);
  });

  suite.rule("a full update replaces the settings (rule: update)", ["writes"], async () => {
    const { negotiation } = await createNegotiation();
    const body = negotiationBody({ negotiation_budget: 1600, increase_by_percent: 4, acceptable_pickup_days: 3 });
    const updated: ApiObject = await suite
      .call("updatePriceNegotiation", { path: { guid: negotiation.guid }, body })
      .expectStatus(200)
      .returns("data.object");
    expectField(updated).toMatchObject({ guid: negotiation.guid, negotiation_budget: 1600, acceptable_pickup_days: 3 });
    await byGuid(negotiation.guid).expectStatus(200).expectJson("data.object", updated);
  });

  suite.rule("disable and enable switch it off and on (rule: enable/disable)", ["writes"], async () => {
    const { negotiation } = await createNegotiation();
    const path = { guid: negotiation.guid };
    await suite.call("disablePriceNegotiation", { path }).expectStatus(200).expectJson("data.object.enabled", false);
    await byGuid(negotiation.guid).expectStatus(200).expectJson("data.object.enabled", false);
    await suite.call("enablePriceNegotiation", { path }).expectStatus(200).expectJson("data.object.enabled", true);
  });

  suite.rule(
    "a second negotiation for the same order is 409 PRICE_NEGOTIATION_EXISTS (rule: one per order)",
    ["writes"],
    async () => {
      const { order } = await createNegotiation();
      await suite
        .call("createPriceNegotiation", { body: negotiationBody({ order_guid: order.guid }) })
        .expectStatus(409)
        .expectJsonLike({ data: { error_id: "PRICE_NEGOTIATION_EXISTS" } });
    },
  );

  suite.rule(
    "unknown negotiations are 404, also for an order without one (rule: missing objects)",
    ["writes"],
    async () => {
      await byGuid(UNKNOWN_GUID).expectStatus(404);
      for (const operationId of ["enablePriceNegotiation", "disablePriceNegotiation"]) {
        await suite.call(operationId, { path: { guid: UNKNOWN_GUID } }).expectStatus(404);
      }
      const order = await createOrder(suite);
      await suite.call("getOrderPriceNegotiation", { path: { order_guid: order.guid } }).expectStatus(404);
    },
  );
});

describe("price negotiation limits", () => {
  const invalid = [
    { case: "acceptable_pickup_days 4", overrides: { acceptable_pickup_days: 4 }, field: "acceptable_pickup_days" },
    {
      case: "acceptable_delivery_days 4",
      overrides: { acceptable_delivery_days: 4 },
      field: "acceptable_delivery_days",
    },
    { case: "acceptable_pickup_days -1", overrides: { acceptable_pickup_days: -1 }, field: "acceptable_pickup_days" },
    {
      case: "increase_every.value 0",
      overrides: { increase_every: { value: 0, unit: "DAYS" } },
      field: "increase_every.value",
    },
    {
      case: "a start before the order's creation",
      overrides: { start_date: "2000-01-01T00:00:00.000+0000" },
      field: "start_date",
    },
  ];
  suite.rules(
    invalid,
    "$case is 400 VALIDATION_ERROR naming the field (rule: negotiation limits)",
    ["writes"],
    async (c) => {
      const order = await createOrder(suite);
      const body: ApiObject = await suite
        .call("createPriceNegotiation", { body: negotiationBody({ order_guid: order.guid, ...c.overrides }) })
        .expectStatus(400)
        .returns("res.body");
      expectField(body, "/data/error_id").toBe("VALIDATION_ERROR");
      expectField(body, "/data/details").toHaveProperty([c.field]);
    },
  );

  suite.rule(
    "an order_guid that names no order is 400 VALIDATION_ERROR (rule: order must exist)",
    ["writes"],
    async () => {
      await suite
        .call("createPriceNegotiation", { body: negotiationBody({ order_guid: UNKNOWN_GUID }) })
        .expectStatus(400)
        .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { order_guid: [] } } });
    },
  );

  suite.rule("an update is checked against the same limits (rule: negotiation limits)", ["writes"], async () => {
    const { negotiation } = await createNegotiation();
    await suite
      .call("updatePriceNegotiation", {
        path: { guid: negotiation.guid },
        body: negotiationBody({ acceptable_delivery_days: 4 }),
      })
      .expectStatus(400)
      .expectJsonLike({ data: { error_id: "VALIDATION_ERROR", details: { acceptable_delivery_days: [] } } });
    await byGuid(negotiation.guid).expectStatus(200).expectJson("data.object", negotiation);
  });

  suite.rule("updating an unknown negotiation is 404 (rule: missing objects)", [], async () => {
    await suite
      .call("updatePriceNegotiation", { path: { guid: UNKNOWN_GUID }, body: negotiationBody() })
      .expectStatus(404);
  });

  suite.rule("the acceptable days may be 0 to 3 (rule: negotiation limits)", ["writes"], async () => {
    const { negotiation } = await createNegotiation({ acceptable_pickup_days: 3, acceptable_delivery_days: 0 });
    expectField(negotiation).toMatchObject({ acceptable_pickup_days: 3, acceptable_delivery_days: 0 });
  });
});

/** A date-time `ms` milliseconds after the order's `created_at`, in the documents' shape. */
function createdAtPlus(order: ApiObject, ms: number): string {
  const epoch = Date.parse(String(order.created_at).replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
  return new Date(epoch + ms).toISOString().replace("Z", "+0000");
}

type Overrides = (order: ApiObject) => Record<string, unknown>;
const days =
  (field: string, value: unknown): Overrides =>
  () => ({ [field]: value });
const every =
  (value: unknown, unit: unknown = "DAYS"): Overrides =>
  () => ({ increase_every: { value, unit } });

describe("price negotiation limits at and past each bound, on create and on update", () => {
  const refused: { case: string; field: string; overrides: Overrides }[] = [
    ...["acceptable_pickup_days", "acceptable_delivery_days"].flatMap((field) =>
      [-1, 4, 3.5, 0.5, "2", true, null].map((value) => ({
        case: `${field} ${JSON.stringify(value)}`,
        field,
        overrides: days(field, value),
      })),
    ),
    ...[0, -1, 1.5, "2"].map((value) => ({
      case: `increase_every.value ${JSON.stringify(value)}`,
      field: "increase_every.value",
      overrides: every(value),
    })),
    ...["days", "Days", " DAYS", "DAYS ", "DAY", "WEEKS", ""].map((unit) => ({
      case: `increase_every.unit ${JSON.stringify(unit)}`,
      field: "increase_every.unit",
      overrides: every(2, unit),
    })),
    {
      case: "a start 1 ms before the order's creation",
      field: "start_date",
      overrides: (order) => ({ start_date: createdAtPlus(order, -1) }),
    },
    { case: "a start date without a time", field: "start_date", overrides: () => ({ start_date: "2026-03-16" }) },
  ];
  suite.rules(
    refused,
    "$case is 400 naming $field on create and on update, nothing kept (rule: negotiation limits)",
    ["writes"],
    async (c) => {
      const { order, negotiation } = await createNegotiation();
      const other = await createOrder(suite);
      for (const [operationId, path, body] of [
        ["createPriceNegotiation", undefined, negotiationBody({ order_guid: other.guid, ...c.overrides(other) })],
        ["updatePriceNegotiation", { guid: negotiation.guid }, negotiationBody(c.overrides(order))],
      ] as const) {
        const answer: ApiObject = await suite
          .call(operationId, { ...(path ? { path } : {}), body })
          .expectStatus(400)
          .returns("res.body");
        expectField(answer, "/data/error_id").toBe("VALIDATION_ERROR");
        expectField(answer, "/data/details").toHaveProperty([c.field]);
      }
      await byGuid(negotiation.guid).expectStatus(200).expectJson("data.object", negotiation);
      await suite.call("getOrderPriceNegotiation", { path: { order_guid: other.guid } }).expectStatus(404);
    },
  );

  const accepted: { case: string; overrides: Overrides }[] = [
    ...[0, 1, 2, 3].map((value) => ({
      case: `acceptable days ${value} and ${3 - value}`,
      overrides: () => ({ acceptable_pickup_days: value, acceptable_delivery_days: 3 - value }),
    })),
    { case: "increase_every.value 1", overrides: every(1) },
    { case: "increase_every 6 HOURS", overrides: every(6, "HOURS") },
    { case: "a start at the order's creation", overrides: (order) => ({ start_date: order.created_at }) },
    {
      case: "a start 1 ms after the order's creation",
      overrides: (order) => ({ start_date: createdAtPlus(order, 1) }),
    },
  ];
  suite.rules(accepted, "$case is taken on create and on update (rule: negotiation limits)", ["writes"], async (c) => {
    const order = await createOrder(suite);
    const wanted = c.overrides(order);
    const made: ApiObject = await suite
      .call("createPriceNegotiation", { body: negotiationBody({ order_guid: order.guid, ...wanted }) })
      .expectStatus(200)
      .returns("data.object");
    const undo = { operationId: "disablePriceNegotiation", path: { guid: made.guid } };
    suite.created({ kind: "price negotiation", guid: made.guid, undo });
    expectField(made).toMatchObject(wanted);
    const { order: own, negotiation } = await createNegotiation();
    const body = negotiationBody(c.overrides(own));
    const updated: ApiObject = await suite
      .call("updatePriceNegotiation", { path: { guid: negotiation.guid }, body })
      .expectStatus(200)
      .returns("data.object");
    expectField(updated).toMatchObject(c.overrides(own));
  });
});
