import { describe, expectTypeOf, test } from "vitest";
import type {
  PriceLocation,
  PriceRequestVehicle,
  PricingError,
  pricing,
  RecommendedPriceRequest,
  RecommendedPriceV1,
  RecommendedPriceV2,
  TrailerType,
} from "../src/index.js";

type V2Body = pricing.paths["/api/v2/recommended-price"]["post"]["responses"][200]["content"]["application/json"];

describe("pricing aliases", () => {
  test("a request compiles without the fields that only have defaults", () => {
    const request = {
      pickup: { zip: "60601" },
      delivery: { city: "Dallas", state: "TX" },
      vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2020" }],
    } satisfies RecommendedPriceRequest;
    expectTypeOf(request).toExtend<RecommendedPriceRequest>();
    expectTypeOf<PriceRequestVehicle["is_inoperable"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<TrailerType>().toEqualTypeOf<"open" | "enclosed">();
  });

  test("a location is a zip, or a city and a state", () => {
    expectTypeOf({ zip: "60601" }).toExtend<PriceLocation>();
    expectTypeOf({ city: "Chicago", state: "IL" }).toExtend<PriceLocation>();
    expectTypeOf({ city: "Chicago", state: "IL", zip: "60601" }).toExtend<PriceLocation>();
    expectTypeOf({ city: "Chicago" }).not.toExtend<PriceLocation>();
    expectTypeOf({}).not.toExtend<PriceLocation>();
    expectTypeOf<PriceLocation>().not.toBeUnknown();
  });

  test("a missing required field or a wrong trailer type does not compile", () => {
    const vehicle: PriceRequestVehicle = { type: "sedan", make: "Toyota", model: "Camry", year: "2020" };
    const { make: _make, ...withoutMake } = vehicle;
    // @ts-expect-error `make` is required
    const bad: PriceRequestVehicle = withoutMake;
    // @ts-expect-error `year` is a string in the request
    const year: PriceRequestVehicle["year"] = 2020;
    // @ts-expect-error "flatbed" is not a TrailerType
    const trailer: TrailerType = "flatbed";
    expectTypeOf([bad, year, trailer]).toBeArray();
  });

  test("responses: version 2 is a superset of version 1", () => {
    expectTypeOf<V2Body>().toEqualTypeOf<RecommendedPriceV2>();
    expectTypeOf<RecommendedPriceV2["data"]>().toExtend<RecommendedPriceV1["data"]>();
    expectTypeOf<RecommendedPriceV2["data"]["recent_moves"]>().toBeArray();
    expectTypeOf<RecommendedPriceV1["meta"]["status"]>().toEqualTypeOf<"success">();
    expectTypeOf<PricingError["meta"]["status"]>().toEqualTypeOf<"fail">();
  });
});
