import { describe, expect, it } from "vitest";
import { median, ratioOfMedians, roundFigure } from "../src/stats.js";

describe("median", () => {
  it.each([
    { samples: [5], expected: 5 },
    { samples: [3, 1, 2], expected: 2 },
    { samples: [10, 1, 4, 2], expected: 3 },
    { samples: [100, 1, 2], expected: 2 },
    { samples: [2.5, 2.5, 9, 1], expected: 2.5 },
  ])("median of $samples is $expected", ({ samples, expected }) => {
    expect(median(samples)).toBe(expected);
  });

  it("does not reorder the caller's samples", () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it.each([[[]], [[1, Number.NaN]], [[Number.POSITIVE_INFINITY]]])("rejects %j", (samples) => {
    expect(() => median(samples)).toThrow(RangeError);
  });
});

describe("ratioOfMedians", () => {
  it("divides the subject's median by the baseline's", () => {
    expect(ratioOfMedians([40, 10, 30], [100, 80, 1000])).toBe(0.3);
  });

  it("an outlier round does not move the ratio", () => {
    expect(ratioOfMedians([50, 50, 1], [100, 100, 5000])).toBe(0.5);
  });

  it("rejects a baseline that measured nothing", () => {
    expect(() => ratioOfMedians([1], [0, 0, 0])).toThrow(/baseline median must be positive/);
  });
});

describe("roundFigure", () => {
  it.each([
    { value: 0.123456, digits: 3, expected: 0.123 },
    { value: 0.1 + 0.2, digits: 3, expected: 0.3 },
    { value: 860.6996, digits: 3, expected: 860.7 },
    { value: 7.9071, digits: 1, expected: 7.9 },
  ])("rounds $value to $digits decimals", ({ value, digits, expected }) => {
    expect(roundFigure(value, digits)).toBe(expected);
  });
});
