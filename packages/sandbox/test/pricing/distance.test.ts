import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, greatCircleMiles, ROAD_FACTOR, roadMiles } from "../../src/pricing/distance.js";
import { type Coordinates, resolveLocation } from "../../src/pricing/geography.js";

function at(zip: string): Coordinates {
  const coordinates = resolveLocation({ zip });
  if (!coordinates) throw new Error(`ZIP ${zip} did not resolve`);
  return coordinates;
}

describe("great-circle miles between real ZIPs", () => {
  // Published city-to-city great-circle distances, with a tolerance for where in the city the ZIP lies.
  const cases = [
    ["60601", "77002", 940, 960], // Chicago -> Houston
    ["10001", "90012", 2430, 2460], // New York -> Los Angeles
    ["98101", "33131", 2715, 2750], // Seattle -> Miami
    ["30303", "80202", 1195, 1225], // Atlanta -> Denver
  ] as const;
  it.each(cases)("%s -> %s: %d..%d miles", (a, b, low, high) => {
    const miles = greatCircleMiles(at(a), at(b));
    expect(miles).toBeGreaterThanOrEqual(low);
    expect(miles).toBeLessThanOrEqual(high);
    expect(greatCircleMiles(at(b), at(a))).toBeCloseTo(miles, 9);
  });
});

describe("haversine geometry", () => {
  const cases: [string, Coordinates, Coordinates, number][] = [
    ["same point", { latitude: 41.9, longitude: -87.6 }, { latitude: 41.9, longitude: -87.6 }, 0],
    ["quarter of the equator", { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, (Math.PI / 2) * 3958.8],
    ["pole to pole", { latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, Math.PI * 3958.8],
    [
      "one degree of latitude",
      { latitude: 10, longitude: 5 },
      { latitude: 11, longitude: 5 },
      (Math.PI / 180) * 3958.8,
    ],
  ];
  it.each(cases)("%s", (_name, a, b, expected) => {
    expect(EARTH_RADIUS_MILES).toBe(3958.8);
    expect(greatCircleMiles(a, b)).toBeCloseTo(expected, 6);
  });
});

describe("road miles", () => {
  it.each([
    ["60601", "77002"],
    ["10001", "90012"],
    ["63101", "63101"],
  ])("%s -> %s is great-circle x ROAD_FACTOR to 0.1 mile", (a, b) => {
    const expected = Math.round(greatCircleMiles(at(a), at(b)) * ROAD_FACTOR * 10) / 10;
    expect(roadMiles(at(a), at(b))).toBe(expected);
  });

  it("Chicago -> Houston drives about as far as the road (~1,085 mi)", () => {
    expect(roadMiles(at("60601"), at("77002"))).toBe(1083.8);
  });
});
