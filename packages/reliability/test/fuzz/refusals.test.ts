import { describe, expect, it } from "vitest";
import type { Binding, OrderEntry } from "../../src/fuzz/model.js";
import { documentedRefusal, REFUSALS } from "../../src/fuzz/refusals.js";
import { allOperations } from "../../src/spec/operations.js";

const order = (removed: boolean, vehicles: string[] = ["v"]): OrderEntry => ({
  guid: "o",
  vehicles,
  vins: [],
  removed,
  loadRequests: [],
  escalations: [],
  policyVehicles: [],
});
const fail = (error_id: string, details: unknown = null) => ({
  status: "fail",
  data: { error_id, message: "m", details },
});
const bound = (entry?: OrderEntry): Binding => ({ order: entry, values: {} });

describe("documentedRefusal", () => {
  it.each<[string, string, number, unknown, Binding, boolean]>([
    ["a removed order is 404 everywhere", "getOrder", 404, fail("NOT_FOUND"), bound(order(true)), true],
    ["a live order's 404 is not", "getOrder", 404, fail("NOT_FOUND"), bound(order(false)), false],
    ["a lifecycle conflict", "archiveSandboxOrder", 409, fail("ORDER_STATUS_CONFLICT"), bound(order(false)), true],
    ["the same conflict on another operation", "createOrder", 409, fail("ORDER_STATUS_CONFLICT"), bound(), false],
    [
      "the right status with another error",
      "archiveSandboxOrder",
      409,
      fail("SOMETHING_ELSE"),
      bound(order(false)),
      false,
    ],
    ["a second counter offer", "createCounterOffer", 409, fail("LOAD_REQUEST_ACCEPT_ERROR"), bound(order(false)), true],
    [
      "an offer to an order not open, naming order_guid",
      "sendLoadOffer",
      400,
      fail("VALIDATION_ERROR", { order_guid: ["x"] }),
      bound(order(false)),
      true,
    ],
    [
      "a 400 naming another field",
      "sendLoadOffer",
      400,
      fail("VALIDATION_ERROR", { carrier_email: ["x"] }),
      bound(order(false)),
      false,
    ],
    [
      "a driver update on an order without vehicles",
      "reportDriverLocation",
      400,
      fail("VALIDATION_ERROR", { vehicle_guids: ["x"] }),
      bound(order(false, [])),
      true,
    ],
    [
      "the same with vehicles",
      "reportDriverLocation",
      400,
      fail("VALIDATION_ERROR", { vehicle_guids: ["x"] }),
      bound(order(false)),
      false,
    ],
    [
      "an unresolvable pricing location",
      "getRecommendedPriceV1",
      400,
      { meta: { status: "fail" }, data: { message: "m", details: { pickup: ["unknown US ZIP code"] } } },
      bound(),
      true,
    ],
    ["a blacklisted carrier's load request", "sendCarrierLoadRequest", 409, fail("CARRIER_BLACKLISTED"), bound(), true],
    ["the same error on booking", "bookLoadboardOrder", 409, fail("CARRIER_BLACKLISTED"), bound(), false],
  ])("%s", (_name, operationId, status, body, binding, documented) => {
    expect(documentedRefusal(operationId, status, body, binding) !== undefined).toBe(documented);
  });

  it.each<[string | undefined, boolean]>([
    ["invalid-utf8", true],
    ["odd-unicode", true],
    ["huge-string", true],
    ["missing-field", false],
    [undefined, false],
  ])("a duplicate carrier after defect %s is excused: %s", (defect, documented) => {
    const refused = documentedRefusal("addNetworkCarrier", 409, fail("CARRIER_EXISTS"), bound(), defect);
    expect(refused !== undefined).toBe(documented);
  });

  it.each<[string, string | undefined, unknown, boolean]>([
    ["updateCustomer", "invalid-utf8", { custom_external_id: ["is already used by another customer"] }, true],
    ["createCustomer", "huge-string", { custom_external_id: ["is already used by another customer"] }, true],
    ["updateCustomer", undefined, { custom_external_id: ["is already used by another customer"] }, false],
    ["updateCustomer", "invalid-utf8", { name: ["must not be empty"] }, false],
    ["updateCustomer", "invalid-utf8", { custom_external_id: ["x"], name: ["y"] }, false],
  ])(
    "a shared custom_external_id on %s after defect %s is excused only for that field: %s",
    (operationId, defect, details, documented) => {
      const refused = documentedRefusal(operationId, 400, fail("VALIDATION_ERROR", details), bound(), defect);
      expect(refused !== undefined).toBe(documented);
    },
  );

  const pairError = {
    status_code: 400,
    error: "Invalid payment terms '15_days' for method 'cash'. Allowed terms are: [x]",
  };
  it.each<[string, string | undefined, unknown, boolean]>([
    ["updateOrderPartially", "missing-field", pairError, true],
    ["updateOrderPartially", undefined, pairError, false],
    ["updateOrderPartially", "invalid-utf8", pairError, false],
    ["updateOrder", "missing-field", pairError, false],
    ["updateOrderPartially", "missing-field", fail("VALIDATION_ERROR"), false],
  ])(
    "the merged payment pair refused on %s after defect %s is excused only for a PATCH missing a field: %s",
    (operationId, defect, body, documented) => {
      const refused = documentedRefusal(operationId, 400, body, bound(order(false)), defect);
      expect(refused !== undefined).toBe(documented);
    },
  );

  it("names only operations of the spec", () => {
    const known = new Set(allOperations().map((op) => op.operationId));
    const named = REFUSALS.flatMap((refusal) => (refusal.operations === "*" ? [] : refusal.operations));
    expect(named.filter((operationId) => !known.has(operationId))).toEqual([]);
  });

  it("never excuses a 2xx-less createOrder: a generated valid order must be accepted", () => {
    for (const status of [400, 404, 409, 422]) {
      expect(documentedRefusal("createOrder", status, fail("VALIDATION_ERROR"), bound())).toBeUndefined();
    }
  });
});
