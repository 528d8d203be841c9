import { describe, expect, it } from "vitest";
import { auditFields } from "../../src/spec/rules.js";
import { webhookActions } from "../../src/validation/webhooks.js";
import { subscriptionsFor, TRIGGERS } from "../../src/webhooks/triggers.js";

describe("the webhook triggers", () => {
  it("drive every action of the spec once", () => {
    expect(TRIGGERS.map((trigger) => trigger.action).sort()).toEqual([...webhookActions()].sort());
  });

  it("only the GPS staleness needs the test clock", () => {
    expect(TRIGGERS.filter((t) => t.needs.includes("testClock")).map((t) => t.action)).toEqual([
      "vehicle.gps_deactivated",
    ]);
  });

  it("subscribe revision actions with every field of their kind, the others (order.created too) plain", () => {
    const setup = new Map(subscriptionsFor(webhookActions()).map((s) => [s.action, s.auditFieldSet]));
    const vehicleFields = auditFields().filter((field) => field.startsWith("vehicles."));
    expect(setup.get("vehicle.modified")).toEqual(vehicleFields);
    expect(setup.get("vehicle.deleted")).toEqual(vehicleFields);
    expect(setup.get("order.modified")).toEqual(auditFields().filter((field) => !vehicleFields.includes(field)));
    expect(setup.get("order.modified")).toContain("order_instructions");
    expect(setup.get("order.created")).toBeUndefined();
    expect(setup.get("offer.sent")).toBeUndefined();
  });
});
