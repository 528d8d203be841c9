import { describe, expect, it } from "vitest";
import { touchesInsuredFields } from "../../../src/domain/insurance/insurance-reactions.js";
import { insuranceOf } from "../../../src/domain/insurance/insurance-record.js";
import { syncPolicies } from "../../../src/domain/insurance/insurance-sync.js";
import { issuePolicy } from "../../../src/domain/insurance/insurer.js";
import { createOrder } from "../../../src/domain/orders/order-service.js";
import type { LogLevel } from "../../../src/log.js";
import { createContext } from "../../../src/sandbox.js";
import type { Organisation } from "../../../src/state/organisations.js";
import { webhookMismatches } from "../../support/events.js";
import { orderBody, START, UNKNOWN_GUID } from "../../support/sandbox.js";

/** An order whose first vehicle (the Camry) has an issued policy and whose second has a draft. */
function setup() {
  const logs: { level: LogLevel; message: string }[] = [];
  const { ctx, clients } = createContext({
    clock: "manual",
    clockStart: START,
    logger: (level, message) => logs.push({ level, message }),
  });
  const org: Organisation = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
  const order = createOrder(ctx, org, orderBody());
  syncPolicies(ctx, org, order.guid);
  const [camry, explorer] = (order.doc.vehicles ?? []).map((vehicle) => vehicle.guid) as [string, string];
  issuePolicy(ctx, org, order.guid, camry);
  const publish = (action: string, payload: Record<string, unknown>) =>
    ctx.events.publish({
      action,
      at: ctx.clock.now(),
      orgGuid: org.guid,
      payload: { order_guid: order.guid, ...payload },
    });
  const statuses = () =>
    insuranceOf(org, order.guid)?.policies.map((policy) => [policy.status, policy.cancellationReason]);
  const canceledEvents = () => ctx.events.recent(org.guid).filter((event) => event.action === "insurance.canceled");
  return { ctx, org, order, camry, explorer, publish, statuses, canceledEvents, logs };
}

const revision = (data: Record<string, unknown>) => ({ revision_guid: UNKNOWN_GUID, user_guid: UNKNOWN_GUID, data });

describe("insurance reactions on the event bus", () => {
  it.each(["order.cancel", "order.archived"])("%s ends every policy with ORDER_CANCELED", (action) => {
    const { publish, statuses, canceledEvents, camry } = setup();
    publish(action, {});
    expect(statuses()).toEqual([
      ["canceled", "ORDER_CANCELED"],
      ["canceled", "ORDER_CANCELED"],
    ]);
    const events = canceledEvents();
    expect(events.map((event) => event.payload)).toEqual([
      { order_guid: expect.any(String), vehicle_guid: camry, cancellation_reason: "ORDER_CANCELED" },
    ]);
    expect(events.flatMap(webhookMismatches)).toEqual([]);
  });

  it("vehicle.deleted ends that vehicle's policy with VEHICLE_REMOVED", () => {
    const { publish, statuses, canceledEvents, camry } = setup();
    publish("vehicle.deleted", { vehicle_guid: camry, ...revision({}) });
    expect(statuses()).toEqual([
      ["canceled", "VEHICLE_REMOVED"],
      ["draft", null],
    ]);
    expect(canceledEvents().map((event) => event.payload.cancellation_reason)).toEqual(["VEHICLE_REMOVED"]);
  });

  it.each([
    ["its data changes the vin", { vin: { old_value: "4T1C11AK5NU612345", new_value: "4T1C11AK5NU699999" } }, {}],
    ["its data changes the type", { type: { old_value: "sedan", new_value: "suv" } }, {}],
    ["the vehicle's model now differs from the insured one (data filtered)", {}, { model: "Corolla" }],
    ["the vehicle's year now differs", {}, { year: 2023 }],
  ])("vehicle.modified ends the policy with VEHICLE_MODIFIED when %s", (_, data, change) => {
    const { order, publish, statuses, canceledEvents, camry } = setup();
    Object.assign(order.doc.vehicles?.[0] ?? {}, change);
    publish("vehicle.modified", { vehicle_guid: camry, ...revision(data) });
    expect(statuses()?.[0]).toEqual(["canceled", "VEHICLE_MODIFIED"]);
    expect(canceledEvents().map((event) => event.payload.vehicle_guid)).toEqual([camry]);
  });

  it.each([
    ["a color change", { color: { old_value: "red", new_value: "blue" } }, { color: "blue" }],
    ["a price change", {}, { price: "700.00" }],
    ["an insured field with the same old and new value", { make: { old_value: "Toyota", new_value: "Toyota" } }, {}],
  ])("vehicle.modified keeps the policy for %s", (_, data, change) => {
    const { order, publish, statuses, canceledEvents, camry } = setup();
    Object.assign(order.doc.vehicles?.[0] ?? {}, change);
    publish("vehicle.modified", { vehicle_guid: camry, ...revision(data) });
    expect(statuses()?.[0]).toEqual(["issued", null]);
    expect(canceledEvents()).toEqual([]);
  });

  it("ignores other actions, other orders, and policies already canceled", () => {
    const { publish, statuses, canceledEvents, camry } = setup();
    publish("order.modified", revision({}));
    publish("order.paid", {});
    publish("order.cancel", { order_guid: UNKNOWN_GUID });
    expect(statuses()).toEqual([
      ["issued", null],
      ["draft", null],
    ]);
    publish("vehicle.deleted", { vehicle_guid: camry, ...revision({}) });
    publish("order.cancel", {});
    expect(canceledEvents().map((event) => event.payload.cancellation_reason)).toEqual(["VEHICLE_REMOVED"]);
  });

  it("logs a failing reaction instead of throwing at the publisher", () => {
    const { ctx, logs, order } = setup();
    const event = { action: "order.cancel", at: 0, orgGuid: UNKNOWN_GUID, payload: { order_guid: order.guid } };
    expect(() => ctx.events.publish(event)).not.toThrow();
    expect(logs).toContainEqual({ level: "error", message: "insurance reaction failed" });
  });
});

describe("touchesInsuredFields", () => {
  it.each([
    [{ make: { old_value: "Ford", new_value: "Toyota" } }, true],
    [{ year: { old_value: null, new_value: 2020 } }, true],
    [{ make: { old_value: "Ford", new_value: "Ford" } }, false],
    [{ color: { old_value: "red", new_value: "blue" } }, false],
    [{ vin: "not a leaf" }, false],
    [{}, false],
    [null, false],
    ["data", false],
  ])("%j -> %s", (data, expected) => {
    expect(touchesInsuredFields(data)).toBe(expected);
  });
});
