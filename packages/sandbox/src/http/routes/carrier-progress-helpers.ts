/** Test helpers that play the carrier on an order it was given: pickup, delivery, invoice and vehicle corrections. */
import { type CarrierProgress, carrierProgress } from "../../domain/orders/carrier-progress.js";
import * as carrierVehicleUpdate from "../../domain/orders/carrier-vehicle-update.js";
import { lifecycleOrderView } from "../../domain/orders/lifecycle-order-view.js";
import { findOrder } from "../../domain/orders/order-service.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type Route, type RouteTable } from "../route.js";

/** Answers the order plus `progress_ignored`: true when rule 4 left the status alone (the `.ignored` event was sent). */
function progressRoute(progress: CarrierProgress): Route {
  return {
    handle: (input) => {
      const org = orgOf(input);
      const order = findOrder(org, String(input.path.order_guid));
      const { ignored } = carrierProgress(input.ctx, org, order, progress);
      return objectEnvelope({ ...lifecycleOrderView(org, order), progress_ignored: ignored });
    },
  };
}

function updateVehicleAsCarrier(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const order = findOrder(org, String(input.path.order_guid));
  const changes = input.body as Record<string, unknown>;
  const corrected = carrierVehicleUpdate.updateVehicleAsCarrier(
    input.ctx,
    org,
    order,
    String(input.path.vehicle_guid),
    changes,
  );
  return objectEnvelope(lifecycleOrderView(org, corrected));
}

export const carrierProgressHelperRoutes: RouteTable = {
  pickUpOrderAsCarrier: progressRoute("pickup"),
  deliverOrderAsCarrier: progressRoute("delivery"),
  invoiceOrderAsCarrier: progressRoute("invoice"),
  updateVehicleAsCarrier: { handle: updateVehicleAsCarrier },
};
