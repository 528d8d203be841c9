import { describe, expect, it } from "vitest";
import { INTERSTATE_FACTOR, isInterstate, PLANS, premium } from "../../../src/domain/insurance/premium.js";

const [STANDARD, PREMIUM] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0]];

describe("premium: value x plan rate (x 1.25 between states), at least the plan minimum, to the cent", () => {
  it.each([
    ["standard, same state, under the minimum", STANDARD, 14_616, false, 25],
    ["standard, interstate (27.405 rounds half up)", STANDARD, 14_616, true, 27.41],
    ["standard, same state", STANDARD, 60_800, false, 91.2],
    ["premium, same state", PREMIUM, 60_800, false, 152],
    ["premium, interstate", PREMIUM, 60_800, true, 190],
    ["premium, under its minimum", PREMIUM, 1_000, true, 40],
  ])("%s", (_, plan, value, interstate, expected) => {
    expect(premium(plan, value, interstate)).toBe(expected);
  });

  it("is the same for the same input", () => {
    const premiums = Array.from({ length: 5 }, () => premium(PREMIUM, 33_333, true));
    expect(new Set(premiums)).toEqual(new Set([premium(PREMIUM, 33_333, true)]));
    expect(premium(PREMIUM, 33_333, true)).toBe(Math.round(33_333 * 0.0025 * INTERSTATE_FACTOR * 100) / 100);
  });

  it("offers the standard plan first, cheaper than the premium plan", () => {
    expect(PLANS.map((plan) => plan.slug)).toEqual(["standard-cargo", "premium-cargo"]);
    expect(premium(STANDARD, 50_000, false)).toBeLessThan(premium(PREMIUM, 50_000, false));
  });
});

describe("isInterstate", () => {
  it.each([
    ["TX", "GA", true],
    [" tx ", "GA", true],
    ["TX", "tx", false],
    [undefined, "GA", false],
    ["", "GA", false],
    ["TX", null, false],
  ])("%s -> %s is %s", (from, to, expected) => {
    expect(isInterstate(from, to)).toBe(expected);
  });
});
