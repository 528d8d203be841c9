import { describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import { orderBody } from "../support/sandbox.js";

const HOVERCRAFT = [{ type: "hovercraft", make: "Griffon", model: "2000TD", year: 2019 }];

// The accepted type is outside the spec's enum, so the sandbox's own response check would turn it into a 500.
const pair = useFaultPair("accept-any-vehicle-type", { faultyOptions: { validateResponses: false } });

describe("fault accept-any-vehicle-type", () => {
  it("a healthy sandbox refuses a type outside the 19 with the vehicle-type error", async () => {
    const response = await pair.onHealthy.post("/orders", orderBody({ vehicles: HOVERCRAFT }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^Invalid vehicle type 'hovercraft'\. Allowed types are: \[sedan, /);
  });

  it("the faulty sandbox creates the order and keeps the unknown type", async () => {
    const response = await pair.onFaulty.post("/orders", orderBody({ vehicles: HOVERCRAFT }));
    expect(response.status).toBe(200);
    expect(response.body.data.object.vehicles[0].type).toBe("hovercraft");
  });

  it.each([
    ["a vehicle without a type", [{ make: "Ford", model: "F-150", year: 2020 }], 400],
    ["another schema error beside the type", [{ type: "hovercraft", year: "not a year" }], 400],
  ])("breaks only that rule: %s is still refused", async (_, vehicles, status) => {
    const response = await pair.onFaulty.post("/orders", orderBody({ vehicles }));
    expect(response.status).toBe(status);
  });
});
