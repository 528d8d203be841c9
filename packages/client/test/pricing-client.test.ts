/** The pricing client against the embedded sandbox: versions 1 and 2, its error shape, the API key. */
import { describe, expect, it } from "vitest";
import { ApiError, createPricingClient } from "../src/index.js";
import { rejection, useSandbox } from "./support/sandbox.js";

const t = useSandbox();

const REQUEST = {
  trailer_type: "open" as const,
  pickup: { zip: "60601" },
  delivery: { city: "Houston", state: "TX" },
  vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2022" }],
};

describe("pricing client", () => {
  it("answers version 1: the recommended price and its basis", async () => {
    const answer = await t.pricing.POST("/api/v1/recommended-price", { body: REQUEST });
    expect(answer.meta.status).toBe("success");
    expect(answer.data).toEqual(
      expect.objectContaining({
        price: expect.any(Number),
        price_per_mile: expect.any(Number),
        distance_miles: expect.any(Number),
        confidence: expect.any(Number),
        volume: expect.any(Number),
      }),
    );
    expect(answer.data).not.toHaveProperty("recent_moves");
  });

  it("answers version 2: version 1's fields plus the range, dispatch times and recent moves", async () => {
    const v1 = await t.pricing.POST("/api/v1/recommended-price", { body: REQUEST });
    const v2 = await t.pricing.POST("/api/v2/recommended-price", { body: REQUEST });
    expect(v2.data.price).toBe(v1.data.price);
    expect(v2.data.price_range_lower).toBeLessThanOrEqual(v2.data.price);
    expect(v2.data.price_range_upper).toBeGreaterThanOrEqual(v2.data.price);
    expect(Array.isArray(v2.data.recent_moves)).toBe(true);
  });

  it("gives a validation failure as an ApiError of kind pricing with the field details", async () => {
    const error = await rejection(t.pricing.POST("/api/v2/recommended-price", { body: { ...REQUEST, vehicles: [] } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: "pricing",
      serviceMessage: "Validation failed",
      details: { vehicles: expect.any(Array) },
      operation: { method: "POST", path: "/api/v2/recommended-price" },
    });
  });

  it("gives a wrong API key as a 401 of kind pricing", async () => {
    const pricing = createPricingClient({ baseUrl: t.sandbox.url, apiKey: "not-the-key" });
    const error = await rejection(pricing.POST("/api/v1/recommended-price", { body: REQUEST }));
    expect(error).toMatchObject({ status: 401, kind: "pricing", serviceMessage: "Invalid API key" });
  });
});
