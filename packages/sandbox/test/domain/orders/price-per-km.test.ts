import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KM_PER_MILE, locateVenue, pricePerKm, roadKm } from "../../../src/domain/orders/price-per-km.js";
import { greatCircleMiles, ROAD_FACTOR } from "../../../src/pricing/distance.js";
import { orderBody, responseMismatches, Shipper, startTestSandbox, type TestSandbox } from "../../support/sandbox.js";

const DALLAS = { city: "Dallas", state: "TX", zip: "75204" };
const ATLANTA = { city: "Atlanta", state: "GA", zip: "30308" };

describe("roadKm and pricePerKm", () => {
  it("measures Dallas 75204 -> Atlanta 30308 as great-circle miles x road factor in km", () => {
    const km = roadKm(DALLAS, ATLANTA) as number;
    const from = locateVenue(DALLAS);
    const to = locateVenue(ATLANTA);
    if (!from || !to) throw new Error("Dallas and Atlanta must resolve");
    expect(km).toBeCloseTo(greatCircleMiles(from, to) * ROAD_FACTOR * KM_PER_MILE, 6);
    expect(km).toBeGreaterThan(1200);
    expect(km).toBeLessThan(1500);
    expect(pricePerKm(1250, DALLAS, ATLANTA)).toBe(Math.round((1250 / km) * 100) / 100);
  });

  it.each([
    ["no price", null, DALLAS, ATLANTA],
    ["no pickup venue", 1000, undefined, ATLANTA],
    ["an unknown ZIP and no city", 1000, { zip: "00000" }, ATLANTA],
    ["an unknown city", 1000, { city: "Nowhere Special", state: "TX" }, ATLANTA],
    ["a state without a city", 1000, { state: "GA" }, ATLANTA],
    ["the same place twice", 1000, DALLAS, DALLAS],
  ])("is null with %s", (_, price, pickup, delivery) => {
    expect(pricePerKm(price, pickup, delivery)).toBeNull();
  });

  it("locates a venue asked again like the first time, and each differing venue by its own fields", () => {
    const dallas = locateVenue({ zip: "75204" });
    expect(dallas).toBeDefined();
    expect(locateVenue({ zip: "75204" })).toEqual(dallas);
    expect(locateVenue({ zip: "75204", city: "Atlanta", state: "GA" })).toEqual(dallas);
    const atlantaCity = locateVenue({ city: "Atlanta", state: "GA" });
    expect(atlantaCity).toBeDefined();
    expect(atlantaCity).not.toEqual(dallas);
    expect(atlantaCity).not.toEqual(locateVenue(ATLANTA));
    expect(locateVenue({ city: "Atlanta", state: "Nowhere" })).toBeUndefined();
    // Fields that spell the same text run together are still different venues.
    expect(locateVenue({ city: "AtlantaG", state: "A" })).toBeUndefined();
    for (let index = 0; index < 10_050; index++) locateVenue({ city: `Nowhere ${index}`, state: "TX" });
    expect(locateVenue({ zip: "75204" })).toEqual(dallas);
  });

  it.each([
    ["a ZIP+4", { zip: "75204-1234" }],
    ["city and state only", { city: "Dallas", state: "TX" }],
    ["an unknown ZIP with a known city", { zip: "99999", city: "Dallas", state: "TX" }],
  ])("locates a venue by %s", (_, venue) => {
    expect(locateVenue(venue)).toBeDefined();
    expect(pricePerKm(1000, venue, ATLANTA)).toBeGreaterThan(0);
  });
});

describe("price_per_km on orders", () => {
  let sandbox: TestSandbox;
  let shipper: Shipper;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    shipper = await Shipper.connect(sandbox);
  });

  afterAll(async () => {
    expect(responseMismatches(sandbox)).toEqual([]);
    await sandbox.close();
  });

  it("is derived on create and follows later changes of price and venues", async () => {
    const order = await shipper.createOrder();
    expect(order.price_per_km).toBe(pricePerKm(1250, DALLAS, ATLANTA));
    const repriced = await shipper.patch(`/orders/${order.guid}`, { price: 2500 });
    expect(repriced.body.data.object.price_per_km).toBe(pricePerKm(2500, DALLAS, ATLANTA));
    const lost = await shipper.patch(`/orders/${order.guid}`, {
      delivery: { venue: { zip: "00000", city: "Atlantis" } },
    });
    expect(lost.body.data.object.price_per_km).toBeNull();
  });

  it("is null without a price", async () => {
    const order = await shipper.createOrder(orderBody({ price: null }));
    expect(order.price_per_km).toBeNull();
  });
});
