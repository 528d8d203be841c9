/** `pickup_counterparty_guid` / `delivery_counterparty_guid` (GAPS.md G-153) through create, PUT and PATCH. */
import { describe, expect, it } from "vitest";
import { orderBody, type Shipper, useSandbox } from "../../support/sandbox.js";

const CUSTOMER = "9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
const TERMINAL = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";

let shipper: Shipper;
useSandbox((started) => {
  ({ shipper } = started);
});

/** The order body with its stops' venues, plus `extra` at the top level. */
function body(extra: Record<string, unknown>, stops: Record<string, unknown> = {}): Record<string, unknown> {
  const base = orderBody() as Record<string, Record<string, unknown>>;
  return {
    ...base,
    pickup: { ...base.pickup, ...(stops.pickup as object) },
    delivery: { ...base.delivery, ...(stops.delivery as object) },
    ...extra,
  };
}

describe("stop counterparty aliases", () => {
  it("create keeps each alias as its stop's counterparty_guid and shows no top-level alias", async () => {
    const response = await shipper.post(
      "/orders",
      body({ pickup_counterparty_guid: CUSTOMER, delivery_counterparty_guid: TERMINAL }),
    );
    expect(response.status).toBe(200);
    const order = response.body.data.object;
    expect(order.pickup).toMatchObject({ counterparty_guid: CUSTOMER, venue: { city: "Dallas" } });
    expect(order.delivery.counterparty_guid).toBe(TERMINAL);
    expect(order).not.toHaveProperty("pickup_counterparty_guid");
    expect(order).not.toHaveProperty("delivery_counterparty_guid");
  });

  it("an alias equal to the stop's own counterparty_guid is accepted", async () => {
    const response = await shipper.post(
      "/orders",
      body({ pickup_counterparty_guid: CUSTOMER }, { pickup: { counterparty_guid: CUSTOMER } }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.object.pickup.counterparty_guid).toBe(CUSTOMER);
  });

  it("an alias without its stop creates the stop with only the guid", async () => {
    const { pickup: _pickup, ...withoutPickup } = body({});
    const response = await shipper.post("/orders", { ...withoutPickup, pickup_counterparty_guid: CUSTOMER });
    expect(response.status).toBe(200);
    expect(response.body.data.object.pickup).toMatchObject({ counterparty_guid: CUSTOMER });
  });

  it.each([
    [
      "an alias naming another guid than the stop",
      body({ delivery_counterparty_guid: TERMINAL }, { delivery: { counterparty_guid: CUSTOMER } }),
      "delivery_counterparty_guid",
    ],
    ["a malformed alias", body({ pickup_counterparty_guid: "not-a-guid" }), "pickup_counterparty_guid"],
    ["a null alias", body({ pickup_counterparty_guid: null }), "pickup_counterparty_guid"],
  ])("create: %s is 400 VALIDATION_ERROR naming the alias, and no order is created", async (_name, sent, field) => {
    const before = (await shipper.get("/orders")).body.data.pagination.total_objects;
    const response = await shipper.post("/orders", sent);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toContain(field);
    expect((await shipper.get("/orders")).body.data.pagination.total_objects).toBe(before);
  });

  it("PUT takes the alias like create", async () => {
    const order = (await shipper.post("/orders", body({}))).body.data.object;
    const response = await shipper.put(`/orders/${order.guid}`, body({ delivery_counterparty_guid: TERMINAL }));
    expect(response.status).toBe(200);
    expect(response.body.data.object.delivery.counterparty_guid).toBe(TERMINAL);
  });

  it("PATCH with an alias changes only the stop's counterparty_guid", async () => {
    const order = (await shipper.post("/orders", body({ pickup_counterparty_guid: CUSTOMER }))).body.data.object;
    const response = await shipper.patch(`/orders/${order.guid}`, { pickup_counterparty_guid: TERMINAL });
    expect(response.status).toBe(200);
    expect(response.body.data.object.pickup).toEqual({ ...order.pickup, counterparty_guid: TERMINAL });
  });

  it("PATCH with an alias that contradicts its stop is 400 and leaves the order as it was", async () => {
    const order = (await shipper.post("/orders", body({ pickup_counterparty_guid: CUSTOMER }))).body.data.object;
    const response = await shipper.patch(`/orders/${order.guid}`, {
      pickup: { counterparty_guid: CUSTOMER },
      pickup_counterparty_guid: TERMINAL,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toEqual(["pickup_counterparty_guid"]);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.pickup).toEqual(order.pickup);
  });
});
