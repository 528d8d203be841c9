/** Test helpers that play the driver: pickup and delivery ETAs, GPS locations, and the vehicles' GPS tracking. */
import { type EtaInput, type EtaKind, updateEta } from "../../domain/drivers/driver-eta.js";
import { type LocationInput, reportLocation } from "../../domain/drivers/driver-location.js";
import { trackingView } from "../../domain/drivers/tracking-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

const order = (path: Record<string, unknown>) => String(path.order_guid);

function etaRoute(kind: EtaKind): Route {
  return {
    handle: (input) =>
      objectEnvelope(updateEta(input.ctx, orgOf(input), order(input.path), kind, input.body as EtaInput)),
  };
}

function reportDriverLocation(input: HandlerInput): HandlerResult {
  return objectEnvelope(reportLocation(input.ctx, orgOf(input), order(input.path), input.body as LocationInput));
}

function getVehicleTracking(input: HandlerInput): HandlerResult {
  return objectEnvelope(trackingView(orgOf(input), order(input.path)));
}

export const driverHelperRoutes: RouteTable = {
  updatePickupEtaAsDriver: etaRoute("pickup"),
  updateDeliveryEtaAsDriver: etaRoute("delivery"),
  reportDriverLocation: { handle: reportDriverLocation },
  getVehicleTracking: { handle: getVehicleTracking },
};
