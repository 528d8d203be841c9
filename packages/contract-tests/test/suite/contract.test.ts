import { describe, expect, it } from "vitest";
import { SLOW_TIMEOUT_MS, testOptions } from "../../src/suite/contract.js";

describe("a rule's vitest options", () => {
  it("tags its needs; slow adds the slow tag and the longer timeout; fixtures adds the fixtures tag", () => {
    expect(testOptions(["writes"], {})).toEqual({ tags: ["writes"] });
    expect(testOptions(["writes"], { slow: true })).toEqual({ tags: ["writes", "slow"], timeout: SLOW_TIMEOUT_MS });
    expect(testOptions(["writes"], { fixtures: true })).toEqual({ tags: ["writes", "fixtures"] });
    expect(testOptions([], { slow: false, fixtures: false })).toEqual({ tags: ["read-only"] });
  });

  it("a timeout given wins over the slow one", () => {
    expect(testOptions([], { slow: true, timeout: 5_000 })).toEqual({ tags: ["read-only", "slow"], timeout: 5_000 });
  });
});
