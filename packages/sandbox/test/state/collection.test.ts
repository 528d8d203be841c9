import { describe, expect, it } from "vitest";
import { defineCollection } from "../../src/state/collection.js";
import { EventBus } from "../../src/state/events.js";
import { Organisation } from "../../src/state/organisations.js";

const client = { clientId: "Client One", clientSecret: "s", orgGuid: "org-1", userGuid: "user-1" };
const THINGS = defineCollection<{ guid: string; n: number }>("things");

describe("Organisation collections", () => {
  it("keeps each resource in its own collection, in insertion order", () => {
    const org = new Organisation(client, 0);
    const things = org.collection(THINGS);
    things.set({ guid: "b", n: 1 });
    things.set({ guid: "a", n: 2 });
    expect(org.collection(THINGS)).toBe(things);
    expect(things.values().map((t) => t.guid)).toEqual(["b", "a"]);
    expect(org.collection(defineCollection<{ guid: string }>("others")).size).toBe(0);
    expect(things.delete("b")).toBe(true);
    expect(things.has("b")).toBe(false);
  });

  it("counts per organisation and names its API user after the client", () => {
    const org = new Organisation(client, 0);
    expect([org.next("x"), org.next("x"), org.next("y")]).toEqual([1, 2, 1]);
    expect(org.user).toMatchObject({ guid: "user-1", username: "api.client.one" });
  });
});

describe("EventBus", () => {
  it("delivers to subscribers and keeps a per-organisation log", () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe((event) => seen.push(event.action));
    bus.publish({ action: "order.created", at: 0, orgGuid: "a", payload: {} });
    unsubscribe();
    bus.publish({ action: "order.paid", at: 1, orgGuid: "b", payload: {} });
    expect(seen).toEqual(["order.created"]);
    expect(bus.recent("a").map((event) => event.action)).toEqual(["order.created"]);
    expect(bus.recent("b").map((event) => event.action)).toEqual(["order.paid"]);
  });
});
