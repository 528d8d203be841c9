/** Path parameters are bound to the kind of object they name, by name and by the segments before them. */
import { describe, expect, it } from "vitest";
import { pathKinds } from "../../src/fuzz/bindings.js";
import { WorkerModel } from "../../src/fuzz/model.js";
import { allOperations } from "../../src/spec/operations.js";

const byId = (operationId: string) => {
  const op = allOperations().find((each) => each.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
};

describe("pathKinds", () => {
  it.each([
    ["updateVehicleAsCarrier", { order_guid: "order", vehicle_guid: "vehicle" }],
    ["issueInsurancePolicy", { order_guid: "order", vehicle_guid: "policyVehicle" }],
    ["cancelInsurancePolicy", { order_guid: "order", vehicle_guid: "policyVehicle" }],
  ])("%s binds %j", (operationId, kinds) => {
    expect(pathKinds(byId(operationId))).toEqual(kinds);
  });
});

describe("WorkerModel.bind", () => {
  const model = new WorkerModel(0, () => 0, "http://127.0.0.1:1/sink");
  model.upsertOrder({ guid: "order-without-policy", vehicles: [{ guid: "vehicle-a" }, { guid: "vehicle-b" }] });

  it.each([0, 1, 2, 3])("a carrier's vehicle is a vehicle of the bound order (index %i)", (index) => {
    const binding = model.bind({ order_guid: "order", vehicle_guid: "vehicle" }, index);
    expect(binding.values.order_guid).toBe("order-without-policy");
    expect(["vehicle-a", "vehicle-b"]).toContain(binding.values.vehicle_guid);
  });

  it("a policy vehicle stays unbound while no policy was drafted", () => {
    const binding = model.bind({ order_guid: "order", vehicle_guid: "policyVehicle" }, 0);
    expect(binding.values.vehicle_guid).toBeUndefined();
  });
});

describe("WorkerModel.ownValue (another organisation's object for the isolation cases)", () => {
  const carrier = (guid: string, preferred = false) => ({
    data: { object: { guid, broker_records: { preferred } } },
  });
  const model = new WorkerModel(1, () => 0, "http://127.0.0.1:1/sink");
  model.observe("addNetworkCarrier", { values: {} }, carrier("network-carrier", true));
  model.observe("createInternalCarrier", { values: {} }, carrier("internal-carrier", true));

  it.each([0, 1, 2, 3])("offers only the internal carrier, never a network one (index %i)", (index) => {
    expect(model.ownValue("carrier", index)).toBe("internal-carrier");
    expect(model.ownValue("preferredCarrier", index)).toBe("internal-carrier");
  });

  it("offers no carrier when the organisation has only network carriers (G-097: their guid is shared)", () => {
    const networkOnly = new WorkerModel(2, () => 0, "http://127.0.0.1:1/sink");
    networkOnly.observe("getCarrierProfile", { values: {} }, carrier("network-carrier"));
    expect(networkOnly.ownValue("carrier", 0)).toBeUndefined();
    expect(networkOnly.knows("network-carrier")).toBe(true);
    expect(networkOnly.knows("internal-carrier")).toBe(false);
  });
});
