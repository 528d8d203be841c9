import { describe, expect, it } from "vitest";
import { caseName } from "../../src/harness/contract.js";
import { availableSuites, MOVED_SUITES, selectSuites, suiteFile } from "../../src/run/suites.js";

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

  it("a former suite is an error naming the suites its tests moved to", () => {
    expect(() => selectSuites(["order-status-kills"], ["a"])).toThrow(
      "unknown suite 'order-status-kills' (its tests moved to order-activities, order-lifecycle, loadboard, attachments, event-pairs, payments): known suites are a",
    );
  });

  it("every suite a former one moved to exists", () => {
    expect(availableSuites()).toEqual(expect.arrayContaining(Object.values(MOVED_SUITES).flat()));
    for (const former of Object.keys(MOVED_SUITES)) expect(availableSuites()).not.toContain(former);
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
