import { describe, expect, it } from "vitest";
import {
  ENCLOSED_FACTOR,
  HANDLING_FEE,
  INOPERABLE_SURCHARGE,
  mileageCharge,
  multiVehicleDiscount,
  quote,
  typeFactor,
  VEHICLE_TYPE_FACTORS,
  vehicleLine,
} from "../../src/pricing/rates.js";

describe("tapered mileage (1.00 to 500 mi, 0.75 to 1500 mi, 0.50 beyond)", () => {
  it.each([
    [0, 0],
    [250, 250],
    [500, 500],
    [1000, 875],
    [1500, 1250],
    [2000, 1500],
    [2445.4, 1722.7],
  ])("%d miles -> $%d", (miles, expected) => {
    expect(mileageCharge(miles)).toBeCloseTo(expected, 9);
  });

  it("grows with every mile", () => {
    for (let miles = 0; miles < 3000; miles += 37)
      expect(mileageCharge(miles + 1)).toBeGreaterThan(mileageCharge(miles));
  });
});

describe("vehicle type factors", () => {
  it("covers the shipper API's 19 vehicle types", () => {
    expect(Object.keys(VEHICLE_TYPE_FACTORS)).toHaveLength(19);
  });
  it.each([
    ["sedan", 1],
    ["SUV", 1.15],
    [" Motorcycle ", 0.7],
    ["heavy_machinery", 2.8],
    ["hovercraft", 1.25],
    ["constructor", 1.25],
    ["__proto__", 1.25],
    ["toString", 1.25],
  ])("%j -> %d", (type, expected) => {
    expect(typeFactor(type)).toBe(expected);
  });
});

describe("one vehicle's line", () => {
  const miles = 1000;
  const base = HANDLING_FEE + 875;
  it.each([
    ["operable sedan, open", { type: "sedan" }, "open", base],
    ["inoperable sedan, open", { type: "sedan", is_inoperable: true }, "open", base + INOPERABLE_SURCHARGE],
    ["operable sedan, enclosed", { type: "sedan" }, "enclosed", base * ENCLOSED_FACTOR],
    [
      "inoperable suv, enclosed",
      { type: "suv", is_inoperable: true },
      "enclosed",
      (base * 1.15 + INOPERABLE_SURCHARGE) * ENCLOSED_FACTOR,
    ],
  ] as const)("%s", (_name, vehicle, trailer, expected) => {
    expect(vehicleLine(vehicle, miles, trailer)).toBeCloseTo(expected, 2);
  });
});

describe("multi-vehicle discount", () => {
  it.each([
    [1, 0],
    [2, 0.05],
    [3, 0.1],
    [5, 0.2],
    [9, 0.2],
  ])("%d vehicles -> %d", (count, expected) => {
    expect(multiVehicleDiscount(count)).toBeCloseTo(expected, 12);
  });
});

describe("quote", () => {
  it("applies the discount to the sum of the lines and divides by the miles", () => {
    const result = quote([{ type: "sedan" }, { type: "suv" }], 1000, "open");
    const subtotal = 1075 + 1075 * 1.15;
    expect(result.price).toBe(Math.round(subtotal * 0.95 * 100) / 100);
    expect(result.pricePerMile).toBe(Math.round((result.price / 1000) * 100) / 100);
  });
  it("a zero-mile move costs the handling fee and has no price per mile", () => {
    expect(quote([{ type: "sedan" }], 0, "open")).toEqual({ price: HANDLING_FEE, pricePerMile: 0 });
  });
});
