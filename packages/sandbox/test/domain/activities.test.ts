import { describe, expect, it } from "vitest";
import {
  type ActivityOwner,
  type ActivityVehicle,
  activitiesOf,
  activityView,
  recordActivity,
} from "../../src/domain/activities.js";
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
    const entry = recordActivity(org, {}, { code: "c", status, at: 0, vehicles: [CAMRY] });
    expect(entry.vehicles).toEqual(kept ? [CAMRY] : []);
    const view = activityView(org, entry);
    expect(view.vehicles).toEqual(kept ? [CAMRY] : []);
    expect(view.vehicles).not.toBe(entry.vehicles);
  });

  it("lists an order's entries newest first, each with its own vehicles", () => {
    const { org } = domainContext();
    const first: ActivityOwner = {};
    const second: ActivityOwner = {};
    recordActivity(org, first, { code: "created", status: "new", at: 1, vehicles: [CAMRY] });
    recordActivity(org, second, { code: "created", status: "new", at: 2 });
    recordActivity(org, first, { code: "picked_up", status: "picked_up", at: 3, vehicles: [CAMRY] });
    const entries = activitiesOf(first);
    expect(entries.map((entry) => [entry.code, entry.vehicles])).toEqual([
      ["picked_up", [CAMRY]],
      ["created", []],
    ]);
    expect(activitiesOf(second).map((entry) => entry.code)).toEqual(["created"]);
  });

  it("gives each entry one guid: the same on every read, another for another entry, the same again after a reopen", () => {
    const { org } = domainContext();
    const owner: ActivityOwner = {};
    const first = recordActivity(org, owner, { code: "created", status: "new", at: 1 });
    const second = recordActivity(org, owner, { code: "offered", status: "new", at: 2 });
    const guid = activityView(org, first).guid;
    // Name-based (version 5): a data dir keeps the entry, not its guid, and the guid must come back the same.
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(activityView(org, JSON.parse(JSON.stringify(first))).guid).toBe(guid);
    expect(activityView(org, first).guid).toBe(guid);
    expect(activitiesOf(owner).map((entry) => activityView(org, entry).guid)).toEqual([
      activityView(org, second).guid,
      guid,
    ]);
    expect(activityView(org, second).guid).not.toBe(guid);
  });

  it("orders entries of the same moment by when they were recorded, newest first", () => {
    const { org } = domainContext();
    const owner: ActivityOwner = {};
    for (const code of ["created", "offered", "accepted"]) recordActivity(org, owner, { code, status: "new", at: 5 });
    expect(activitiesOf(owner).map((entry) => entry.code)).toEqual(["accepted", "offered", "created"]);
    expect(owner.activities?.map((entry) => entry.code)).toEqual(["created", "offered", "accepted"]);
  });
});
