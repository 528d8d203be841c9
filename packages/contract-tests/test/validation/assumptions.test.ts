import { createSpecAjv } from "@haulkit/spec/ajv";
import { describe, expect, it } from "vitest";
import { gapsOf, gapsOfError, relaxDocument } from "../../src/validation/assumptions.js";
import { driftOf } from "../../src/validation/verdict.js";

/** A schema with assumed and documented constraints side by side. */
const SCHEMA = {
  type: "object",
  required: ["id", "unit", "note"],
  properties: {
    id: { type: "string", minLength: 3 },
    unit: { "x-assumption": "G-093", type: "string", enum: ["DAYS", "HOURS"] },
    note: { $ref: "#/$defs/Note", "x-assumption": ["G-010", "G-011"] },
    nested: {
      "x-assumption": "G-020",
      type: "object",
      additionalProperties: false,
      properties: { kept: { type: "integer" } },
    },
  },
  $defs: { Note: { type: "string" } },
};

function validators() {
  const strict = createSpecAjv({ verbose: true }).compile(SCHEMA);
  const relaxed = createSpecAjv({ strictTypes: false }).compile(relaxDocument(SCHEMA));
  return { strict, relaxed };
}

describe("x-assumption", () => {
  it("reads one gap id or a list, and nothing else", () => {
    expect(gapsOf({ "x-assumption": "G-001" })).toEqual(["G-001"]);
    expect(gapsOf({ "x-assumption": ["G-001", "G-002"] })).toEqual(["G-001", "G-002"]);
    expect(gapsOf({ type: "string" })).toEqual([]);
    expect(gapsOf(null)).toEqual([]);
  });

  it("the relaxed schema drops the constraints of marked nodes only", () => {
    const { strict, relaxed } = validators();
    const body = { id: "abc", unit: "WEEKS", note: "n", nested: { kept: 1, other: true } };
    expect(strict(body)).toBe(false);
    expect(relaxed(body)).toBe(true);
    // Facts stay: a short id, and a child below a marked node (not inherited).
    expect(relaxed({ ...body, id: "ab" })).toBe(false);
    expect(relaxed({ ...body, nested: { kept: "one" } })).toBe(false);
  });

  it("a property marked on its own (a $ref sibling) is required only by assumption", () => {
    const { strict, relaxed } = validators();
    const body = { id: "abc", unit: "DAYS" };
    expect(relaxed(body)).toBe(true);
    expect(relaxed({ unit: "DAYS", note: "n" })).toBe(false);
    strict(body);
    const missing = (strict.errors ?? []).find((error) => error.keyword === "required");
    expect(missing && gapsOfError(missing)).toEqual(["G-010", "G-011"]);
  });

  it("drift names the gap, the pointer, what was assumed and what came", () => {
    const { strict } = validators();
    const body = { id: "abc", unit: "WEEKS", note: "n", nested: { other: 1 } };
    strict(body);
    expect(driftOf("getThing", body, strict.errors ?? [], 200)).toEqual([
      {
        gap: "G-093",
        where: "getThing",
        status: 200,
        pointer: "/unit",
        assumed: '/unit is one of ["DAYS","HOURS"]',
        observed: '/unit is "WEEKS"',
      },
      {
        gap: "G-020",
        where: "getThing",
        status: 200,
        pointer: "/nested/other",
        assumed: "/nested has no other keys",
        observed: "/nested/other is 1",
      },
    ]);
  });
});
