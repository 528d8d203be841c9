import { describe, expect, it } from "vitest";
import { decimalValue, PRICE_MESSAGES, priceMessages } from "../../src/domain/price.js";

const { positive, decimal, empty } = PRICE_MESSAGES;

describe("priceMessages", () => {
  it.each<[unknown, string[]]>([
    [10, []],
    ["10.5", []],
    [0.01, []],
    [0, [positive]],
    [-0.5, [positive]],
    [0.001, [decimal]],
    [-0.001, [positive, decimal]],
    ["", [empty]],
    ["\t", [empty]],
    ["00", [positive]],
    ["1.", [decimal]],
    ["+1", [decimal]],
    [Number.NaN, [decimal]],
    [null, [decimal]],
  ])("%j -> %j", (value, messages) => {
    expect(priceMessages(value)).toEqual(messages);
  });
});

describe("decimalValue", () => {
  it.each<[unknown, unknown]>([
    ["75.00", 75],
    ["-3.5", -3.5],
    [12, 12],
    ["abc", "abc"],
    ["9".repeat(400), "9".repeat(400)],
  ])("%j -> %j", (value, expected) => {
    expect(decimalValue(value)).toEqual(expected);
  });
});
