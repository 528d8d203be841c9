import { describe, expect, it } from "vitest";
import { decimalValue, PRICE_MESSAGES, priceMessages } from "../../src/domain/price.js";

const { positive, decimal, empty, tooLarge } = PRICE_MESSAGES;

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
    [9_999_999_999_999.99, []],
    ["9999999999999.99", []],
    ["0009999999999999.99", []],
    [10_000_000_000_000, [tooLarge]],
    ["10000000000000", [tooLarge]],
    ["9007199254740993", [tooLarge]],
    [1e308, [tooLarge]],
    ["123456789012345678901234567890.12", [tooLarge]],
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
    ["12345678901234567890", "12345678901234567890"],
    ["0.10000000000000000001", "0.10000000000000000001"],
    ["9007199254740992", 9007199254740992],
    ["999999999999999", 999999999999999],
    ["-0.000000000001", -0.000000000001],
    ["12345678901234.5", 12345678901234.5],
  ])("%j -> %j", (value, expected) => {
    expect(decimalValue(value)).toEqual(expected);
  });
});
