import { describe, expect, it } from "vitest";
import { pointersOfKey } from "../../src/harness/deep-search.js";

describe("pointersOfKey", () => {
  it("finds the key at any depth, inside arrays, in document order", () => {
    const body = {
      ach_payment: null,
      data: { objects: [{ guid: "a" }, { broker_records: { ach_payment: { bank_name: "x" } } }] },
    };
    expect(pointersOfKey(body, "ach_payment")).toEqual(["/ach_payment", "/data/objects/1/broker_records/ach_payment"]);
  });

  it("finds nothing in values, scalars or absent keys; escapes the pointer", () => {
    expect(pointersOfKey({ note: "ach_payment", list: ["ach_payment"] }, "ach_payment")).toEqual([]);
    expect(pointersOfKey(undefined, "x")).toEqual([]);
    expect(pointersOfKey({ "a/b": { "c~d": { k: 1 } } }, "k")).toEqual(["/a~1b/c~0d/k"]);
  });
});
