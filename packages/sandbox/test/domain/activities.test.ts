import { describe, expect, it } from "vitest";
import { type ActivityVehicle, activitiesOf, activityView, recordActivity } from "../../src/domain/activities.js";
import { domainContext } from "../support/context.js";

const CAMRY: ActivityVehicle = { guid: "v-1", make: "Toyota", model: "Camry", vin: "4T1C11AK5NU612345", year: 2022 };

describe("recordActivity", () => {
  it.each([
    ["picked_up", true],
    ["delivered", true],
    ["new", false],
    ["accepted", false],
    ["paid", false],
  ])("in status %s keeps the vehicles: %s", (status, kept) => {
    const { org } = domainContext();
    const entry = recordActivity(org, { orderGuid: "o-1", code: "c", status, at: 0, vehicles: [CAMRY] });
    expect(entry.vehicles).toEqual(kept ? [CAMRY] : []);
    const view = activityView(org, entry);
    expect(view.vehicles).toEqual(kept ? [CAMRY] : []);
    expect(view.vehicles).not.toBe(entry.vehicles);
  });

  it("lists an order's entries newest first, each with its own vehicles", () => {
    const { org } = domainContext();
    recordActivity(org, { orderGuid: "o-1", code: "created", status: "new", at: 1, vehicles: [CAMRY] });
    recordActivity(org, { orderGuid: "o-2", code: "created", status: "new", at: 2 });
    recordActivity(org, { orderGuid: "o-1", code: "picked_up", status: "picked_up", at: 3, vehicles: [CAMRY] });
    const entries = activitiesOf(org, "o-1");
    expect(entries.map((entry) => [entry.code, entry.vehicles])).toEqual([
      ["picked_up", [CAMRY]],
      ["created", []],
    ]);
  });
});
