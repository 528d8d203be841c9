import { describe, expect, it } from "vitest";
import { caseName } from "../../src/harness/contract.js";
import { availableSuites, selectSuites, suiteFile } from "../../src/run/suites.js";

describe("suite selection", () => {
  it("finds the suite files of the package by name", () => {
    expect(availableSuites()).toEqual(expect.arrayContaining(["auth", "order-payments", "orders", "pricing"]));
    expect(suiteFile("orders")).toBe("suites/orders.contract.ts");
  });

  it("selects all by default, the named ones otherwise (once each)", () => {
    expect(selectSuites([], ["a", "b"])).toEqual(["a", "b"]);
    expect(selectSuites(["b", "b"], ["a", "b"])).toEqual(["b"]);
  });

  it("an unknown suite is an error listing the known ones", () => {
    expect(() => selectSuites(["c"], ["a", "b"])).toThrow("unknown suite 'c': known suites are a, b");
  });
});

describe("rule names of table cases", () => {
  it("replaces $field by the case's value as plain text and leaves unknown fields alone", () => {
    expect(caseName("$method / $terms is accepted ($nope)", { method: "cash", terms: "2_days" })).toBe(
      "cash / 2_days is accepted ($nope)",
    );
    expect(caseName("price $price", { price: null })).toBe("price null");
  });
});
