import { describe, expect, it } from "vitest";
import { pathKinds } from "../../src/fuzz/bindings.js";
import { operationById } from "../../src/spec/operations.js";

describe("pathKinds", () => {
  it("binds the carrier's vehicle correction to a vehicle of the order, and the insurer's paths to a policy's", () => {
    expect(pathKinds(operationById("updateVehicleAsCarrier"))).toEqual({
      order_guid: "order",
      vehicle_guid: "orderVehicle",
    });
    const insurer = operationById("issueInsurancePolicy");
    expect(pathKinds(insurer).vehicle_guid).toBe("policyVehicle");
  });
});
