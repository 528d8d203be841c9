/** The shortcut that skips unchanged components must never skip a changed one, however far it is referenced. */
import { describe, expect, it } from "vitest";
import { componentOf, sameWithRefs, unchangedComponents } from "../src/unchanged.js";

const doc = (leaf: unknown) => ({
  components: {
    schemas: {
      Top: { type: "object", properties: { mid: { $ref: "#/components/schemas/Mid" } } },
      Mid: { allOf: [{ $ref: "#/components/schemas/Leaf" }] },
      Leaf: leaf,
      Other: { type: "string" },
      Loop: { type: "object", properties: { self: { $ref: "#/components/schemas/Loop" } } },
      Outside: { $ref: "#/paths/~1orders/get/responses/200/content/application~1json/schema" },
    },
  },
});

describe("unchangedComponents", () => {
  const unchanged = unchangedComponents(doc({ enum: ["a"] }), doc({ enum: ["a", "b"] }));

  it.each([
    ["#/components/schemas/Leaf", false],
    ["#/components/schemas/Mid/allOf/0", false],
    ["#/components/schemas/Top/properties/mid", false],
    ["#/components/schemas/Other", true],
    ["#/components/schemas/Loop/properties/self", true],
    ["#/components/schemas/Outside", false],
    ["#/components/schemas/Missing", false],
    ["#/paths/~1orders/get", false],
  ])("%s unchanged: %s", (pointer, expected) => {
    expect(unchanged(pointer)).toBe(expected);
  });

  it("sameWithRefs needs equal text and unchanged references", () => {
    const ref = (name: string) => ({ schema: { $ref: `#/components/schemas/${name}` } });
    expect(sameWithRefs(ref("Other"), ref("Other"), unchanged)).toBe(true);
    expect(sameWithRefs(ref("Top"), ref("Top"), unchanged)).toBe(false);
    expect(sameWithRefs(ref("Other"), ref("Loop"), unchanged)).toBe(false);
  });

  it("componentOf cuts a pointer to its component", () => {
    expect(componentOf("#/components/schemas/Order/allOf/1")).toBe("#/components/schemas/Order");
    expect(componentOf("#/webhooks/order.created")).toBeUndefined();
  });
});
