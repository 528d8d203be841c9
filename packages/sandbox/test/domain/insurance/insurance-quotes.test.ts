import { describe, expect, it } from "vitest";
import { type QuoteRequest, quoteInsurance } from "../../../src/domain/insurance/insurance-quotes.js";
import { apiError, errorIdOf } from "../../support/api-error.js";
import { domainContext } from "../../support/context.js";

const request = (vehicle: Partial<QuoteRequest["vehicle"]> = {}, deliveryState = "GA"): QuoteRequest => ({
  pickup: { city: "Dallas", state: "TX", zip: "75204" },
  delivery: { city: "Atlanta", state: deliveryState },
  vehicle: { year: 2022, make: "Toyota", model: "Camry", vehicle_type: "sedan", ...vehicle },
});

describe("quoteInsurance", () => {
  const { ctx } = domainContext();

  it("quotes every plan from the sandbox's valuation", () => {
    expect(quoteInsurance(ctx, request())).toEqual([
      { plan_slug: "standard-cargo", calculated_premium: 27.41 },
      { plan_slug: "premium-cargo", calculated_premium: 45.68 },
    ]);
  });

  it("uses a sent vehicle.value instead of the valuation", () => {
    expect(quoteInsurance(ctx, request({ value: 50_000 }, "TX"))).toEqual([
      { plan_slug: "standard-cargo", calculated_premium: 75 },
      { plan_slug: "premium-cargo", calculated_premium: 125 },
    ]);
  });

  it.each([
    ["an unknown make", { make: "Zzyzx" }],
    ["a year before 1981", { year: 1975 }],
    ["a type without a value table", { vehicle_type: "livestock" }],
  ])("answers 409 VEHICLE_VALUE_REQUIRED for %s without a value", (_, vehicle) => {
    const error = apiError(() => quoteInsurance(ctx, request(vehicle)));
    expect(error.status).toBe(409);
    expect(errorIdOf(error)).toBe("VEHICLE_VALUE_REQUIRED");
  });

  it.each([
    ["an unknown make", { make: "Zzyzx" }],
    ["a year before 1981", { year: 1975 }],
  ])("quotes %s once vehicle.value is sent", (_, vehicle) => {
    expect(quoteInsurance(ctx, request({ ...vehicle, value: 20_000 }))).toEqual([
      { plan_slug: "standard-cargo", calculated_premium: 37.5 },
      { plan_slug: "premium-cargo", calculated_premium: 62.5 },
    ]);
  });
});
