import { describe, expect, it } from "vitest";
import { greatCircleMiles } from "../../src/pricing/distance.js";
import {
  geographyStats,
  type LocationInput,
  normalizeCity,
  normalizeState,
  resolveLocation,
  resolvePlace,
} from "../../src/pricing/geography.js";

describe("a ZIP and its city + state resolve to the same place", () => {
  const cases = [
    ["60601", "Chicago", "IL"],
    ["77002", "Houston", "TX"],
    ["10001", "New York", "NY"],
    ["90012", "Los Angeles", "CA"],
    ["63101", "Saint Louis", "MO"],
    ["98101", "Seattle", "WA"],
    ["33131", "Miami", "FL"],
    ["02108", "Boston", "MA"],
    ["80202", "Denver", "CO"],
    ["59001", "Absarokee", "MT"],
  ] as const;
  it.each(cases)("%s = %s, %s", (zip, city, state) => {
    const byZip = resolvePlace({ zip });
    const byName = resolvePlace({ city, state });
    expect(byZip).toMatchObject({ city, state });
    expect(byName).toMatchObject({ city, state, marketSize: byZip?.marketSize });
    if (!byZip || !byName) throw new Error("unresolved");
    expect(greatCircleMiles(byZip, byName)).toBeLessThan(10);
  });
});

describe("city and state spellings", () => {
  const cases: [string, LocationInput, LocationInput][] = [
    ["case and blanks", { city: "  chicago ", state: "il" }, { city: "Chicago", state: "IL" }],
    ["full state name", { city: "Chicago", state: "Illinois" }, { city: "Chicago", state: "IL" }],
    ["St. for Saint", { city: "St. Louis", state: "MO" }, { city: "Saint Louis", state: "MO" }],
    ["Ft for Fort", { city: "Ft Worth", state: "tx" }, { city: "Fort Worth", state: "TX" }],
    ["null zip ignored", { zip: null, city: "Denver", state: "CO" }, { city: "Denver", state: "CO" }],
    ["empty zip ignored", { zip: " ", city: "Denver", state: "CO" }, { city: "Denver", state: "CO" }],
  ];
  it.each(cases)("%s", (_name, variant, canonical) => {
    const expected = resolvePlace(canonical);
    expect(expected).toBeDefined();
    expect(resolvePlace(variant)).toEqual(expected);
  });

  it.each([
    ["St. Louis", "SAINT LOUIS"],
    ["Melcher-Dallas", "MELCHER DALLAS"],
    ["Stanton", "STANTON"],
    ["Mt  Zion", "MOUNT ZION"],
  ])("normalizeCity(%j) = %j", (input, expected) => {
    expect(normalizeCity(input)).toBe(expected);
  });

  it.each([
    ["tx", "TX"],
    [" new york ", "NY"],
    ["District of Columbia", "DC"],
    ["Atlantis", undefined],
  ])("normalizeState(%j) = %j", (input, expected) => {
    expect(normalizeState(input)).toBe(expected);
  });
});

describe("a ZIP, when present, decides alone", () => {
  it("a known ZIP wins over a disagreeing city", () => {
    expect(resolvePlace({ zip: "77002", city: "Chicago", state: "IL" })).toMatchObject({
      city: "Houston",
      state: "TX",
    });
  });
  it("an unknown ZIP is not rescued by a known city", () => {
    expect(resolvePlace({ zip: "99999", city: "Chicago", state: "IL" })).toBeUndefined();
  });
});

describe("unknown locations resolve to nothing", () => {
  const cases: [string, LocationInput][] = [
    ["unassigned ZIP 00000", { zip: "00000" }],
    ["unassigned ZIP 99999", { zip: "99999" }],
    ["4-digit ZIP", { zip: "6060" }],
    ["Canadian FSA in the package", { zip: "A1A" }],
    ["military ZIP without coordinates", { zip: "34001" }],
    ["unknown city", { city: "Nowhereville", state: "IL" }],
    ["city in the wrong state", { city: "Absarokee", state: "TX" }],
    ["unknown state", { city: "Chicago", state: "ZZ" }],
    ["city without state", { city: "Chicago" }],
    ["nothing", {}],
  ];
  it.each(cases)("%s", (_name, location) => {
    expect(resolvePlace(location)).toBeUndefined();
    expect(resolveLocation(location)).toBeUndefined();
  });
});

describe("resolveLocation (used by the sandbox core for price_per_km)", () => {
  it("returns exactly the coordinates of the place", () => {
    expect(resolveLocation({ zip: "60601" })).toEqual({ latitude: 41.8858, longitude: -87.6181 });
  });
});

describe("lookups stay fast", () => {
  it("builds the city index once, however many lookups follow", () => {
    const names = ["Chicago", "Houston", "Denver", "Seattle", "Boston", "Miami", "Nowhereville"];
    const started = performance.now();
    let resolved = 0;
    for (let round = 0; round < 300; round += 1) {
      for (const city of names)
        if (resolvePlace({ city, state: ["IL", "TX", "CO", "WA", "MA", "FL"][round % 6] })) resolved += 1;
    }
    const perLookup = (performance.now() - started) / (300 * names.length);
    console.info(`pricing geography: ${(perLookup * 1000).toFixed(1)} µs per city + state lookup (informational)`);
    expect(resolved).toBeGreaterThan(0);
    expect(geographyStats().cityIndexBuilds).toBe(1);
    expect(geographyStats().cities).toBeGreaterThan(25_000);
  });
});
