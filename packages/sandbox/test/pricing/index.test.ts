import { describe, expect, it } from "vitest";
import { type RecommendedPriceRequest, recommendPrice } from "../../src/pricing/index.js";
import {
  BAD_REQUEST_REF,
  badRequestRefs,
  data,
  NOW,
  price,
  request,
  SEDAN,
  schemaErrors,
  type V1Data,
  type V2Data,
} from "./support.js";

describe("the worked example of PRICING.md (Chicago 60601 -> Houston 77002, one sedan)", () => {
  it("v2 gives exactly the documented numbers", () => {
    const result = data<V2Data>(price(request(), 2));
    expect(result).toMatchObject({
      price: 1137.85,
      price_per_mile: 1.05,
      distance_miles: 1083.8,
      confidence: 0.9,
      volume: 256,
      price_range_lower: 1052.51,
      price_range_upper: 1223.19,
      min_expected_time_to_dispatch: 1.3,
      max_expected_time_to_dispatch: 2.5,
    });
    expect(result.recent_moves).toHaveLength(5);
  });

  it("enclosed, an inoperable suv and an operable sedan", () => {
    const body = request({
      trailer_type: "enclosed",
      vehicles: [{ type: "suv", make: "Ford", model: "Explorer", year: "2021", is_inoperable: true }, SEDAN],
    });
    expect(data<V2Data>(price(body, 2))).toMatchObject({
      price: 3453.18,
      price_per_mile: 3.19,
      distance_miles: 1083.8,
      price_range_lower: 3194.19,
      price_range_upper: 3712.17,
      min_expected_time_to_dispatch: 2.4,
      max_expected_time_to_dispatch: 4.8,
    });
  });
});

describe("each rule moves the price the right way", () => {
  const houstonToChicago = request({ pickup: { zip: "77002" }, delivery: { zip: "60601" } });
  const cases: [string, RecommendedPriceRequest, RecommendedPriceRequest][] = [
    ["inoperable > operable", request(), request({ vehicles: [{ ...SEDAN, is_inoperable: true }] })],
    ["enclosed > open", request({ trailer_type: "open" }), request({ trailer_type: "enclosed" })],
    ["longer route > shorter", request({ delivery: { zip: "63101" } }), request()],
    ["Chicago -> LA > Chicago -> Houston", request(), request({ delivery: { city: "Los Angeles", state: "CA" } })],
    ["suv > sedan", request(), request({ vehicles: [{ ...SEDAN, type: "suv" }] })],
    ["sedan > motorcycle", request({ vehicles: [{ ...SEDAN, type: "motorcycle" }] }), request()],
    ["2 vehicles > 1", request(), request({ vehicles: [SEDAN, SEDAN] })],
  ];
  it.each(cases)("%s", (_name, cheaper, dearer) => {
    expect(data(price(dearer)).price).toBeGreaterThan(data(price(cheaper)).price);
  });

  it("the route is priced the same both ways", () => {
    expect(data(price(houstonToChicago))).toEqual(data(price(request())));
  });

  it.each([2, 3, 5, 8])("%d vehicles cost less than %d x 1 vehicle", (count) => {
    const one = data(price(request())).price;
    const many = data(price(request({ vehicles: Array.from({ length: count }, () => SEDAN) }))).price;
    expect(many).toBeLessThan(count * one);
    expect(many / count).toBeLessThan(one);
  });

  it("a move inside one ZIP costs the handling fee, 0 miles, price_per_mile 0", () => {
    expect(data(price(request({ delivery: { zip: "60601" } })))).toMatchObject({
      price: 200,
      distance_miles: 0,
      price_per_mile: 0,
    });
  });
});

describe("the same place by ZIP or by city + state prices alike", () => {
  it.each([
    [{ zip: "60601" }, { city: "Chicago", state: "IL" }],
    [{ zip: "77002" }, { city: "houston", state: "Texas" }],
  ])("%j ~ %j", (zip, city) => {
    const byZip = data(price(request({ pickup: zip, delivery: { zip: "90012" } })));
    const byCity = data(price(request({ pickup: city, delivery: { zip: "90012" } })));
    expect(Math.abs(byCity.distance_miles - byZip.distance_miles)).toBeLessThan(12);
    expect(byCity.volume).toBe(byZip.volume);
  });
});

describe("v2 is a superset of v1", () => {
  const requests: [string, RecommendedPriceRequest][] = [
    ["one sedan", request()],
    ["enclosed, inoperable", request({ trailer_type: "enclosed", vehicles: [{ ...SEDAN, is_inoperable: true }] })],
    ["three vehicles by city", request({ pickup: { city: "Denver", state: "CO" }, vehicles: [SEDAN, SEDAN, SEDAN] })],
    ["small towns", request({ pickup: { zip: "59001" }, delivery: { zip: "12007" } })],
  ];
  it.each(requests)("%s", (_name, body) => {
    const v1 = data(price(body, 1));
    const v2 = data<V2Data>(price(body, 2));
    expect(Object.keys(v1).sort()).toEqual(["confidence", "distance_miles", "price", "price_per_mile", "volume"]);
    for (const key of Object.keys(v1) as (keyof V1Data)[]) expect(v2[key], key).toBe(v1[key]);
    expect(v2.price_range_lower).toBeLessThanOrEqual(v2.price);
    expect(v2.price_range_upper).toBeGreaterThanOrEqual(v2.price);
    expect(v2.min_expected_time_to_dispatch).toBeLessThanOrEqual(v2.max_expected_time_to_dispatch);
    expect(v2.recent_moves).toHaveLength(Math.min(v2.volume, 5));
  });
});

describe("determinism", () => {
  it.each([1, 2] as const)("v%d: the same request twice is deep-equal", (version) => {
    expect(price(request(), version)).toEqual(price(structuredClone(request()), version));
  });

  it("case and blanks in the vehicle do not change the answer's numbers", () => {
    const folded = data<V2Data>(price(request({ vehicles: [{ ...SEDAN, type: " SEDAN " }] }), 2));
    const plain = data<V2Data>(price(request(), 2));
    expect(folded.recent_moves.map((move) => move.price)).toEqual(plain.recent_moves.map((move) => move.price));
    expect(folded.price).toBe(plain.price);
  });

  it.each([
    ["another delivery", request({ delivery: { zip: "90012" } })],
    ["reversed route", request({ pickup: { zip: "77002" }, delivery: { zip: "60601" } })],
    ["another vehicle", request({ vehicles: [{ ...SEDAN, model: "Corolla" }] })],
  ])("%s gives other recent moves", (_name, other) => {
    const base = data<V2Data>(price(request(), 2)).recent_moves;
    const moves = data<V2Data>(price(other, 2)).recent_moves;
    expect(moves.map((move) => [move.delivered_date, move.price])).not.toEqual(
      base.map((move) => [move.delivered_date, move.price]),
    );
  });

  it("recent-move dates follow the `now` passed in", () => {
    const march = data<V2Data>(price(request(), 2, NOW)).recent_moves;
    const june = data<V2Data>(price(request(), 2, new Date("2026-06-01T00:00:00Z"))).recent_moves;
    expect(march.every((move) => move.delivered_date < "2026-03-01")).toBe(true);
    expect(june.every((move) => move.delivered_date >= "2026-04-15" && move.delivered_date < "2026-06-01")).toBe(true);
  });
});

describe("unknown locations -> 400 in the pricing error shape", () => {
  it("both paths' 400 is the BadRequest response this suite validates against", () => {
    expect(badRequestRefs()).toEqual([BAD_REQUEST_REF, BAD_REQUEST_REF]);
  });

  const cases: [string, RecommendedPriceRequest, string, Record<string, string[]>][] = [
    [
      "unknown pickup ZIP",
      request({ pickup: { zip: "00000" } }),
      "Unable to resolve the pickup location",
      { pickup: ['unknown US ZIP code "00000"'] },
    ],
    [
      "unknown delivery city",
      request({ delivery: { city: "Nowhereville", state: "TX" } }),
      "Unable to resolve the delivery location",
      { delivery: ['unknown US city and state "Nowhereville", "TX"'] },
    ],
    [
      "both unknown",
      request({ pickup: { zip: "99999" }, delivery: { city: "Chicago", state: "ZZ" } }),
      "Unable to resolve the pickup and delivery locations",
      { pickup: ['unknown US ZIP code "99999"'], delivery: ['unknown US city and state "Chicago", "ZZ"'] },
    ],
  ];
  it.each(cases)("%s", (_name, body, message, details) => {
    for (const version of [1, 2] as const) {
      const result = price(body, version);
      expect(result).toEqual({ status: 400, body: { meta: { status: "fail" }, data: { message, details } } });
    }
  });

  it("the validator used on every body does reject a wrong one", () => {
    const v1 = data(price(request(), 1));
    expect(schemaErrors(1, 200, { meta: { status: "success" }, data: { ...v1, confidence: 1.5 } })).not.toEqual([]);
    expect(schemaErrors(2, 200, { meta: { status: "success" }, data: v1 })).not.toEqual([]);
    expect(schemaErrors(1, 400, { meta: { status: "success" }, data: { message: "x" } })).not.toEqual([]);
  });

  const malformed: [string, unknown][] = [
    ["null body", null],
    ["empty object", {}],
    ["no vehicles", { pickup: { zip: "60601" }, delivery: { zip: "77002" }, vehicles: [] }],
    ["vehicle without fields", { pickup: { zip: "60601" }, delivery: { zip: "77002" }, vehicles: [{}] }],
    ["numeric ZIP", { pickup: { zip: 60601 }, delivery: { zip: "77002" }, vehicles: [SEDAN] }],
    ["location not an object", { pickup: "Chicago", delivery: { zip: "77002" }, vehicles: [SEDAN] }],
  ];
  it.each(malformed)("unvalidated garbage (%s) still gets a 400, never a throw", (_name, body) => {
    for (const version of [1, 2] as const) {
      const result = recommendPrice(body as RecommendedPriceRequest, version, NOW);
      expect(result.status).toBe(400);
      expect(schemaErrors(version, 400, result.body)).toEqual([]);
    }
  });
});
