/** Which object each path parameter names, from its name and the path segment before it. */
import type { Operation } from "../spec/operations.js";
import type { RefKind } from "./late.js";

const BY_NAME: Record<string, RefKind> = {
  order_guid: "order",
  request_guid: "loadRequest",
  offer_guid: "offer",
  escalation_guid: "escalation",
  vehicle_guid: "policyVehicle",
  customer_guid: "customer",
  vin: "vin",
};

const GUID_BY_SEGMENT: Record<string, RefKind> = {
  orders: "order",
  price_negotiations: "negotiation",
  carriers: "carrier",
  customers: "customer",
};

/** Path parameter name -> the kind of object it refers to; parameters that name no object are left out. */
export function pathKinds(op: Operation): Record<string, RefKind> {
  const kinds: Record<string, RefKind> = {};
  const segments = op.path.split("/");
  segments.forEach((segment, index) => {
    const match = /^\{(.+)\}$/.exec(segment);
    if (!match) return;
    const name = match[1] as string;
    const before = segments[index - 1] ?? "";
    const twoBefore = segments[index - 2] ?? "";
    // `.../carrier/vehicles/{vehicle_guid}` names a vehicle of the order; the insurance paths name a policy's vehicle.
    if (name === "vehicle_guid" && before === "vehicles") kinds[name] = "orderVehicle";
    else if (BY_NAME[name]) kinds[name] = BY_NAME[name];
    else if (name === "guid" && GUID_BY_SEGMENT[before]) kinds[name] = GUID_BY_SEGMENT[before];
    else if (name === "custom_external_id") {
      kinds[name] = twoBefore === "carriers" ? "carrierExternalId" : "customerExternalId";
    }
  });
  return kinds;
}
