import { describe, expect, it } from "vitest";
import { CROSS_ORG_CASES, withValueAt } from "../../src/harness/cross-org-cases.js";
import { blanked, nothingFor } from "../../src/harness/cross-org-checks.js";
import { UNKNOWN_GUID } from "../../src/harness/fixtures.js";

describe("withValueAt", () => {
  it.each([
    ["a top-level field", {}, "/pickup_counterparty_guid", { pickup_counterparty_guid: "g" }],
    [
      "a field of an existing block, kept beside it",
      { pickup: { notes: "n" } },
      "/pickup/counterparty_guid",
      { pickup: { notes: "n", counterparty_guid: "g" } },
    ],
    ["a field of a block made on the way", {}, "/customer/counterparty_guid", { customer: { counterparty_guid: "g" } }],
    [
      "the first array item",
      { vehicles: [{ vin: "v" }, { vin: "w" }] },
      "/vehicles/*/guid",
      { vehicles: [{ vin: "v", guid: "g" }, { vin: "w" }] },
    ],
  ])("sets %s", (_, base, pointer, expected) => {
    const before = structuredClone(base);
    expect(withValueAt(base, pointer, "g")).toEqual(expected);
    expect(base, "the base is not changed").toEqual(before);
  });
});

describe("the cases", () => {
  it("expect 404 for an object named in the path or query, the answer for nothing for one in a body", () => {
    for (const c of CROSS_ORG_CASES) {
      const inBody = c.inputs.every((input) => input.startsWith("body:"));
      expect({ case: `${c.operationId} ${c.inputs}`, expect: c.expect }).toEqual({
        case: `${c.operationId} ${c.inputs}`,
        expect: inBody ? "as-unknown" : 404,
      });
    }
  });

  it("name identifiers of the same kind that name nothing", () => {
    expect(nothingFor("guid")).toBe(UNKNOWN_GUID);
    expect(nothingFor("vin")).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(nothingFor("custom_external_id")).toMatch(/^NONE-\d{9}$/);
  });
});

describe("blanked", () => {
  it("blanks every occurrence of each identifier, and only those", () => {
    expect(blanked("Order a1 not found (a1, b2)", ["a1", "b2"])).toBe("Order <id> not found (<id>, <id>)");
    expect(blanked("Order a1 not found", ["zz"])).toBe("Order a1 not found");
  });
});
