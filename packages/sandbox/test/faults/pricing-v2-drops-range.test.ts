import { describe, expect, it } from "vitest";
import { useFaultPair } from "../support/fault-pair.js";
import { call, type TestSandbox } from "../support/sandbox.js";

const REQUEST = {
  pickup: { zip: "60601" },
  delivery: { city: "Houston", state: "TX" },
  vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2022" }],
};

// The trimmed answer breaks the spec, so the sandbox's own response check would turn it into a 500.
const pair = useFaultPair("pricing-v2-drops-range", { faultyOptions: { validateResponses: false } });

const price = (sandbox: TestSandbox, version: 1 | 2) =>
  call(`${sandbox.url}/api/v${version}/recommended-price`, "POST", {
    body: REQUEST,
    headers: { "x-api-key": sandbox.credentials.pricingApiKey },
  });

describe("fault pricing-v2-drops-range", () => {
  it("a healthy sandbox answers v2 with its price range", async () => {
    const response = await price(pair.healthy, 2);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveProperty("price_range_lower");
    expect(response.body.data).toHaveProperty("price_range_upper");
  });

  it("the faulty sandbox answers v2 without the range and keeps the rest of the answer", async () => {
    const [good, bad] = await Promise.all([price(pair.healthy, 2), price(pair.faulty, 2)]);
    expect(bad.status).toBe(200);
    expect(bad.body.data).not.toHaveProperty("price_range_lower");
    expect(bad.body.data).not.toHaveProperty("price_range_upper");
    const { price_range_lower: _lower, price_range_upper: _upper, ...rest } = good.body.data;
    expect(bad.body.data).toEqual(rest);
  });

  it("breaks only that rule: v1 is unchanged", async () => {
    const [good, bad] = await Promise.all([price(pair.healthy, 1), price(pair.faulty, 1)]);
    expect(bad.body).toEqual(good.body);
  });
});
