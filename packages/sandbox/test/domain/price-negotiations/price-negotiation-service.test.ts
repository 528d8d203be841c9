import { describe, expect, it } from "vitest";
import { START_DATE_MESSAGE } from "../../../src/domain/price-negotiations/price-negotiation-service.js";
import { formatDateTime } from "../../../src/time.js";
import { UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const SETTINGS = {
  negotiation_budget: 1500,
  increase_by_percent: 5,
  increase_every: { value: 2, unit: "DAYS" },
};

async function create(overrides: Record<string, unknown> = {}) {
  const order = await shipper.createOrder();
  const response = await shipper.post("/orders/price_negotiations", {
    order_guid: order.guid,
    ...SETTINGS,
    ...overrides,
  });
  return { order, response, negotiation: response.body?.data?.object };
}

describe("createPriceNegotiation", () => {
  it("creates an enabled negotiation; start_date defaults to the order's creation, the days to 0", async () => {
    const { order, response } = await create();
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      order_guid: order.guid,
      ...SETTINGS,
      start_date: order.created_at,
      acceptable_pickup_days: 0,
      acceptable_delivery_days: 0,
      enabled: true,
    });
  });

  it("keeps the given start date (in UTC) and days", async () => {
    const order = await shipper.createOrder();
    const body = {
      order_guid: order.guid,
      ...SETTINGS,
      start_date: "2026-03-20T10:00:00.000+0200",
      acceptable_pickup_days: 3,
      acceptable_delivery_days: 1,
    };
    const response = await shipper.post("/orders/price_negotiations", body);
    expect(response.body.data.object).toMatchObject({
      start_date: "2026-03-20T08:00:00.000+0000",
      acceptable_pickup_days: 3,
      acceptable_delivery_days: 1,
    });
  });

  it("accepts a start date equal to the order's creation, refuses one a millisecond earlier", async () => {
    const order = await shipper.createOrder();
    const created = Date.parse(order.created_at.replace("+0000", "Z"));
    const early = await shipper.post("/orders/price_negotiations", {
      order_guid: order.guid,
      ...SETTINGS,
      start_date: formatDateTime(created - 1),
    });
    expect(early.status).toBe(400);
    expect(early.body.data).toEqual({
      error_id: "VALIDATION_ERROR",
      message: "Validation failed",
      details: { start_date: [START_DATE_MESSAGE] },
    });
    const exact = await shipper.post("/orders/price_negotiations", {
      order_guid: order.guid,
      ...SETTINGS,
      start_date: order.created_at,
    });
    expect(exact.status).toBe(200);
  });

  it("allows one negotiation per order: a second create is 409 and changes nothing", async () => {
    const { order, negotiation } = await create();
    const second = await shipper.post("/orders/price_negotiations", {
      order_guid: order.guid,
      ...SETTINGS,
      negotiation_budget: 9000,
    });
    expect(second.status).toBe(409);
    expect(second.body.data).toEqual({
      error_id: "PRICE_NEGOTIATION_EXISTS",
      message: expect.any(String),
      details: null,
    });
    expect((await shipper.get(`/orders/${order.guid}/price_negotiations`)).body.data.object).toEqual(negotiation);
  });

  it.each([
    ["acceptable_pickup_days 4", { acceptable_pickup_days: 4 }, "acceptable_pickup_days"],
    ["acceptable_delivery_days -1", { acceptable_delivery_days: -1 }, "acceptable_delivery_days"],
    ["fractional acceptable days", { acceptable_pickup_days: 1.5 }, "acceptable_pickup_days"],
    ["an RFC 3339 start_date", { start_date: "2026-03-20T10:00:00Z" }, "start_date"],
    ["an impossible start_date", { start_date: "2026-02-30T10:00:00.000+0000" }, "start_date"],
    ["increase_every.value 0", { increase_every: { value: 0, unit: "DAYS" } }, "increase_every.value"],
    ["an unknown unit", { increase_every: { value: 1, unit: "WEEKS" } }, "increase_every.unit"],
    ["an unknown key in increase_every", { increase_every: { value: 1, unit: "DAYS", x: 1 } }, "increase_every.x"],
    ["a missing budget", { negotiation_budget: undefined }, "negotiation_budget"],
    ["a budget as text", { negotiation_budget: "lots" }, "negotiation_budget"],
    ["an unknown field", { enabled: false }, "enabled"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, overrides, field) => {
    const { response } = await create(overrides);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });

  it.each([
    ["an unknown order", () => UNKNOWN_GUID],
    ["another organisation's order", async () => (await other.createOrder()).guid],
  ])("answers 400 naming order_guid for %s", async (_, orderGuid) => {
    const response = await shipper.post("/orders/price_negotiations", { order_guid: await orderGuid(), ...SETTINGS });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ order_guid: ["is not an order of this organisation"] });
  });
});

describe("updatePriceNegotiation", () => {
  it("replaces every setting; omitted ones go back to their defaults", async () => {
    const { order, negotiation } = await create({
      start_date: "2026-04-01T00:00:00.000+0000",
      acceptable_pickup_days: 2,
      acceptable_delivery_days: 2,
    });
    const update = { negotiation_budget: 1600, increase_by_percent: 4, increase_every: { value: 6, unit: "HOURS" } };
    const response = await shipper.put(`/orders/price_negotiations/${negotiation.guid}`, update);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      ...negotiation,
      ...update,
      start_date: order.created_at,
      acceptable_pickup_days: 0,
      acceptable_delivery_days: 0,
    });
  });

  it("applies the start_date rule against the order's creation", async () => {
    const { order, negotiation } = await create();
    const created = Date.parse(order.created_at.replace("+0000", "Z"));
    const response = await shipper.put(`/orders/price_negotiations/${negotiation.guid}`, {
      ...SETTINGS,
      start_date: formatDateTime(created - 60_000),
    });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ start_date: [START_DATE_MESSAGE] });
    expect((await shipper.get(`/orders/price_negotiations/${negotiation.guid}`)).body.data.object).toEqual(negotiation);
  });

  it.each([
    ["order_guid (set on create only)", { order_guid: UNKNOWN_GUID }, "order_guid"],
    ["acceptable_delivery_days 4", { acceptable_delivery_days: 4 }, "acceptable_delivery_days"],
  ])("answers 400 for %s", async (_, overrides, field) => {
    const { negotiation } = await create();
    const response = await shipper.put(`/orders/price_negotiations/${negotiation.guid}`, { ...SETTINGS, ...overrides });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });
});

describe("reading, enabling and disabling", () => {
  it("reads a negotiation by guid and by order", async () => {
    const { order, negotiation } = await create();
    expect((await shipper.get(`/orders/price_negotiations/${negotiation.guid}`)).body.data.object).toEqual(negotiation);
    expect((await shipper.get(`/orders/${order.guid}/price_negotiations`)).body.data.object).toEqual(negotiation);
  });

  it("disables and enables, each idempotent", async () => {
    const { negotiation } = await create();
    const path = `/orders/price_negotiations/${negotiation.guid}`;
    for (const [action, enabled] of [
      ["disable", false],
      ["disable", false],
      ["enable", true],
      ["enable", true],
      ["disable", false],
    ] as const) {
      const response = await shipper.put(`${path}/${action}`);
      expect(response.status).toBe(200);
      expect(response.body.data.object).toEqual({ ...negotiation, enabled });
    }
    expect((await shipper.get(path)).body.data.object.enabled).toBe(false);
  });

  it("answers 404 for an order without a negotiation", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.get(`/orders/${order.guid}/price_negotiations`);
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it.each([
    ["GET", ""],
    ["PUT", ""],
    ["PUT", "/enable"],
    ["PUT", "/disable"],
  ])("answers 404 for an unknown negotiation (%s %s) and for another organisation's", async (method, suffix) => {
    const body = method === "PUT" && suffix === "" ? SETTINGS : undefined;
    const unknown = await shipper.request(method, `/orders/price_negotiations/${UNKNOWN_GUID}${suffix}`, { body });
    expect(unknown.status).toBe(404);
    const { negotiation } = await create();
    const foreign = await other.request(method, `/orders/price_negotiations/${negotiation.guid}${suffix}`, { body });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data.error_id).toBe("NOT_FOUND");
  });

  it("answers 404 for another organisation's order", async () => {
    const { order } = await create();
    expect((await other.get(`/orders/${order.guid}/price_negotiations`)).status).toBe(404);
  });
});
