import { beforeEach, describe, expect, it } from "vitest";
import { MIN_MOVEMENT_KM, reportLocation } from "../../../src/domain/drivers/driver-location.js";
import { trackingView } from "../../../src/domain/drivers/tracking-view.js";
import { formatDateTime } from "../../../src/time.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { webhookMismatches } from "../../support/events.js";
import { type DriverWorld, driverWorld, latitudeDegrees } from "./driver-support.js";

const OKC = { latitude: 35.4766, longitude: -97.5164 };
const OKC_ADDRESS = "Oklahoma City, OK 73102, USA";

let world: DriverWorld;
beforeEach(() => {
  world = driverWorld();
});

const report = (orderGuid: string, input: Record<string, unknown> = OKC) =>
  reportLocation(world.ctx, world.org, orderGuid, { ...OKC, ...input });
const north = (km: number) => ({ latitude: OKC.latitude + latitudeDegrees(km), longitude: OKC.longitude });

function expectValidEvents(): void {
  for (const event of world.ctx.events.recent(world.org.guid))
    expect(webhookMismatches(event), event.action).toEqual([]);
}

describe("the first location of picked-up vehicles", () => {
  it("activates tracking of every vehicle in one event, then publishes the location with its address", () => {
    const order = world.order("picked_up");
    const result = report(order.guid);
    const guids = world.guids(order);
    expect(result).toEqual({
      order_guid: order.guid,
      vehicle_guids: guids,
      ...OKC,
      address: OKC_ADDRESS,
      published: ["vehicle.gps_activated", "vehicle.driver_location_updated"],
    });
    const actions = world.ctx.events.recent(world.org.guid).map((event) => event.action);
    expect(actions.slice(-2)).toEqual(["vehicle.gps_activated", "vehicle.driver_location_updated"]);
    expect(world.events("vehicle.gps_activated").map((event) => event.payload)).toEqual([
      { vehicle_guids: guids, gps_active: true },
    ]);
    expect(world.events("vehicle.driver_location_updated").map((event) => event.payload)).toEqual([
      { order_guid: order.guid, vehicle_guids: guids, ...OKC, address: OKC_ADDRESS },
    ]);
    expectValidEvents();
  });

  it("does not activate again while tracking is active, and activates only the vehicles that were inactive", () => {
    const order = world.order("picked_up");
    const [first, second] = world.guids(order) as [string, string];
    report(order.guid, { vehicle_guids: [first] });
    const later = report(order.guid, north(5));
    expect(later.published).toEqual(["vehicle.gps_activated", "vehicle.driver_location_updated"]);
    expect(world.events("vehicle.gps_activated").map((event) => event.payload.vehicle_guids)).toEqual([
      [first],
      [second],
    ]);
    report(order.guid, north(10));
    expect(world.events("vehicle.gps_activated")).toHaveLength(2);
    expectValidEvents();
  });

  it.each(["new", "pending", "accepted", "delivered", "invoiced", "paid", "order_canceled"] as const)(
    "answers 409 DRIVER_UPDATE_NOT_ALLOWED for an order in %s and publishes nothing",
    (status) => {
      const order = world.order(status);
      const error = apiError(() => report(order.guid));
      expect([error.status, errorIdOf(error)]).toEqual([409, "DRIVER_UPDATE_NOT_ALLOWED"]);
      expect(world.events("vehicle.gps_activated")).toEqual([]);
      expect(world.events("vehicle.driver_location_updated")).toEqual([]);
    },
  );
});

describe("throttling to meaningful movement", () => {
  it("is at least 1 km", () => {
    expect(MIN_MOVEMENT_KM).toBe(1);
  });

  it.each([
    [0, false],
    [0.5, false],
    [0.99, false],
    [1.01, true],
    [25, true],
  ])("a move of %s km publishes the location: %s", (km, published) => {
    const order = world.order("picked_up");
    report(order.guid);
    const result = report(order.guid, north(km));
    expect(result.published).toEqual(published ? ["vehicle.driver_location_updated"] : []);
    expect(world.events("vehicle.driver_location_updated")).toHaveLength(published ? 2 : 1);
    expectValidEvents();
  });

  it("measures from the last published position, so small moves add up", () => {
    const order = world.order("picked_up");
    report(order.guid);
    expect(report(order.guid, north(0.6)).published).toEqual([]);
    expect(report(order.guid, north(1.2)).published).toEqual(["vehicle.driver_location_updated"]);
    expect(report(order.guid, north(1.8)).published).toEqual([]);
  });

  it("publishes only the vehicles that moved, when they were last published at different places", () => {
    const order = world.order("picked_up");
    const [first, second] = world.guids(order) as [string, string];
    report(order.guid, { vehicle_guids: [first] });
    report(order.guid, { ...north(3), vehicle_guids: [second] });
    report(order.guid, north(3.5));
    const last = world.events("vehicle.driver_location_updated").at(-1);
    expect(last?.payload.vehicle_guids).toEqual([first]);
  });
});

describe("deactivation after more than one hour without a location", () => {
  const HOUR = 3_600_000;

  it("is still active at +59 min and at exactly +60 min, deactivated 1 ms later, in exactly one event", () => {
    const order = world.order("picked_up");
    report(order.guid);
    const start = world.ctx.clock.now();
    world.ctx.clock.advance(59 * 60_000);
    expect(world.events("vehicle.gps_deactivated")).toEqual([]);
    world.ctx.clock.advance(60_000);
    expect(trackingView(world.org, order.guid).vehicles).toEqual(
      world.guids(order).map((guid) => expect.objectContaining({ vehicle_guid: guid, gps_active: true })),
    );
    world.ctx.clock.advance(1);
    const events = world.events("vehicle.gps_deactivated");
    expect(events.map((event) => [event.payload, event.at])).toEqual([
      [{ vehicle_guids: world.guids(order), gps_active: false }, start + HOUR + 1],
    ]);
    world.ctx.clock.advance(5 * HOUR);
    expect(world.events("vehicle.gps_deactivated")).toHaveLength(1);
    expectValidEvents();
  });

  it("re-arms on every location, moved or not", () => {
    const order = world.order("picked_up");
    report(order.guid);
    world.ctx.clock.advance(30 * 60_000);
    report(order.guid);
    world.ctx.clock.advance(HOUR + 1 - 30 * 60_000);
    expect(world.events("vehicle.gps_deactivated")).toEqual([]);
    world.ctx.clock.advance(30 * 60_000);
    expect(world.events("vehicle.gps_deactivated")).toHaveLength(1);
  });

  it("groups every vehicle of the shipper that goes stale at the same instant, across orders", () => {
    const one = world.order("picked_up");
    const two = world.order("picked_up");
    report(one.guid);
    report(two.guid, north(50));
    world.ctx.clock.advance(HOUR + 1);
    expect(world.events("vehicle.gps_deactivated").map((event) => event.payload.vehicle_guids)).toEqual([
      [...world.guids(one), ...world.guids(two)],
    ]);
    expectValidEvents();
  });

  it("sends separate events for vehicles that go stale at different instants", () => {
    const one = world.order("picked_up");
    const two = world.order("picked_up");
    report(one.guid);
    world.ctx.clock.advance(1000);
    report(two.guid);
    world.ctx.clock.advance(HOUR + 1000);
    expect(world.events("vehicle.gps_deactivated").map((event) => event.payload.vehicle_guids)).toEqual([
      world.guids(one),
      world.guids(two),
    ]);
  });

  it("activates again on the next location", () => {
    const order = world.order("picked_up");
    report(order.guid);
    world.ctx.clock.advance(2 * HOUR);
    expect(report(order.guid).published).toEqual(["vehicle.gps_activated"]);
    expect(world.events("vehicle.gps_activated")).toHaveLength(2);
    expect(trackingView(world.org, order.guid).vehicles).toEqual(
      world.guids(order).map((guid) => ({
        vehicle_guid: guid,
        gps_active: true,
        last_location_at: formatDateTime(world.ctx.clock.now()),
        ...OKC,
        deactivates_at: formatDateTime(world.ctx.clock.now() + HOUR + 1),
      })),
    );
  });

  it("does nothing for an organisation reset meanwhile", () => {
    const order = world.order("picked_up");
    report(order.guid);
    world.org.clear();
    world.ctx.clock.advance(2 * HOUR);
    expect(world.events("vehicle.gps_deactivated")).toEqual([]);
  });
});
