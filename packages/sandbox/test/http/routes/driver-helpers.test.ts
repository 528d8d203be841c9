import { beforeEach, describe, expect, it } from "vitest";
import { eventsOf, webhookMismatches } from "../../support/events.js";
import { Shipper, startTestSandbox, UNKNOWN_GUID } from "../../support/sandbox.js";
import { other, sandbox, shipper, useTwoShippers } from "../../support/two-shippers.js";

useTwoShippers();

const OKC = { latitude: 35.4766, longitude: -97.5164 };
const WINDOW = { date_from: "2026-03-16T09:00:00.000+0000", date_until: "2026-03-16T11:00:00.000+0000" };

beforeEach(async () => {
  // Each test starts from an empty organisation (earlier tests' staleness timers then find nothing).
  expect((await shipper.helper("POST", "/reset")).status).toBe(200);
});

const events = (action: string) => eventsOf(sandbox, action, "shipper-a");

/** An order the carrier accepted (through a load offer), and picked up when asked. */
async function carriedOrder(pickedUp = true) {
  const order = await shipper.createOrder();
  const offer = await shipper.sendOffer(order.guid);
  expect((await shipper.helper("POST", `/offers/${offer.guid}/accept`)).status).toBe(200);
  if (pickedUp) expect((await shipper.helper("POST", `/orders/${order.guid}/carrier/pickup`)).status).toBe(200);
  return {
    guid: order.guid as string,
    vehicles: (order.vehicles as { guid: string }[]).map((vehicle) => vehicle.guid),
  };
}

const locate = (orderGuid: string, body: Record<string, unknown> = OKC, as = shipper) =>
  as.helper("POST", `/orders/${orderGuid}/driver/location`, body);
const tracking = async (orderGuid: string) =>
  (await shipper.helper("GET", `/orders/${orderGuid}/driver/tracking`)).body.data.object.vehicles as {
    gps_active: boolean;
  }[];
const advance = (seconds: number) => shipper.helper("POST", "/clock/advance", { seconds });

describe("driver ETA helpers", () => {
  it.each([
    ["pickup", "vehicle.pickup_eta_updated_by_driver"],
    ["delivery", "vehicle.delivery_eta_updated_by_driver"],
  ])("%s_eta publishes %s and answers the payload", async (kind, action) => {
    const order = await carriedOrder(false);
    const response = await shipper.helper("POST", `/orders/${order.guid}/driver/${kind}_eta`, {
      ...WINDOW,
      vehicle_guids: [order.vehicles[0]],
      notes: "Running behind.",
    });
    expect(response.status).toBe(200);
    const expected = {
      order_guid: order.guid,
      vehicle_guids: [order.vehicles[0]],
      notes: "Running behind.",
      ...WINDOW,
    };
    expect(response.body.data.object).toEqual(expected);
    const published = events(action);
    expect(published.map((event) => event.payload)).toEqual([expected]);
    expect(webhookMismatches(published[0] as (typeof published)[0])).toEqual([]);
  });

  it("answers 409 DRIVER_UPDATE_NOT_ALLOWED for a pickup ETA of a picked-up order", async () => {
    const order = await carriedOrder();
    const response = await shipper.helper("POST", `/orders/${order.guid}/driver/pickup_eta`, WINDOW);
    expect(response.status).toBe(409);
    expect(response.body.data).toEqual({
      error_id: "DRIVER_UPDATE_NOT_ALLOWED",
      message: "The order is picked_up: a pickup ETA needs an order in status accepted",
      details: null,
    });
  });

  it.each([
    ["no date_until", { date_from: WINDOW.date_from }, "date_until"],
    ["an unknown field", { ...WINDOW, eta: 1 }, "eta"],
    ["a malformed vehicle guid", { ...WINDOW, vehicle_guids: ["car-1"] }, "vehicle_guids.0"],
    ["an empty vehicle list", { ...WINDOW, vehicle_guids: [] }, "vehicle_guids"],
    ["a window ending before it starts", { date_from: WINDOW.date_until, date_until: WINDOW.date_from }, "date_until"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_, body, field) => {
    const order = await carriedOrder(false);
    const response = await shipper.helper("POST", `/orders/${order.guid}/driver/delivery_eta`, body);
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.body.data.details)).toEqual([field]);
  });
});

describe("driver location helper and GPS tracking", () => {
  it("activates tracking and publishes the location with its address; every payload is valid", async () => {
    const order = await carriedOrder();
    const response = await locate(order.guid);
    expect(response.status).toBe(200);
    expect(response.body.data.object).toEqual({
      order_guid: order.guid,
      vehicle_guids: order.vehicles,
      ...OKC,
      address: "Oklahoma City, OK 73102, USA",
      published: ["vehicle.gps_activated", "vehicle.driver_location_updated"],
    });
    expect(events("vehicle.gps_activated").map((event) => event.payload)).toEqual([
      { vehicle_guids: order.vehicles, gps_active: true },
    ]);
    for (const event of eventsOf(sandbox, undefined, "shipper-a"))
      expect(webhookMismatches(event), event.action).toEqual([]);
  });

  it("throttles: a move under 1 km publishes nothing, a longer one publishes the location", async () => {
    const order = await carriedOrder();
    await locate(order.guid);
    const small = await locate(order.guid, { latitude: OKC.latitude + 0.005, longitude: OKC.longitude });
    expect(small.body.data.object.published).toEqual([]);
    const large = await locate(order.guid, { latitude: OKC.latitude + 0.05, longitude: OKC.longitude });
    expect(large.body.data.object.published).toEqual(["vehicle.driver_location_updated"]);
    expect(events("vehicle.driver_location_updated")).toHaveLength(2);
  });

  it("deactivates after more than one hour on the manual clock: active at +59 min, one event after +60 min + 1 ms", async () => {
    const order = await carriedOrder();
    await locate(order.guid);
    await advance(59 * 60);
    expect((await tracking(order.guid)).every((vehicle) => vehicle.gps_active)).toBe(true);
    await advance(60);
    expect(events("vehicle.gps_deactivated")).toEqual([]);
    await advance(0.001);
    expect((await tracking(order.guid)).some((vehicle) => vehicle.gps_active)).toBe(false);
    await advance(3 * 3600);
    const deactivated = events("vehicle.gps_deactivated");
    expect(deactivated.map((event) => event.payload)).toEqual([{ vehicle_guids: order.vehicles, gps_active: false }]);
    expect(webhookMismatches(deactivated[0] as (typeof deactivated)[0])).toEqual([]);
  });

  it("batches the vehicles of two orders located at the same instant into one deactivation", async () => {
    const one = await carriedOrder();
    const two = await carriedOrder();
    await locate(one.guid);
    await locate(two.guid, { latitude: 36.154, longitude: -95.9928 });
    await advance(3600.001);
    expect(events("vehicle.gps_deactivated").map((event) => event.payload.vehicle_guids)).toEqual([
      [...one.vehicles, ...two.vehicles],
    ]);
  });

  it("answers 409 for an order not picked up, 400 for a position off the globe, 404 for another organisation", async () => {
    const order = await carriedOrder(false);
    expect((await locate(order.guid)).body.data.error_id).toBe("DRIVER_UPDATE_NOT_ALLOWED");
    const picked = await carriedOrder();
    const off = await locate(picked.guid, { latitude: 91, longitude: 0 });
    expect([off.status, Object.keys(off.body.data.details)]).toEqual([400, ["latitude"]]);
    for (const response of [
      await locate(picked.guid, OKC, other),
      await locate(UNKNOWN_GUID),
      await other.helper("GET", `/orders/${picked.guid}/driver/tracking`),
    ]) {
      expect([response.status, response.body.data.error_id]).toEqual([404, "NOT_FOUND"]);
    }
    expect(events("vehicle.gps_activated")).toEqual([]);
  });
});

describe("without test helpers", () => {
  it("the driver helpers are a plain 404", async () => {
    const bare = await startTestSandbox({ testHelpers: false });
    try {
      const client = await Shipper.connect(bare);
      const response = await client.helper("POST", `/orders/${UNKNOWN_GUID}/driver/location`, OKC);
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
