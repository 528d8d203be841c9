import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/time.js";
import { orderBody, Shipper, START, startTestSandbox, type TestSandbox, useSandbox } from "../../support/sandbox.js";
import { TickingClock } from "../../support/ticking-clock.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox((started) => {
  ({ sandbox, shipper } = started);
});

describe("createOrder", () => {
  it("assigns guid, status new, read-only defaults and timestamps on the sandbox clock", async () => {
    const response = await shipper.post("/orders", orderBody());
    expect(response.status).toBe(200);
    const order = response.body.data.object;
    expect(order.guid).toMatch(UUID);
    expect(order).toMatchObject({
      status: "new",
      is_status_changed_manually: false,
      is_posted_to_loadboard: false,
      number: "ORDER-10482",
      purchase_order_number: "PO 0006",
      broker_fee: 75,
      price: 1250,
      created_at: formatDateTime(sandbox.clock.now()),
      changed_at: formatDateTime(sandbox.clock.now()),
      customer_payment: { terms: "5_days", method: "ach", amount: 1650 },
      pickup: { adjusted_date: null, venue: { city: "Dallas", zip: "75204" } },
    });
    expect(order.dispatcher).toMatchObject({ is_active: true, username: expect.any(String) });
    expect(order.vehicles).toHaveLength(2);
    for (const vehicle of order.vehicles) {
      expect(vehicle.guid).toMatch(UUID);
      expect(vehicle).toMatchObject({ damages: [], sample_photos: [] });
    }
    expect(order.vehicles[0]).toMatchObject({ type: "sedan", vin: "4T1C11AK5NU612345", price: 600, year: 2022 });
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  describe("on a clock that moves 1 ms at every read (as the real clock may between two reads)", () => {
    let ticking: TestSandbox;
    let tickingShipper: Shipper;
    beforeAll(async () => {
      ticking = await startTestSandbox({ clock: new TickingClock(START) });
      tickingShipper = await Shipper.connect(ticking);
    });
    afterAll(() => ticking.close());

    it("shows a new order at one instant: changed_at equals created_at, and so does its created activity", async () => {
      expect(ticking.clock.now()).not.toBe(ticking.clock.now());
      const order = (await tickingShipper.post("/orders", orderBody())).body.data.object;
      expect(order.changed_at).toBe(order.created_at);
      const activities = (await tickingShipper.get(`/orders/${order.guid}/activities`)).body.data.objects;
      expect(activities.map((entry: { code: string; created_at: string }) => [entry.code, entry.created_at])).toEqual([
        ["created", order.created_at],
      ]);
    });
  });

  it("accepts an empty order (only vehicles[].type is required)", async () => {
    const response = await shipper.post("/orders", {});
    expect(response.status).toBe(200);
    expect(response.body.data.object).toMatchObject({ status: "new", price: null, price_per_km: null, vehicles: [] });
  });

  it("rejects read-only fields and a vehicle guid on create", async () => {
    const readOnly = await shipper.post("/orders", orderBody({ status: "paid", price_per_km: 1 }));
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.data.details).toEqual({
      status: ["is not a known field"],
      price_per_km: ["is not a known field"],
    });
    const withGuid = await shipper.post("/orders", orderBody({ vehicles: [{ type: "sedan", guid: MISSING }] }));
    expect(withGuid.status).toBe(400);
    expect(withGuid.body.data.details).toEqual({ "vehicles.0.guid": ["is not a vehicle of this order"] });
  });

  it("answers 404 for an order that does not exist", async () => {
    for (const response of [
      await shipper.get(`/orders/${MISSING}`),
      await shipper.put(`/orders/${MISSING}`, orderBody()),
      await shipper.patch(`/orders/${MISSING}`, { number: "x" }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.data.error_id).toBe("NOT_FOUND");
    }
  });
});

describe("updateOrder (PUT): a full replacement", () => {
  it("clears the fields left out, keeps guid, status and created_at, moves changed_at", async () => {
    const order = await shipper.createOrder();
    sandbox.clock.advance(60_000);
    const response = await shipper.put(`/orders/${order.guid}`, { number: "N-2", vehicles: [{ type: "van" }] });
    expect(response.status).toBe(200);
    const updated = response.body.data.object;
    expect(updated).toMatchObject({
      guid: order.guid,
      status: "new",
      number: "N-2",
      price: null,
      purchase_order_number: null,
      created_at: order.created_at,
      changed_at: formatDateTime(sandbox.clock.now()),
    });
    expect(updated.instructions).toBeUndefined();
    expect(updated.payment).toEqual({ notes: null });
    expect(updated.vehicles).toHaveLength(1);
    expect(updated.vehicles[0].guid).not.toBe(order.vehicles[0].guid);
  });

  it("keeps a vehicle that carries its guid", async () => {
    const order = await shipper.createOrder();
    const [first] = order.vehicles;
    const response = await shipper.put(`/orders/${order.guid}`, { vehicles: [{ guid: first.guid, type: "pickup" }] });
    expect(response.body.data.object.vehicles).toEqual([
      { guid: first.guid, type: "pickup", price: null, damages: [], sample_photos: [] },
    ]);
  });
});

describe("updateOrderPartially (PATCH, RFC 7396)", () => {
  it("changes only its own order where two orders keep equal blocks (kept once, state/shared-blocks.ts)", async () => {
    const first = await shipper.createOrder();
    const second = await shipper.createOrder();
    expect(second.pickup).toEqual(first.pickup);
    const patched = await shipper.patch(`/orders/${first.guid}`, {
      pickup: { venue: { name: "New Yard" } },
      customer: { name: "Another Customer" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.object.pickup.venue.name).toBe("New Yard");
    const other = (await shipper.get(`/orders/${second.guid}`)).body.data.object;
    expect(other.pickup).toEqual(second.pickup);
    expect(other.customer).toEqual(second.customer);
  });

  it("replaces included fields, keeps omitted ones, removes nulls, merges nested objects", async () => {
    const order = await shipper.createOrder();
    const response = await shipper.patch(`/orders/${order.guid}`, {
      purchase_order_number: null,
      price: "1300.50",
      dispatcher_name: null,
      pickup: { notes: "Gate B", venue: { name: "New Yard" }, adjusted_date: null },
    });
    expect(response.status).toBe(200);
    const updated = response.body.data.object;
    expect(updated.purchase_order_number).toBeNull();
    expect(updated.price).toBe(1300.5);
    expect(updated.dispatcher_name).toBeNull();
    expect(updated.number).toBe(order.number);
    expect(updated.instructions).toBe(order.instructions);
    expect(updated.pickup).toEqual({
      ...order.pickup,
      notes: "Gate B",
      venue: { ...order.pickup.venue, name: "New Yard" },
    });
    expect(updated.vehicles).toEqual(order.vehicles);
    expect(updated.payment).toEqual(order.payment);
  });

  it("replaces vehicles whole: guids kept for known vehicles, new ones for the rest, others dropped", async () => {
    const order = await shipper.createOrder();
    const [first, second] = order.vehicles;
    const response = await shipper.patch(`/orders/${order.guid}`, {
      vehicles: [{ guid: second.guid, type: "suv", color: "Red" }, { type: "boat" }],
    });
    expect(response.status).toBe(200);
    const vehicles = response.body.data.object.vehicles;
    expect(vehicles).toHaveLength(2);
    expect(vehicles[0]).toMatchObject({ guid: second.guid, type: "suv", color: "Red" });
    expect(vehicles[0].vin).toBeUndefined();
    expect(vehicles[1].guid).not.toBe(first.guid);
    expect(vehicles[1].type).toBe("boat");
  });

  it.each([
    [
      "an unknown vehicle guid",
      (_: string[]) => [{ guid: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", type: "suv" }],
      { "vehicles.0.guid": ["is not a vehicle of this order"] },
    ],
    [
      "the same guid twice",
      (g: string[]) => [
        { guid: g[0], type: "suv" },
        { guid: g[0], type: "van" },
      ],
      { "vehicles.1.guid": ["appears more than once"] },
    ],
  ])("rejects %s", async (_, vehicles, details) => {
    const order = await shipper.createOrder();
    const response = await shipper.patch(`/orders/${order.guid}`, {
      vehicles: vehicles(order.vehicles.map((v: { guid: string }) => v.guid)),
    });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual(details);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it("refuses a vehicle guid of another order", async () => {
    const other = await shipper.createOrder();
    const order = await shipper.createOrder();
    const response = await shipper.patch(`/orders/${order.guid}`, {
      vehicles: [{ guid: other.vehicles[0].guid, type: "suv" }],
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ["number", { number: null }],
    ["instructions", { instructions: null }],
    ["pickup.scheduled_at", { pickup: { scheduled_at: null } }],
    ["payment", { payment: null }],
    ["vehicles", { vehicles: null }],
    ["payment.payment_terms", { payment: { payment_terms: null } }],
  ])("answers 400 for null on the non-nullable %s", async (field, patch) => {
    const order = await shipper.createOrder();
    const response = await shipper.patch(`/orders/${order.guid}`, patch);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.details)).toContain(field);
  });

  it("keeps everything for an empty patch except changed_at", async () => {
    const order = await shipper.createOrder();
    sandbox.clock.advance(1000);
    const response = await shipper.patch(`/orders/${order.guid}`, {});
    expect(response.body.data.object).toEqual({ ...order, changed_at: formatDateTime(sandbox.clock.now()) });
  });

  it("does not touch created_at and status", async () => {
    const order = await shipper.createOrder();
    expect(order.created_at).not.toBe(formatDateTime(START - 1));
    const response = await shipper.patch(`/orders/${order.guid}`, { number: "changed" });
    expect(response.body.data.object).toMatchObject({ created_at: order.created_at, status: "new", number: "changed" });
  });
});
