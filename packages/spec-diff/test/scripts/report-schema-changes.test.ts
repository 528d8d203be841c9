/** Classifying a schema change for the readers of the reports: what breaks them, what does not. */
import { describe, expect, it } from "vitest";
import { compareSchemas, idMajor } from "../../scripts/report-schema-changes.js";

const BASE = {
  $id: "urn:haulkit:contract-tests:v1:x.schema.json",
  type: "object",
  required: ["count"],
  properties: {
    count: { type: "integer", description: "How many." },
    state: { enum: ["passed", "failed"] },
    items: { type: "array", items: { $ref: "#/$defs/item" } },
  },
  $defs: { item: { type: "object", properties: { name: { type: "string" } } } },
};

const changed = (edit: (schema: typeof BASE & Record<string, unknown>) => void) => {
  const after = structuredClone(BASE) as typeof BASE & Record<string, unknown>;
  edit(after);
  return compareSchemas(BASE, after);
};

describe("compareSchemas", () => {
  it("finds nothing between a schema and itself", () => {
    expect(compareSchemas(BASE, structuredClone(BASE))).toEqual([]);
  });

  it("a property, a definition or a description added, or a name no longer required, breaks no reader", () => {
    const changes = changed((s) => {
      (s.properties as Record<string, unknown>).extra = { type: "string" };
      (s.$defs.item.properties as Record<string, unknown>).size = { type: "integer" };
      s.properties.count.description = "How many tests.";
      s.required = [];
    });
    expect(changes.map((c) => [c.at, c.breaking])).toEqual([
      ["/required", false],
      ["/properties/extra", false],
      ["/$defs/item/properties/size", false],
    ]);
  });

  it("a property removed, a required added, a type changed, an enumeration changed or a $ref changed breaks", () => {
    expect(changed((s) => delete (s.$defs.item.properties as Record<string, unknown>).name)).toEqual([
      { at: "/$defs/item/properties/name", what: "name removed", breaking: true },
    ]);
    expect(changed((s) => s.required.push("state"))).toEqual([
      { at: "/required", what: 'required "state" added', breaking: true },
    ]);
    expect(changed((s) => (s.properties.count.type = "number"))).toEqual([
      { at: "/properties/count/type", what: 'type: "integer" removed, "number" added', breaking: true },
    ]);
    expect(changed((s) => s.properties.state.enum.push("known"))).toEqual([
      { at: "/properties/state/enum", what: 'enum: "known" added', breaking: true },
    ]);
    expect(changed((s) => (s.properties.items.items.$ref = "#/$defs/other"))[0]).toMatchObject({
      at: "/properties/items/items/$ref",
      breaking: true,
    });
    expect(changed((s) => ((s.properties.count as Record<string, unknown>).const = 1))[0]).toMatchObject({
      at: "/properties/count/const",
      breaking: true,
    });
  });

  it("reads the major version of a $id", () => {
    expect(idMajor(BASE)).toBe(1);
    expect(idMajor({ $id: "urn:haulkit:contract-tests:v12:run.schema.json" })).toBe(12);
    expect(idMajor({})).toBeUndefined();
  });
});
