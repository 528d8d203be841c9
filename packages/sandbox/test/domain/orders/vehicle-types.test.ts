import { describe, expect, it } from "vitest";
import { orderBody, type Shipper, useSandbox } from "../../support/sandbox.js";

/** The document's 19 types, in its order (the order of the error's list). */
const TYPES = [
  "sedan",
  "2_door_coupe",
  "suv",
  "pickup",
  "4_door_pickup",
  "van",
  "truck_daycab",
  "truck_sleeper",
  "motorcycle",
  "boat",
  "rv",
  "heavy_machinery",
  "freight",
  "livestock",
  "atv",
  "trailer_bumper_pull",
  "trailer_gooseneck",
  "trailer_5th_wheel",
  "other",
];
const message = (shown: string) => `Invalid vehicle type '${shown}'. Allowed types are: [${TYPES.join(", ")}]`;

const INVALID: [string, Record<string, unknown>, string][] = [
  ["an unknown type", { type: "hovercraft" }, "hovercraft"],
  ["a type in another case", { type: "SEDAN" }, "SEDAN"],
  ["an empty type", { type: "" }, ""],
  ["a missing type", { make: "Ford" }, "null"],
  ["a null type", { type: null }, "null"],
  ["a numeric type", { type: 5 }, "5"],
  ["a type with spaces", { type: " sedan " }, " sedan "],
  ["an object type (never echoed deeply)", { type: { a: { b: { c: [1, 2, 3] } } } }, "object"],
  ["an array type", { type: ["sedan"] }, "array"],
  ["a type with a line feed (escaped: the spec's pattern is one line)", { type: "se\ndan" }, "se\\ndan"],
  ["a type with U+2028 (escaped)", { type: "se\u2028dan" }, "se\\u2028dan"],
  ["a very long type, cut at 200 characters", { type: "x".repeat(5000) }, `${"x".repeat(200)}...`],
];

let shipper: Shipper;
useSandbox((started) => {
  ({ shipper } = started);
});

describe("vehicle types", () => {
  it.each(TYPES)("accepts %s on create", async (type) => {
    const response = await shipper.post("/orders", orderBody({ vehicles: [{ type }] }));
    expect(response.status).toBe(200);
    expect(response.body.data.object.vehicles[0].type).toBe(type);
  });

  it.each(INVALID)("rejects %s on create with the vehicle-type error", async (_, vehicle, shown) => {
    const response = await shipper.post("/orders", orderBody({ vehicles: [{ type: "suv" }, vehicle] }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status_code: 400, error: message(shown) });
  });

  it.each(INVALID)("rejects %s on PUT and PATCH, leaving the order as it was", async (_, vehicle, shown) => {
    const order = await shipper.createOrder();
    const put = await shipper.put(`/orders/${order.guid}`, orderBody({ vehicles: [vehicle] }));
    const patch = await shipper.patch(`/orders/${order.guid}`, { vehicles: [vehicle] });
    for (const response of [put, patch]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status_code: 400, error: message(shown) });
    }
    expect((await shipper.get(`/orders/${order.guid}`)).body.data.object).toEqual(order);
  });

  it("names the first bad vehicle and wins over other field errors", async () => {
    const response = await shipper.post(
      "/orders",
      orderBody({ price: -1, vehicles: [{ type: "sedan", year: "x" }, { type: "tank" }, { type: "blimp" }] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message("tank"));
  });
});
