/** The broker operations of the shipper API: linked brokers, and create-and-submit an order to one. */

import * as linkedBrokerService from "../../domain/brokers/linked-brokers.js";
import { linkedBrokers, linkedBrokerView } from "../../domain/brokers/linked-brokers.js";
import { orderView } from "../../domain/orders/order-view.js";
import { vehicleTypeError } from "../../domain/orders/vehicle-types.js";
import { paginate } from "../../domain/pagination.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

function listLinkedBrokers(input: HandlerInput): HandlerResult {
  const { objects, pagination } = paginate(linkedBrokers(orgOf(input)), input.query);
  return ok({ status: "success", data: { objects: objects.map(linkedBrokerView), pagination } });
}

function submitOrderToBroker(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const body = input.body as Record<string, unknown>;
  return objectEnvelope(
    orderView(org, linkedBrokerService.submitOrderToBroker(input.ctx, org, String(input.query.broker_guid), body)),
  );
}

export const brokerRoutes: RouteTable = {
  listLinkedBrokers: { handle: listLinkedBrokers },
  submitOrderToBroker: { refineBodyErrors: vehicleTypeError, handle: submitOrderToBroker },
};
