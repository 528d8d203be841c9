import { describe, expect, it } from "vitest";
import type { Place } from "../../src/pricing/geography.js";
import {
  confidenceOf,
  dispatchDays,
  laneVolume,
  MAX_VOLUME,
  priceRange,
  rangeSpread,
} from "../../src/pricing/market.js";

const place = (marketSize: number): Place => ({ latitude: 0, longitude: 0, city: "X", state: "XX", marketSize });

describe("volume = round(2 x sqrt(pickup ZIPs x delivery ZIPs)), capped", () => {
  it.each([
    [1, 1, 2],
    [86, 190, 256],
    [4, 9, 12],
    [1000, 1000, MAX_VOLUME],
  ])("%d x %d ZIPs -> %d", (a, b, expected) => {
    expect(laneVolume(place(a), place(b))).toBe(expected);
  });
});

describe("confidence = 0.40 + 0.55 x volume / (volume + 25)", () => {
  it.each([
    [0, 0.4],
    [2, 0.44],
    [25, 0.68],
    [256, 0.9],
    [999, 0.94],
  ])("volume %d -> %d", (volume, expected) => {
    expect(confidenceOf(volume)).toBe(expected);
  });
  it("never decreases with volume and stays within 0..1", () => {
    for (let volume = 0; volume < MAX_VOLUME; volume += 1) {
      expect(confidenceOf(volume + 1)).toBeGreaterThanOrEqual(confidenceOf(volume));
      expect(confidenceOf(volume)).toBeLessThanOrEqual(1);
    }
  });
});

describe("price range", () => {
  it.each([
    [1137.85, 0.9, 1052.51, 1223.19],
    [1000, 0.4, 800, 1200],
  ])("price %d at confidence %d -> %d..%d", (price, confidence, lower, upper) => {
    expect(priceRange(price, confidence)).toEqual({ lower, upper });
  });
  it("narrows as confidence grows", () => {
    expect(rangeSpread(0.9)).toBeLessThan(rangeSpread(0.5));
  });
});

describe("dispatch days", () => {
  it.each([
    ["busy lane", 256, false, false, 1.3, 2.5],
    ["empty lane", 0, false, false, 4, 8],
    ["busy, enclosed", 256, true, false, 1.9, 3.8],
    ["busy, inoperable", 256, false, true, 1.8, 3.5],
  ] as const)("%s", (_name, volume, enclosed, inoperable, min, max) => {
    const days = dispatchDays(volume, enclosed, inoperable);
    expect(days.min).toBe(min);
    expect(days.max).toBe(max);
  });
});
