import { describe, expect, it } from "vitest";
import { MAX_GEOCODE_KM, reverseGeocode } from "../../../src/domain/drivers/reverse-geocode.js";
import { zipcodes } from "../../../src/pricing/zipcodes.js";

describe("reverse geocoding", () => {
  it.each(["30308", "73102", "99501", "96813", "10001"])("a position on ZIP %s gives that ZIP's place", (zip) => {
    const record = zipcodes().lookup(zip);
    if (!record) throw new Error(`the zipcodes package has no ${zip}`);
    const address = reverseGeocode({ latitude: record.latitude, longitude: record.longitude });
    // Several ZIPs can share one position; the place is the nearest, so it is in the same city and state.
    expect(address).toMatch(new RegExp(`^${record.city}, ${record.state} \\d{5}, USA$`));
  });

  it("gives the nearest ZIP for a position between ZIPs, the same every time", () => {
    const position = { latitude: 35.4766, longitude: -97.5164 };
    expect(reverseGeocode(position)).toBe("Oklahoma City, OK 73102, USA");
    expect(reverseGeocode(position)).toBe(reverseGeocode({ ...position }));
  });

  it.each([
    ["mid-Atlantic", 30, -40, "30.00000, -40.00000"],
    ["the Gulf of Guinea", 0, 0, "0.00000, 0.00000"],
    ["the Pacific", -12.5, -140.25, "-12.50000, -140.25000"],
  ])("gives coordinates far from every ZIP (%s)", (_, latitude, longitude, expected) => {
    expect(reverseGeocode({ latitude, longitude })).toBe(expected);
  });

  it("names a place up to 100 km away", () => {
    expect(MAX_GEOCODE_KM).toBe(100);
  });
});
