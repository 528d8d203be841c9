import { describe, expect, it } from "vitest";
import { propertyNames } from "../src/property-names.js";

describe("propertyNames", () => {
  it.each([
    ["an order's field", "purchase_order_number"],
    ["a webhook payload's field", "action"],
    ["the failure envelope's field", "error_id"],
    ["a pricing field", "price_per_mile"],
    ["a sandbox helper's field", "order_guid"],
  ])("names %s (%s)", (_what, name) => {
    expect(propertyNames().has(name)).toBe(true);
  });

  it.each([
    "Purchase_Order_Number",
    "purchase_order_number ",
    "errorId",
    "x_vendor_extra",
    "properties",
    "required",
    "allOf",
  ])("does not name %j (a near miss or a schema keyword)", (name) => {
    expect(propertyNames().has(name)).toBe(false);
  });
});
