import { beforeEach, describe, expect, it } from "vitest";
import { ETA_ACTIONS, type EtaKind, updateEta } from "../../../src/domain/drivers/driver-eta.js";
import { DRIVER_UPDATE_STATUSES } from "../../../src/domain/drivers/driver-scope.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { webhookMismatches } from "../../support/events.js";
import { STATUSES } from "../../support/order-lifecycle.js";
import { UNKNOWN_GUID } from "../../support/sandbox.js";
import { type DriverWorld, driverWorld } from "./driver-support.js";

const WINDOW = { date_from: "2026-03-16T09:00:00.000+0000", date_until: "2026-03-16T11:00:00.000+0000" };

let world: DriverWorld;
beforeEach(() => {
  world = driverWorld();
});

describe("driver ETA updates", () => {
  it.each([
    ["pickup", "vehicle.pickup_eta_updated_by_driver"],
    ["delivery", "vehicle.delivery_eta_updated_by_driver"],
  ] as const)("%s ETA: every vehicle by default, published as %s", (kind, action) => {
    const order = world.order("accepted");
    const eta = updateEta(world.ctx, world.org, order.guid, kind, { ...WINDOW, notes: "Running behind." });
    const expected = { order_guid: order.guid, vehicle_guids: world.guids(order), notes: "Running behind.", ...WINDOW };
    expect(eta).toEqual(expected);
    const events = world.events(action);
    expect(events.map((event) => event.payload)).toEqual([expected]);
    expect(webhookMismatches(events[0] as (typeof events)[0])).toEqual([]);
  });

  it("names the chosen vehicles, gives dates in UTC and empty notes as null", () => {
    const order = world.order("picked_up");
    const second = world.guids(order)[1] as string;
    const eta = updateEta(world.ctx, world.org, order.guid, "delivery", {
      vehicle_guids: [second],
      date_from: "2026-03-18T09:30:00.000-0500",
      date_until: "2026-03-18T12:00:00.000-0500",
      notes: "",
    });
    expect(eta).toEqual({
      order_guid: order.guid,
      vehicle_guids: [second],
      notes: null,
      date_from: "2026-03-18T14:30:00.000+0000",
      date_until: "2026-03-18T17:00:00.000+0000",
    });
    const [event] = world.events("vehicle.delivery_eta_updated_by_driver");
    expect(event && webhookMismatches(event)).toEqual([]);
  });

  const cases = (["pickup", "delivery"] as const).flatMap((kind) =>
    STATUSES.map((status) => {
      const allowed = DRIVER_UPDATE_STATUSES[kind === "pickup" ? "pickup_eta" : "delivery_eta"].includes(status);
      return [kind, status, allowed] as const;
    }),
  );
  it.each(cases)("%s ETA on an order in %s: allowed %s", (kind: EtaKind, status, allowed) => {
    const order = world.order(status);
    const run = () => updateEta(world.ctx, world.org, order.guid, kind, WINDOW);
    if (allowed) {
      run();
      expect(world.events(ETA_ACTIONS[kind])).toHaveLength(1);
    } else {
      const error = apiError(run);
      expect(error.status).toBe(409);
      expect(errorIdOf(error)).toBe("DRIVER_UPDATE_NOT_ALLOWED");
      expect(world.events(ETA_ACTIONS[kind])).toEqual([]);
    }
  });

  it("takes pickup ETAs on accepted orders only, delivery ETAs on accepted and picked-up ones", () => {
    expect(DRIVER_UPDATE_STATUSES).toEqual({
      pickup_eta: ["accepted"],
      delivery_eta: ["accepted", "picked_up"],
      location: ["picked_up"],
    });
  });

  it.each([
    ["a window that ends before it starts", { date_until: "2026-03-16T08:59:59.999+0000" }, "date_until"],
    ["a date that does not exist", { date_from: "2026-02-30T09:00:00.000+0000" }, "date_from"],
    ["a vehicle of no order", { vehicle_guids: [UNKNOWN_GUID] }, "vehicle_guids.0"],
  ])("answers 400 for %s and publishes nothing", (_, change, field) => {
    const order = world.order("accepted");
    const error = apiError(() => updateEta(world.ctx, world.org, order.guid, "pickup", { ...WINDOW, ...change }));
    expect(error.status).toBe(400);
    expect(errorIdOf(error)).toBe("VALIDATION_ERROR");
    expect(Object.keys((error.body as { data: { details: object } }).data.details)).toEqual([field]);
    expect(world.events("vehicle.pickup_eta_updated_by_driver")).toEqual([]);
  });

  it("names a vehicle of another order as not this order's", () => {
    const order = world.order("accepted");
    const foreign = world.guids(world.order("accepted"))[0] as string;
    const own = world.guids(order)[0] as string;
    const error = apiError(() =>
      updateEta(world.ctx, world.org, order.guid, "pickup", { ...WINDOW, vehicle_guids: [own, foreign] }),
    );
    expect((error.body as { data: { details: object } }).data.details).toEqual({
      "vehicle_guids.1": ["is not a vehicle of this order"],
    });
  });

  it("answers 400 for an order without vehicles when no vehicle is named", () => {
    const order = world.order("accepted");
    order.doc.vehicles = [];
    const error = apiError(() => updateEta(world.ctx, world.org, order.guid, "pickup", WINDOW));
    expect((error.body as { data: { details: object } }).data.details).toEqual({
      vehicle_guids: ["the order has no vehicles"],
    });
  });

  it("answers 404 for an unknown order", () => {
    expect(apiError(() => updateEta(world.ctx, world.org, UNKNOWN_GUID, "pickup", WINDOW)).status).toBe(404);
  });
});
