import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { ZipcodesModule } from "../../src/pricing/zip-table.js";
import { usableZip } from "../../src/pricing/zip-table.js";
import { zipcodes } from "../../src/pricing/zipcodes.js";

const whole = createRequire(import.meta.url)("zipcodes") as ZipcodesModule;
const records = Object.values(whole.codes);
const usable = records.filter(usableZip);

describe("zipcodes()", () => {
  it("holds the package's usable US records, in its order, as they are", () => {
    const table = zipcodes();
    expect(table.size).toBe(usable.length);
    expect(Array.from({ length: table.size }, (_, index) => table.record(index))).toEqual(usable);
  });

  it("leaves out the Canadian records and the US ones without real coordinates", () => {
    expect(records.some((record) => record.country !== "US")).toBe(true);
    const military = records.find((record) => record.country === "US" && record.latitude === 0);
    if (!military) throw new Error("the zipcodes package has no US record at 0, 0 any more");
    expect(zipcodes().lookup(military.zip)).toBeUndefined();
    expect(zipcodes().size).toBeLessThan(records.filter((record) => record.country === "US").length);
  });

  it("looks up a ZIP, a leading-zero ZIP, and nothing for a Canadian code or a near miss", () => {
    expect(zipcodes().lookup("10001")).toEqual(whole.lookup("10001"));
    expect(zipcodes().lookup("00501")?.city).toBe("Holtsville");
    expect(zipcodes().indexOf("00501")).toBe(usable.findIndex((record) => record.zip === "00501"));
    expect(zipcodes().lookup("K1A")).toBeUndefined();
    expect(zipcodes().lookup("1000")).toBeUndefined();
    expect(zipcodes().lookup("100011")).toBeUndefined();
    expect(zipcodes().indexOf("99999")).toBe(-1);
  });

  it("keeps the package's state names", () => {
    expect(zipcodes().states.full).toEqual(whole.states.full);
    expect(zipcodes().states.full.TEXAS).toBe("TX");
  });
});
