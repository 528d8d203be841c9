import { describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { type Body, Shipper, type TestSandbox, TWO_CLIENTS, UNKNOWN_GUID, useSandbox } from "../../support/sandbox.js";

let sandbox: TestSandbox;
let shipper: Shipper;
useSandbox(
  (started) => {
    ({ sandbox, shipper } = started);
  },
  { clients: TWO_CLIENTS },
);

/** An order given to the carrier of an accepted load request (the carrier's name, contact, phone and e-mail known). */
async function requestedOrder(): Promise<{ order: Body; request: Body }> {
  const order = await shipper.createOrder();
  const request = await shipper.sendLoadRequest(order.guid);
  const accepted = await shipper.put(`/orders/${order.guid}/requests/${request.guid}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { order, request };
}

const correct = (orderGuid: string, vehicleGuid: string, body: unknown) =>
  shipper.helper("PATCH", `/orders/${orderGuid}/carrier/vehicles/${vehicleGuid}`, body);

const revisionsOf = (orderGuid: string) =>
  eventsOf(sandbox).filter((event) => event.payload.order_guid === orderGuid && event.revision !== undefined);

describe("the carrier corrects a vehicle (PATCH /_sandbox/orders/{guid}/carrier/vehicles/{vehicle_guid})", () => {
  it("replaces the fields sent, keeps the others, and moves changed_at", async () => {
    const { order } = await requestedOrder();
    const [vehicle] = order.vehicles;
    sandbox.clock.advance(60_000);
    const response = await correct(order.guid, vehicle.guid, { vin: "1HGCM82633A004352", color: "Gray" });
    expect(response.status, response.text).toBe(200);
    const shown = (await shipper.get(`/orders/${order.guid}`)).body.data.object;
    expect(shown.vehicles[0]).toEqual({ ...vehicle, vin: "1HGCM82633A004352", color: "Gray" });
    expect(shown.vehicles[1]).toEqual(order.vehicles[1]);
    expect(response.body.data.object.vehicles).toEqual(shown.vehicles);
    expect(shown.changed_at).not.toBe(order.changed_at);
  });

  it("publishes order.modified and vehicle.modified naming the carrier instead of a user", async () => {
    const { order, request } = await requestedOrder();
    const vehicle = order.vehicles[1];
    const before = revisionsOf(order.guid).length;
    await correct(order.guid, vehicle.guid, { year: 2020 });
    const published = revisionsOf(order.guid).slice(before);
    expect(published.map((event) => event.action)).toEqual(["order.modified", "vehicle.modified"]);
    for (const event of published) {
      expect(event.payload).toMatchObject({
        carrier_guid: request.carrier_guid,
        carrier_name: "Roadrunner Auto Transport LLC",
        carrier_contact_name: "Dana Miles",
        carrier_phone: "+1 555 0100",
        carrier_email: "dispatch@roadrunner-auto.example",
      });
      expect(event.payload).not.toHaveProperty("user_guid");
      expect(webhookMismatches(event)).toEqual([]);
    }
    expect(published[1]?.payload.vehicle_guid).toBe(vehicle.guid);
    expect(published[1]?.revision?.before).toMatchObject({ year: vehicle.year });
    expect(published[1]?.revision?.after).toMatchObject({ year: 2020 });
  });

  it("names only what it knows of a carrier reached by USDOT (an accepted offer): no null fields", async () => {
    const order = await shipper.createOrder();
    const offer = await shipper.sendOffer(order.guid);
    expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(200);
    const before = revisionsOf(order.guid).length;
    expect((await correct(order.guid, order.vehicles[0].guid, { lot_number: "LOT-7" })).status).toBe(200);
    const [modified] = revisionsOf(order.guid).slice(before);
    expect(modified?.payload.carrier_guid).toEqual(expect.any(String));
    expect(Object.values(modified?.payload ?? {})).not.toContain(null);
    expect(modified && webhookMismatches(modified)).toEqual([]);
  });

  it("keeps user_guid on the shipper's own changes", async () => {
    const { order } = await requestedOrder();
    const before = revisionsOf(order.guid).length;
    await shipper.patch(`/orders/${order.guid}`, { instructions: "Gate code 4411." });
    const [modified] = revisionsOf(order.guid).slice(before);
    expect(modified?.payload).toMatchObject({ user_guid: order.dispatcher.guid });
    expect(modified?.payload).not.toHaveProperty("carrier_guid");
  });

  it("changes nothing and publishes nothing when every value sent is the vehicle's already", async () => {
    const { order } = await requestedOrder();
    const [vehicle] = order.vehicles;
    const before = revisionsOf(order.guid).length;
    sandbox.clock.advance(60_000);
    const response = await correct(order.guid, vehicle.guid, { make: vehicle.make, year: vehicle.year });
    expect(response.status).toBe(200);
    expect(response.body.data.object.changed_at).toBe(order.changed_at);
    expect(revisionsOf(order.guid).length).toBe(before);
  });

  it("answers 409 CARRIER_NOT_ASSIGNED when no carrier has the order, and changes nothing", async () => {
    const order = await shipper.createOrder();
    const response = await correct(order.guid, order.vehicles[0].guid, { color: "Red" });
    expect(response.status).toBe(409);
    expect(response.body.data.error_id).toBe("CARRIER_NOT_ASSIGNED");
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it.each([
    ["an unknown vehicle", (order: Body) => [order.guid, UNKNOWN_GUID]],
    ["another order's vehicle", (order: Body, other: Body) => [order.guid, other.vehicles[0].guid]],
    ["an unknown order", (order: Body) => [UNKNOWN_GUID, order.vehicles[0].guid]],
  ])("answers 404 NOT_FOUND for %s", async (_, target) => {
    const { order } = await requestedOrder();
    const other = await shipper.createOrder();
    const [orderGuid, vehicleGuid] = target(order, other);
    const response = await correct(orderGuid, vehicleGuid, { color: "Red" });
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it.each([
    ["an unknown vehicle", (order: Body) => [order.guid, UNKNOWN_GUID]],
    ["another order's vehicle", (order: Body, other: Body) => [order.guid, other.vehicles[0].guid]],
  ])("answers 404 NOT_FOUND, not 409, for %s of an order no carrier has", async (_, target) => {
    const order = await shipper.createOrder();
    const other = await shipper.createOrder();
    const [orderGuid, vehicleGuid] = target(order, other);
    const response = await correct(orderGuid, vehicleGuid, { color: "Red" });
    expect(response.status).toBe(404);
    expect(response.body.data.error_id).toBe("NOT_FOUND");
  });

  it("answers 404 NOT_FOUND for another organisation's order, with or without a carrier, and changes nothing", async () => {
    const stranger = await Shipper.connect(sandbox, "shipper-b", "secret-b");
    const { order } = await requestedOrder();
    const bare = await shipper.createOrder();
    for (const target of [order, bare]) {
      const response = await stranger.helper(
        "PATCH",
        `/orders/${target.guid}/carrier/vehicles/${target.vehicles[0].guid}`,
        {
          color: "Red",
        },
      );
      expect(response.status).toBe(404);
      expect(response.body.data.error_id).toBe("NOT_FOUND");
      expect((await shipper.get(`/orders/${target.guid}`)).body.data.object.vehicles).toEqual(target.vehicles);
    }
  });

  it.each([
    ["no field", {}, "body"],
    ["a field the carrier may not change", { price: 10 }, "price"],
    ["a year that is not a number", { year: "2020" }, "year"],
    ["an empty VIN", { vin: "" }, "vin"],
  ])("answers 400 VALIDATION_ERROR for %s, and changes nothing", async (_, body, field) => {
    const { order } = await requestedOrder();
    const response = await correct(order.guid, order.vehicles[0].guid, body);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toContain(field);
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object.vehicles).toEqual(order.vehicles);
  });
});
