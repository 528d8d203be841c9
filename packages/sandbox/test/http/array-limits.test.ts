/** Every request array the documents leave unbounded has a limit (spec `maxItems`, GAPS.md): at it 2xx, past it 400. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, orderBody, type Shipper, type TestSandbox, useSandbox } from "../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox(
  (started) => {
    ({ sandbox, shipper } = started);
  },
  { pricingApiKey: "test-pricing-key" },
);

const vehicles = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ type: "sedan", vin: `VIN${index}`, make: "Ford", year: 2020 }));
const guids = (count: number) => Array.from({ length: count }, () => randomUUID());
const tooMany = (limit: number) => [`must NOT have more than ${limit} items`];

describe("an order's vehicles: at most 100", () => {
  it("creates, replaces and patches an order with 100 vehicles, keeping their guids on the PUT", async () => {
    const order = await shipper.createOrder(orderBody({ vehicles: vehicles(100) }));
    expect(order.vehicles).toHaveLength(100);
    const kept = order.vehicles.map((vehicle: { guid: string }) => ({ guid: vehicle.guid, type: "suv" }));
    const put = await shipper.put(`/orders/${order.guid}`, orderBody({ vehicles: kept }));
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.object.vehicles.map((vehicle: { guid: string }) => vehicle.guid)).toEqual(
      kept.map((vehicle: { guid: string }) => vehicle.guid),
    );
    const patch = await shipper.patch(`/orders/${order.guid}`, { vehicles: vehicles(100) });
    expect(patch.status, patch.text).toBe(200);
  });

  it("refuses 101 on create, PUT and PATCH with 400 VALIDATION_ERROR naming vehicles, and changes nothing", async () => {
    const before = (await shipper.get("/orders")).body.data.pagination.total_objects;
    const create = await shipper.post("/orders", orderBody({ vehicles: vehicles(101) }));
    const order = await shipper.createOrder();
    const put = await shipper.put(`/orders/${order.guid}`, orderBody({ vehicles: vehicles(101) }));
    const patch = await shipper.patch(`/orders/${order.guid}`, { vehicles: vehicles(101) });
    for (const response of [create, put, patch]) {
      expect(response.status).toBe(400);
      expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
      expect(response.body.data.details).toEqual({ vehicles: tooMany(100) });
    }
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
    expect((await shipper.get("/orders")).body.data.pagination.total_objects).toBe(before + 1);
  });

  it("refuses 48,000 vehicles in a body under 1 MiB (the stall the limit prevents) with the same 400", async () => {
    const order = await shipper.createOrder();
    const small = Array.from({ length: 48_000 }, () => ({ type: "van" }));
    const response = await shipper.put(`/orders/${order.guid}`, orderBody({ vehicles: small }));
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ vehicles: tooMany(100) });
  });
});

describe("the other request arrays", () => {
  it("sort: 10 values are taken, 11 are 400", async () => {
    const sort = (count: number) => Array.from({ length: count }, () => "sort=created_at").join("&");
    expect((await shipper.get(`/orders?${sort(10)}`)).status).toBe(200);
    const response = await shipper.get(`/orders?${sort(11)}`);
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ sort: tooMany(10) });
  });

  it("audit_field_set: 100 items are taken (duplicates dropped), 101 are 400", async () => {
    const subscribe = (count: number) =>
      shipper.post("/webhooks/order.modified/subscribe", {
        callback_url: "http://127.0.0.1:9/hook",
        audit_field_set: Array.from({ length: count }, () => "price"),
      });
    const fine = await subscribe(100);
    expect(fine.status, fine.text).toBe(200);
    expect(fine.body.data.object.audit_field_set).toEqual(["price"]);
    const refused = await subscribe(101);
    expect(refused.status).toBe(400);
    expect(refused.body.data.details).toEqual({ audit_field_set: tooMany(100) });
  });

  it.each(["pickup_eta", "location"])("the driver's %s: 101 vehicle_guids are 400", async (helper) => {
    const order = await shipper.createOrder();
    const body =
      helper === "location"
        ? { latitude: 35.4676, longitude: -97.5164, vehicle_guids: guids(101) }
        : {
            date_from: "2026-03-16T08:00:00.000+0000",
            date_until: "2026-03-16T12:00:00.000+0000",
            vehicle_guids: guids(101),
          };
    const response = await shipper.helper("POST", `/orders/${order.guid}/driver/${helper}`, body);
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ vehicle_guids: tooMany(100) });
  });

  it("a recommended-price request: 100 vehicles are priced, 101 are 400 in the pricing error shape", async () => {
    const request = (count: number) => ({
      trailer_type: "open",
      pickup: { zip: "60601" },
      delivery: { city: "Houston", state: "TX" },
      vehicles: Array.from({ length: count }, () => ({ type: "sedan", make: "Toyota", model: "Camry", year: "2022" })),
    });
    const post = (body: unknown) =>
      call(`${sandbox.url}/api/v1/recommended-price`, "POST", { body, headers: { "x-api-key": "test-pricing-key" } });
    expect((await post(request(100))).status).toBe(200);
    const refused = await post(request(101));
    expect(refused.status).toBe(400);
    expect(refused.body.meta.status).toBe("fail");
    expect(JSON.stringify(refused.body.data)).toContain("vehicles");
  });
});
