import { describe, expect, it } from "vitest";
import { EventBus, LOG_LIMIT } from "../../src/state/events.js";

function publishMany(bus: EventBus, count: number, orgOf: (index: number) => string = () => "a") {
  for (let index = 0; index < count; index++) {
    bus.publish({ action: `action.${index}`, at: index, orgGuid: orgOf(index), payload: { index } });
  }
}

const indexes = (bus: EventBus, org: string) => bus.recent(org).map((event) => event.payload.index);

describe("EventBus log", () => {
  it.each([
    ["fewer events than the limit", 10, 0],
    ["exactly the limit", LOG_LIMIT, 0],
    ["one more than the limit", LOG_LIMIT + 1, 1],
    ["two and a half times the limit", LOG_LIMIT * 2 + LOG_LIMIT / 2, LOG_LIMIT + LOG_LIMIT / 2],
  ])("keeps the last %s, oldest first", (_, count, firstKept) => {
    const bus = new EventBus();
    publishMany(bus, count);
    const kept = indexes(bus, "a");
    expect(kept).toHaveLength(Math.min(count, LOG_LIMIT));
    expect(kept[0]).toBe(firstKept);
    expect(kept.at(-1)).toBe(count - 1);
    expect(kept.every((index, position) => position === 0 || index === (kept[position - 1] as number) + 1)).toBe(true);
  });

  it("forgets one organisation and keeps the others' events in order, also after the log wrapped", () => {
    const bus = new EventBus();
    publishMany(bus, LOG_LIMIT + 300, (index) => (index % 3 === 0 ? "b" : "a"));
    const before = indexes(bus, "a");
    bus.forget("b");
    expect(indexes(bus, "b")).toEqual([]);
    expect(indexes(bus, "a")).toEqual(before);
    publishMany(bus, 5, () => "b");
    expect(indexes(bus, "b")).toEqual([0, 1, 2, 3, 4]);
    expect(indexes(bus, "a")).toEqual(before);
  });

  it("gives each event an id unless it has one, and hands listeners the stored event", () => {
    const bus = new EventBus();
    const heard: unknown[] = [];
    bus.subscribe((event) => heard.push(event));
    const given = bus.publish({ id: "fixed", action: "x", at: 0, orgGuid: "a", payload: {} });
    const made = bus.publish({ action: "y", at: 0, orgGuid: "a", payload: {} });
    expect(given.id).toBe("fixed");
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(heard).toEqual([given, made]);
    expect(bus.recent("a")).toEqual([given, made]);
  });

  it("appends an event object as it is: listeners and the log get that object, its id is not replaced", () => {
    const bus = new EventBus();
    const heard: unknown[] = [];
    bus.subscribe((event) => heard.push(event));
    const event = { id: "own-id", action: "order.created", at: 0, orgGuid: "a", payload: { order_guid: "o" } };
    expect(bus.append(event)).toBe(event);
    expect(heard[0]).toBe(event);
    expect(bus.recent("a")[0]).toBe(event);
    expect(event.id).toBe("own-id");
  });

  it("hands an event published by a listener to every listener only after the event that caused it", () => {
    const bus = new EventBus();
    const heard: string[] = [];
    bus.subscribe((event) => {
      if (event.action === "order.cancel")
        bus.publish({ action: "insurance.canceled", at: 0, orgGuid: "a", payload: {} });
    });
    bus.subscribe((event) => heard.push(event.action));
    bus.publish({ action: "order.cancel", at: 0, orgGuid: "a", payload: {} });
    expect(heard).toEqual(["order.cancel", "insurance.canceled"]);
    expect(bus.recent("a").map((event) => event.action)).toEqual(["order.cancel", "insurance.canceled"]);
  });

  it("keeps working after a listener throws", () => {
    const bus = new EventBus();
    const heard: string[] = [];
    bus.subscribe((event) => {
      if (event.action === "boom") throw new Error("listener failed");
    });
    bus.subscribe((event) => heard.push(event.action));
    expect(() => bus.publish({ action: "boom", at: 0, orgGuid: "a", payload: {} })).toThrow("listener failed");
    bus.publish({ action: "after", at: 0, orgGuid: "a", payload: {} });
    expect(heard).toEqual(["after"]);
  });
});
