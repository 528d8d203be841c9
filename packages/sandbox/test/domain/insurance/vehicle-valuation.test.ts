import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MAKE_TIERS,
  makeFactor,
  NEW_VALUE_BY_TYPE,
  OLDEST_YEAR,
  valueVehicle,
} from "../../../src/domain/insurance/vehicle-valuation.js";
import { businessRules } from "../../../src/spec/business-rules.js";
import { START } from "../../support/sandbox.js";

/** The sandbox clock of the tests reads 2026-03-14, so the current model year is 2026. */
const value = (vehicle: Record<string, unknown>) =>
  valueVehicle({ type: "sedan", make: "Toyota", model: "Camry", year: 2022, ...vehicle }, START);

describe("valueVehicle: new value by type x make tier x 0.85^age (floor 10 %), whole USD", () => {
  it.each([
    ["a 4-year-old Toyota sedan", {}, 14_616],
    ["a new luxury SUV", { type: "suv", make: "BMW", model: "X5", year: 2026 }, 60_800],
    ["next year's model (age 0)", { year: 2027 }, 28_000],
    ["an exotic coupe of 2020", { type: "2_door_coupe", make: "Ferrari", model: "F8", year: 2020 }, 42_241],
    ["a 1981 sedan at the 10 % floor", { make: "Ford", model: "Escort", year: OLDEST_YEAR }, 2_800],
    ["a make in another spelling", { type: "suv", make: " mercedes BENZ ", model: "GLE", year: 2026 }, 60_800],
    ["a truck", { type: "truck_sleeper", make: "Peterbilt", model: "579", year: 2026 }, 150_000],
  ])("values %s", (_, vehicle, expected) => {
    expect(value(vehicle)).toBe(expected);
  });

  it.each([
    ["a year before 1981", { year: OLDEST_YEAR - 1 }],
    ["a year after next year", { year: 2028 }],
    ["a fractional year", { year: 2020.5 }],
    ["a year as a string", { year: "2022" }],
    ["no year", { year: undefined }],
    ["an unknown make", { make: "Zzyzx" }],
    ["no make", { make: undefined }],
    ["an empty model", { model: "  " }],
    ["no model", { model: undefined }],
    ["freight", { type: "freight" }],
    ["livestock", { type: "livestock" }],
    ["other", { type: "other" }],
  ])("cannot value %s", (_, vehicle) => {
    expect(value(vehicle)).toBeUndefined();
  });

  it("gives the same value every time (no randomness)", () => {
    expect(new Set(Array.from({ length: 5 }, () => value({})))).toEqual(new Set([14_616]));
  });

  it("has a value for every vehicle type except freight, livestock and other", () => {
    const unvalued = businessRules().vehicleTypes.filter((type) => NEW_VALUE_BY_TYPE[type] === undefined);
    expect(unvalued).toEqual(["freight", "livestock", "other"]);
    expect(Object.keys(NEW_VALUE_BY_TYPE).every((type) => businessRules().vehicleTypes.includes(type))).toBe(true);
  });

  it("knows each make once", () => {
    const makes = MAKE_TIERS.flatMap((tier) => tier.makes.map((make) => make.toLowerCase()));
    expect(new Set(makes).size).toBe(makes.length);
    expect(makeFactor("lamborghini")).toBe(3.5);
    expect(makeFactor(42)).toBeUndefined();
  });
});

describe("INSURANCE.md", () => {
  const doc = readFileSync(new URL("../../../INSURANCE.md", import.meta.url), "utf8");

  it("lists the new value of every type the code knows, and no other", () => {
    const listed = [...doc.matchAll(/`([a-z0-9_]+)` \| ([\d,]+) (?=\|)/g)].map(([, type, value]) => [
      type,
      Number(value?.replaceAll(",", "")),
    ]);
    expect(Object.fromEntries(listed)).toEqual(NEW_VALUE_BY_TYPE);
  });

  it("lists every make of each tier with its factor", () => {
    for (const { factor, makes } of MAKE_TIERS) {
      const row = doc.split("\n").find((line) => line.includes(`| ${factor.toFixed(1)} |`)) ?? "";
      const listed = (row.split("|")[3] ?? "").replace(/[()]/g, ",").split(",");
      expect(
        listed
          .map((make) => make.trim())
          .filter(Boolean)
          .sort(),
      ).toEqual([...makes].sort());
    }
  });
});
