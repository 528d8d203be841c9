import { describe, expect, it } from "vitest";
import { deref, lookupPointer, pointer, resolvePointer } from "../src/refs.js";

const doc = {
  paths: { "/a/{b}": { get: { $ref: "#/components/x" } } },
  components: { x: { $ref: "#/components/y" }, y: { type: "string" }, "t~z": 1, loop: { $ref: "#/components/loop" } },
  list: [{ name: "first" }],
};

describe("pointer", () => {
  it("escapes ~ and / in keys", () => {
    expect(pointer("paths", "/a/{b}", "get")).toBe("#/paths/~1a~1{b}/get");
    expect(resolvePointer(doc, pointer("components", "t~z"))).toBe(1);
  });
});

describe("resolvePointer and lookupPointer", () => {
  it("follow a local pointer through objects and arrays; # is the document", () => {
    expect(resolvePointer(doc, "#/list/0/name")).toBe("first");
    expect(lookupPointer(doc, "#")).toBe(doc);
  });

  it("throw (resolvePointer) or answer undefined (lookupPointer) where the pointer leads nowhere", () => {
    expect(() => resolvePointer(doc, "#/components/none")).toThrow("unresolvable ref #/components/none");
    expect(() => resolvePointer(doc, "other.json#/x")).toThrow("only local refs are supported");
    expect(lookupPointer(doc, "#/components/none/deeper")).toBeUndefined();
    expect(lookupPointer(doc, "other.json#/x")).toBeUndefined();
  });
});

describe("deref", () => {
  it("follows a chain of $refs and names the last hop", () => {
    expect(deref(doc, { $ref: "#/components/x" })).toEqual({ value: { type: "string" }, ref: "#/components/y" });
    expect(deref(doc, { type: "integer" })).toEqual({ value: { type: "integer" }, ref: undefined });
  });

  it("throws on a broken ref or a cycle, unless lenient", () => {
    expect(() => deref(doc, { $ref: "#/nowhere" })).toThrow("unresolvable ref #/nowhere");
    expect(() => deref(doc, { $ref: "#/components/loop" })).toThrow("$ref cycle");
    expect(deref(doc, { $ref: "#/nowhere" }, { lenient: true }).value).toBeUndefined();
    expect(deref(doc, { $ref: "#/components/loop" }, { lenient: true }).value).toBeUndefined();
  });
});
