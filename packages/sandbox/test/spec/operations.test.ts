import { describe, expect, it } from "vitest";
import { allRoutes } from "../../src/http/routes/index.js";
import { loadDocument, resolvePointer } from "../../src/spec/documents.js";
import { listOperations } from "../../src/spec/operations.js";
import { serviceValidators } from "../../src/spec/validators.js";

describe("listOperations", () => {
  const shipper = listOperations(loadDocument("shipper"), "shipper");

  it("finds every operation of both bundles with a unique operationId", () => {
    const ids = shipper.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["requestToken", "createOrder", "updateOrderPartially", "markOrderAsPaid"]),
    );
    expect(listOperations(loadDocument("pricing"), "pricing").map((op) => op.operationId)).toEqual([
      "getRecommendedPriceV1",
      "getRecommendedPriceV2",
    ]);
  });

  it("finds the test helpers of the sandbox bundle under /_sandbox, each implemented by a route", () => {
    const helpers = listOperations(loadDocument("sandbox"), "sandbox");
    expect(helpers.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(["advanceSandboxClock", "getSandboxClock", "resetSandboxOrganisation"]),
    );
    expect(helpers.every((op) => op.path.startsWith("/_sandbox/"))).toBe(true);
    const routes = allRoutes();
    expect(helpers.filter((op) => !routes[op.operationId])).toEqual([]);
    const shipperIds = new Set(shipper.map((op) => op.operationId));
    expect(helpers.filter((op) => shipperIds.has(op.operationId))).toEqual([]);
  });

  it.each(["shipper", "pricing", "sandbox"] as const)("implements every operation of the %s bundle", (api) => {
    const routes = allRoutes();
    const missing = listOperations(loadDocument(api), api).filter((op) => !routes[op.operationId]);
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it("renames path parameters by position and keeps the spec names", () => {
    const bol = shipper.find((op) => op.operationId === "getOrderBol");
    expect(bol).toMatchObject({ routePath: "/v1/public/orders/:p0/bol", pathParamNames: ["order_guid"] });
    const cancel = shipper.find((op) => op.operationId === "cancelCounterOffer");
    expect(cancel?.pathParamNames).toEqual(["order_guid", "request_guid"]);
  });

  it("collects parameters (path-level and operation-level), media types and responses", () => {
    const list = shipper.find((op) => op.operationId === "listOrders");
    expect(list?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["query:page", "query:size", "query:sort"]);
    const patch = shipper.find((op) => op.operationId === "updateOrderPartially");
    expect([...(patch?.requestBody?.mediaTypes.keys() ?? [])]).toEqual(["application/merge-patch+json"]);
    expect([...(patch?.responses.keys() ?? [])]).toEqual(["200", "400", "401", "404", "409"]);
    expect(patch?.responses.get("401")?.emptyBodyAllowed).toBe(true);
    expect(patch?.responses.get("404")?.emptyBodyAllowed).toBe(false);
  });

  it("matches concrete URLs with its path pattern only", () => {
    const get = shipper.find((op) => op.operationId === "getOrder");
    expect(get?.matcher.test("/v1/public/orders/abc")).toBe(true);
    expect(get?.matcher.test("/v1/public/orders/abc/bol")).toBe(false);
    expect(get?.matcher.test("/v1/public/orders/")).toBe(false);
  });
});

describe("serviceValidators", () => {
  it("compiles once per process and is shared", () => {
    expect(serviceValidators("shipper")).toBe(serviceValidators("shipper"));
    expect(serviceValidators("shipper").byId.get("createOrder")?.bodies.has("application/json")).toBe(true);
  });
});

describe("resolvePointer", () => {
  it("follows local pointers and refuses others", () => {
    const doc = { a: { "b/c": { "d~e": 1 } } };
    expect(resolvePointer(doc, "#/a/b~1c/d~0e")).toBe(1);
    expect(() => resolvePointer(doc, "#/a/x")).toThrow(/unresolvable/);
    expect(() => resolvePointer(doc, "other.json#/a")).toThrow(/local/);
  });
});
