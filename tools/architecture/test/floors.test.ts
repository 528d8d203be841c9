import { describe, expect, it } from "vitest";
import { climbs, type Floor, floorOf, unplaced } from "../src/floors.js";

const FLOORS: Floor[] = [
  { name: "ground", holds: ["clock.ts", "spec/"] },
  { name: "domain", holds: ["domain/"] },
  { name: "http", holds: ["http/"] },
];

describe("floors", () => {
  it("places a file by its name or its folder", () => {
    expect(floorOf(FLOORS, "src", "src/clock.ts")).toBe(0);
    expect(floorOf(FLOORS, "src", "src/domain/orders/order.ts")).toBe(1);
    expect(floorOf(FLOORS, "src", "src/clock-face.ts")).toBeUndefined();
    expect(floorOf(FLOORS, "src", "other/http/app.ts")).toBeUndefined();
  });

  it("names each import that runs from a lower floor to a higher one", () => {
    const graph = new Map([
      ["src/http/app.ts", ["src/domain/order.ts", "src/clock.ts"]],
      ["src/domain/order.ts", ["src/http/errors.ts", "src/domain/price.ts"]],
      ["src/domain/price.ts", []],
      ["src/http/errors.ts", []],
      ["src/clock.ts", []],
    ]);
    expect(climbs(graph, FLOORS, "src")).toEqual(["src/domain/order.ts -> src/http/errors.ts (domain -> http)"]);
  });

  it("lists the files no floor holds", () => {
    const graph = new Map([
      ["src/clock.ts", []],
      ["src/routes/orders.ts", ["src/clock.ts"]],
    ]);
    expect(unplaced(graph, FLOORS, "src")).toEqual(["src/routes/orders.ts"]);
  });
});
