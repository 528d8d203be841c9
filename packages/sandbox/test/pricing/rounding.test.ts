import { describe, expect, it } from "vitest";
import { money, roundTo, tenths } from "../../src/pricing/rounding.js";

describe("rounding half up on the decimal value", () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [0.1 + 0.2, 2, 0.3],
    [1083.75, 1, 1083.8],
    [1083.749, 1, 1083.7],
    [12.5, 0, 13],
    [1e-7, 2, 0],
    [0, 2, 0],
  ])("roundTo(%d, %d) = %d", (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });

  it("money is 2 decimals, tenths 1", () => {
    expect(money(1137.8549)).toBe(1137.85);
    expect(tenths(2.25)).toBe(2.3);
  });
});
