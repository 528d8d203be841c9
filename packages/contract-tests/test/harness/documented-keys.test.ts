import { describe, expect, it } from "vitest";
import { withoutUndocumented } from "../../src/harness/documented-keys.js";

describe("documented keys (@haulkit/spec's propertyNames)", () => {
  it("a deep equality leaves out the keys no document names, at any depth, unless the expected value names them", () => {
    const actual = {
      order_guid: "g",
      x_vendor_extra: true,
      hold: { amount: 1, x_vendor_extra: 1 },
      vehicles: [{ x_a: 1 }],
    };
    expect(withoutUndocumented(actual)).toEqual({ order_guid: "g", hold: { amount: 1 }, vehicles: [{}] });
    expect(withoutUndocumented(actual, { x_vendor_extra: false })).toMatchObject({ x_vendor_extra: true });
    // A documented key the expected value lacks is kept: it still fails the equality.
    expect(withoutUndocumented({ error_message: "x" }, {})).toEqual({ error_message: "x" });
  });
});
