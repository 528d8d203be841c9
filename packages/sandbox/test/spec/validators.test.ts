import { describe, expect, it } from "vitest";
import { compiledValidators, serviceValidators } from "../../src/spec/validators.js";

describe("serviceValidators compiles lazily, once per process", () => {
  it("lists every operation without compiling anything", () => {
    const before = compiledValidators();
    const pricing = serviceValidators("pricing");
    expect(pricing.operations.length).toBeGreaterThan(0);
    const entry = pricing.operations[0];
    expect(entry?.bodies.has("application/json")).toBe(true);
    expect([...(entry?.responses.keys() ?? [])]).toContain("200");
    expect(compiledValidators()).toBe(before);
  });

  // Bodies and parameters are among the validators `pnpm bundle` writes out (spec/src/precompiled.ts): taken, not
  // compiled.
  const shipper = (id: string) => serviceValidators("shipper").byId.get(id);
  it.each([
    ["a request body", () => shipper("updateOrder")?.bodies.get("application/json")],
    ["a response body", () => shipper("updateOrder")?.responses.get("200")],
    ["the path parameters", () => shipper("updateOrder")?.path],
    ["the query parameters", () => shipper("listOrders")?.query],
  ])("gets %s on first use, compiling nothing, and reuses it afterwards", (_, validatorOf) => {
    const before = compiledValidators();
    const first = validatorOf();
    expect(first).toBeTypeOf("function");
    expect(compiledValidators()).toBe(before);
    expect(validatorOf()).toBe(first);
    expect(compiledValidators()).toBe(before);
  });

  it("coerces query parameters in place as a server reads them, with the written validator", () => {
    const query = shipper("listOrders")?.query;
    const values: Record<string, unknown> = { page: "2" };
    expect(query?.(values)).toBe(true);
    expect(values).toEqual({ page: 2 });
  });

  it("answers undefined for what the operation does not document, compiling nothing", () => {
    const before = compiledValidators();
    const getOrder = serviceValidators("shipper").byId.get("getOrder");
    expect(getOrder?.bodies.get("application/json")).toBeUndefined();
    expect(getOrder?.responses.get("418")).toBeUndefined();
    expect(getOrder?.query).toBeUndefined();
    expect(compiledValidators()).toBe(before);
  });

  it("compiles the generic failure shape once", () => {
    const failure = serviceValidators("sandbox").failure;
    const count = compiledValidators();
    expect(serviceValidators("sandbox").failure).toBe(failure);
    expect(compiledValidators()).toBe(count);
    expect(failure({ status: "fail", data: { error_id: "X", message: "m", details: null } })).toBe(true);
  });
});
