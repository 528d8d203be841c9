/**
 * GPS tracking batches on the test clock (G-072, G-073): one location report activates every picked-up vehicle it
 * names in one `vehicle.gps_activated`; one run of the staleness job deactivates, in one `vehicle.gps_deactivated`,
 * exactly the vehicles stale at that instant, across orders, and none that reported later. The one-vehicle rules
 * (not repeated while active, more than one hour) are in webhook-absence.contract.ts.
 */
import { describe, expect } from "vitest";
import { orderHelper, pickedUpOrder } from "../src/harness/carrier-steps.js";
import { contract } from "../src/harness/contract.js";
import { type ApiObject, advanceClock } from "../src/harness/steps.js";
import { useWebhooks } from "../src/webhooks/use-webhooks.js";

const suite = contract("gps-tracking");
useWebhooks(suite, [{ action: "vehicle.gps_activated" }, { action: "vehicle.gps_deactivated" }]);
const NEEDS = ["writes", "webhooks", "testHelpers", "testClock"] as const;
const OKLAHOMA_CITY = { latitude: 35.4676, longitude: -97.5164 };
const HOUR_S = 3600;

/** A picked-up order's vehicle guids, sorted. */
async function pickedUpVehicles(): Promise<{ orderGuid: string; vehicles: string[] }> {
  const { order } = await pickedUpOrder(suite);
  return { orderGuid: order.guid, vehicles: order.vehicles.map((vehicle: ApiObject) => vehicle.guid).sort() };
}

const report = (orderGuid: string) => orderHelper(suite, "reportDriverLocation", orderGuid, OKLAHOMA_CITY);

/**
 * The given vehicles as the deliveries of the action group them: for each delivery naming one of them, those it names
 * (sorted; the lists by their first). Other vehicles in a batch are left out: on a target shared with other suites,
 * their vehicles located at the same instant share the batch (G-073).
 */
async function batches(action: string, vehicles: readonly string[]): Promise<string[][]> {
  const log: ApiObject[] = await suite
    .call("listSandboxWebhookDeliveries", { query: { action } })
    .expectStatus(200)
    .returns("data.objects");
  return log
    .map((delivery) => delivery.payload?.vehicle_guids)
    .filter((guids): guids is string[] => Array.isArray(guids) && guids.some((guid) => vehicles.includes(guid)))
    .map((guids) => guids.filter((guid) => vehicles.includes(guid)).sort())
    .sort(byFirst);
}

/** Batches in a stable order (the log's order is not the rule). */
const byFirst = (a: string[], b: string[]) => String(a[0]).localeCompare(String(b[0]));

/** Every logged payload of the action. */
async function payloads(action: string): Promise<ApiObject[]> {
  const log: ApiObject[] = await suite
    .call("listSandboxWebhookDeliveries", { query: { action } })
    .expectStatus(200)
    .returns("data.objects");
  return log.map((delivery) => delivery.payload);
}

// Alone: these move the clock.
describe.sequential("GPS event batches (test clock)", () => {
  suite.rule(
    "one location activates every vehicle of the order in one event; an hour and 1 ms later one event deactivates them all (rule: G-073 GPS batches)",
    [...NEEDS],
    async () => {
      const order = await pickedUpVehicles();
      await report(order.orderGuid);
      expect(await batches("vehicle.gps_activated", order.vehicles), "vehicle.gps_activated batches").toEqual([
        order.vehicles,
      ]);
      await advanceClock(suite, HOUR_S + 0.001);
      expect(await batches("vehicle.gps_deactivated", order.vehicles), "vehicle.gps_deactivated batches").toEqual([
        order.vehicles,
      ]);
    },
    { assumes: "G-073" },
  );

  suite.rule(
    "a location while active sends no event at all, not one naming no vehicle; each event carries its gps_active (rule: GPS)",
    [...NEEDS],
    async () => {
      const order = await pickedUpVehicles();
      await report(order.orderGuid);
      const before = (await payloads("vehicle.gps_activated")).length;
      await advanceClock(suite, 60);
      await report(order.orderGuid);
      expect(await payloads("vehicle.gps_activated"), "vehicle.gps_activated deliveries").toHaveLength(before);
      await advanceClock(suite, HOUR_S + 0.001);
      for (const [action, active] of [
        ["vehicle.gps_activated", true],
        ["vehicle.gps_deactivated", false],
      ] as const) {
        const own = (await payloads(action)).filter((payload) => payload?.vehicle_guids?.includes(order.vehicles[0]));
        expect(
          own.map((payload) => payload.gps_active),
          `${action} gps_active`,
        ).toEqual([active]);
      }
    },
  );

  suite.rule(
    "the staleness job deactivates the vehicles of two orders located at the same instant in one event (rule: G-073 GPS batches)",
    [...NEEDS],
    async () => {
      const [first, second] = [await pickedUpVehicles(), await pickedUpVehicles()];
      await report(first.orderGuid);
      await report(second.orderGuid);
      const all = [...first.vehicles, ...second.vehicles].sort();
      expect(await batches("vehicle.gps_activated", all), "vehicle.gps_activated batches").toEqual(
        [first.vehicles, second.vehicles].sort(byFirst),
      );
      await advanceClock(suite, HOUR_S + 0.001);
      expect(await batches("vehicle.gps_deactivated", all), "vehicle.gps_deactivated batches").toEqual([all]);
    },
    { assumes: "G-073" },
  );

  suite.rule(
    "each vehicle goes stale an hour after its own last location: an order located 30 min later is deactivated 30 min later, alone (rule: G-072 GPS staleness)",
    [...NEEDS],
    async () => {
      const [early, late] = [await pickedUpVehicles(), await pickedUpVehicles()];
      const all = [...early.vehicles, ...late.vehicles];
      await report(early.orderGuid);
      await advanceClock(suite, HOUR_S / 2);
      await report(late.orderGuid);
      await advanceClock(suite, HOUR_S / 2 + 0.001);
      expect(await batches("vehicle.gps_deactivated", all), "vehicle.gps_deactivated batches").toEqual([
        early.vehicles,
      ]);
      await advanceClock(suite, HOUR_S / 2 - 0.001);
      expect(await batches("vehicle.gps_deactivated", all), "vehicle.gps_deactivated batches").toEqual([
        early.vehicles,
      ]);
      await advanceClock(suite, 0.001);
      expect(await batches("vehicle.gps_deactivated", all), "vehicle.gps_deactivated batches").toEqual(
        [early.vehicles, late.vehicles].sort(byFirst),
      );
    },
    { assumes: "G-072" },
  );
});
