import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type ZipcodesModule, zipcodes } from "../../src/pricing/zipcodes.js";

const whole = createRequire(import.meta.url)("zipcodes") as ZipcodesModule;
const us = Object.values(whole.codes).filter((record) => record.country === "US");

describe("zipcodes()", () => {
  it("reads the package's US records as JSON: the records of the required package, in its order, Canada left out", () => {
    // The fallback (the package required whole) would hold the Canadian records too.
    expect(Object.values(zipcodes().codes)).toEqual(us);
  });

  it("looks up a ZIP, a leading-zero ZIP, and nothing for a Canadian code or a near miss", () => {
    expect(zipcodes().lookup("10001")).toEqual(whole.lookup("10001"));
    expect(zipcodes().lookup("00501")?.city).toBe("Holtsville");
    expect(zipcodes().lookup("K1A")).toBeUndefined();
    expect(zipcodes().lookup("1000")).toBeUndefined();
  });

  it("keeps the package's state names", () => {
    expect(zipcodes().states.full).toEqual(whole.states.full);
    expect(zipcodes().states.full.TEXAS).toBe("TX");
  });
});
