import { describe, expect, it } from "vitest";
import { PRICE_MESSAGES } from "../../../src/domain/price.js";
import { orderBody, type Shipper, useSandbox } from "../../support/sandbox.js";

const { positive, decimal, empty } = {
  positive: "must be positive",
  decimal: "must be a well-formed decimal with at most 2 fraction digits",
  empty: "price cannot be empty",
};

const CASES: [unknown, string[] | number | null][] = [
  [1250, 1250],
  ["1250.00", 1250],
  [19.99, 19.99],
  ["0.01", 0.01],
  [0.1, 0.1],
  [null, null],
  [0, [positive]],
  ["0.00", [positive]],
  [-5, [positive]],
  ["-5", [positive]],
  [1.234, [decimal]],
  ["1.234", [decimal]],
  [-1.234, [positive, decimal]],
  ["-1.234", [positive, decimal]],
  ["", [empty]],
  ["   ", [empty]],
  ["12,50", [decimal]],
  ["1e3", [decimal]],
  ["abc", [decimal]],
  [" 12.5", [decimal]],
  [".5", [decimal]],
  ["9".repeat(400), [decimal]],
  [true, [decimal]],
  [{ amount: 1 }, [decimal]],
  [[12], [decimal]],
];

const TABLE = CASES.map(([price, outcome]) => [JSON.stringify(price).slice(0, 24), price, outcome] as const);

let shipper: Shipper;
useSandbox((started) => {
  ({ shipper } = started);
});

describe("price: positive, at most 2 fraction digits, not empty", () => {
  it("uses the spec's three messages, plus the sandbox's bound (GAPS.md)", () => {
    expect(PRICE_MESSAGES).toEqual({ positive, decimal, empty, tooLarge: "must be less than 10000000000000" });
  });

  it.each(TABLE)("order price %s", async (_, price, outcome) => {
    const response = await shipper.post("/orders", orderBody({ price }));
    if (Array.isArray(outcome)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: "fail",
        data: { error_id: "VALIDATION_ERROR", message: "Validation failed", details: { price: outcome } },
      });
    } else {
      expect(response.status).toBe(200);
      expect(response.body.data.object.price).toBe(outcome);
    }
  });

  it.each(TABLE)("vehicle price %s (dotted field path)", async (_, price, outcome) => {
    const response = await shipper.post(
      "/orders",
      orderBody({ vehicles: [{ type: "sedan" }, { type: "van", price }] }),
    );
    if (Array.isArray(outcome)) {
      expect(response.status).toBe(400);
      expect(response.body.data.details).toEqual({ "vehicles.1.price": outcome });
    } else {
      expect(response.status).toBe(200);
      expect(response.body.data.object.vehicles[1].price).toBe(outcome);
    }
  });

  it("reports every bad field of one request, with dotted paths", async () => {
    const response = await shipper.post(
      "/orders",
      orderBody({
        price: "",
        inspection_type: "thorough",
        pickup: { venue: { business_type: "CASTLE" }, latitude: 91 },
        vehicles: [{ type: "sedan", year: 2020.5, curb_weight: -1 }],
        surprise: 1,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.data.details).toEqual({
      price: [empty],
      inspection_type: ["must be one of: standard, advanced, aiag"],
      "pickup.venue.business_type": ["must be one of: DEALER, PRIVATE, AUCTION, REPO_YARD, PORT, BUSINESS"],
      "pickup.latitude": ["must be <= 90"],
      "vehicles.0.year": ["must be integer"],
      "vehicles.0.curb_weight": ["must be >= 0"],
      surprise: ["is not a known field"],
    });
  });
});
