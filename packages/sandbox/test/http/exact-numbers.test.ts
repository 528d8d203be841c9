/** A JSON number a double would change is refused (400 naming the field), never rounded; near misses pass. */
import { describe, expect, it } from "vitest";
import { PRICE_MESSAGES } from "../../src/domain/price.js";
import { INEXACT_NUMBER_MESSAGE, inexactNumbers, mayBeInexact } from "../../src/http/exact-numbers.js";
import { orderBody, type Shipper, useSandbox } from "../support/sandbox.js";

let shipper: Shipper;
useSandbox((started) => {
  ({ shipper } = started);
});

const errors = (text: string) => inexactNumbers(text, JSON.parse(text));

describe("inexactNumbers", () => {
  it.each([
    ['{"a": 9007199254740993}', { a: [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": [1, {"b": 0.10000000000000000001}]}', { "a.1.b": [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": 1e309}', { a: [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": -1e309}', { a: [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": 1e-400}', { a: [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": 123456789012345678901234567890.12}', { a: [INEXACT_NUMBER_MESSAGE] }],
    ['{"a": 1, "a": 9007199254740993}', { body: [INEXACT_NUMBER_MESSAGE] }],
  ])("refuses %s", (text, expected) => {
    expect(errors(text)).toEqual(expected);
  });

  it.each([
    '{"a": 9007199254740992}',
    '{"a": 3.141592653589793}',
    '{"a": 0.30000000000000004}',
    '{"a": 1e308, "b": -0, "c": 1.50000000000000000000}',
    '{"s": "9007199254740993 in a string", "t": "1e309"}',
    '{"s": "a \\"quoted\\" 1e999", "n": 12345678901.25}',
  ])("lets %s through", (text) => {
    expect(errors(text)).toBeUndefined();
  });
});

describe("mayBeInexact", () => {
  const REGEX = /\d[\d.]{15}|\d[eE][+-]?\d{3}/;

  it.each([
    ["", false],
    ["1234567890123456", true],
    ["123456789012345", false],
    ["x123456789012345.", true],
    [".123456789012345", false],
    ["...............1234567890123456", true],
    ["1...............", true],
    ["a1e309", true],
    ["1E+309", true],
    ["1e-40", false],
    ["e309", false],
    ['"1e30 and 2e+12"', false],
    [`${"x".repeat(15)}1234567890123456`, true],
    [`${"1".repeat(15)}x${"1".repeat(15)}`, false],
  ])("%j -> %s", (text, expected) => {
    expect(mayBeInexact(text)).toBe(expected);
    expect(REGEX.test(text)).toBe(expected);
  });

  it("agrees with the regex it replaces on 20,000 generated texts", () => {
    const alphabet = '0123456789.eE+-x" ,';
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let matched = 0;
    for (let round = 0; round < 20_000; round++) {
      const digitsOnly = next();
      let text = "";
      const length = Math.floor(next() * 70);
      for (let index = 0; index < length; index++) {
        text += alphabet[Math.floor(next() * (next() < digitsOnly ? 11 : alphabet.length))];
      }
      const expected = REGEX.test(text);
      if (expected) matched++;
      if (mayBeInexact(text) !== expected) expect.fail(`${JSON.stringify(text)}: the regex says ${expected}`);
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(matched).toBeGreaterThan(2000);
    expect(matched).toBeLessThan(18_000);
  });
});

describe("over HTTP", () => {
  it.each([
    ["an order price past a double", '"price": 123456789012345678901234567890.12', "price"],
    ["an order price one past 2^53", '"price": 9007199254740993', "price"],
    ["a vehicle year past a double's range", '"vehicles": [{"type": "suv", "year": 1e309}]', "vehicles.0.year"],
  ])("refuses %s with 400 VALIDATION_ERROR naming the field, and stores nothing", async (_, member, field) => {
    const before = (await shipper.get("/orders")).body.data.pagination.total_objects;
    const response = await shipper.request("POST", "/orders", { raw: `{"number": "EXACT-1", ${member}}` });
    expect(response.status).toBe(400);
    expect(response.body.data.error_id).toBe("VALIDATION_ERROR");
    expect(response.body.data.details).toEqual({ [field]: [INEXACT_NUMBER_MESSAGE] });
    expect((await shipper.get("/orders")).body.data.pagination.total_objects).toBe(before);
  });

  it.each([
    ["1e308", "1e308"],
    ["10000000000000", "10000000000000"],
    ['"9007199254740993"', "9007199254740993"],
  ])("refuses the price %s with the price bound's message", async (price) => {
    const response = await shipper.request("POST", "/orders", { raw: `{"number": "EXACT-2", "price": ${price}}` });
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({ price: [PRICE_MESSAGES.tooLarge] });
  });

  it("keeps the largest price exactly, as a number and as a string (near miss)", async () => {
    for (const price of [9_999_999_999_999.99, "9999999999999.99"]) {
      const order = await shipper.createOrder(orderBody({ price }));
      expect(order.price).toBe(9_999_999_999_999.99);
      expect(JSON.stringify(order.price)).toBe("9999999999999.99");
    }
  });

  it("shows a decimal string a number would change as sent (broker_fee)", async () => {
    const order = await shipper.createOrder(orderBody({ broker_fee: "12345678901234567890.5" }));
    expect(order.broker_fee).toBe("12345678901234567890.5");
  });
});
