/** The broker operations of the shipper API: linked brokers, and create-and-submit an order to one. */
import { linkedBrokers, linkedBrokerView, submitOrderToBroker } from "../../domain/brokers/linked-brokers.js";
import { orderView } from "../../domain/orders/order-view.js";
import { vehicleTypeError } from "../../domain/orders/vehicle-types.js";
import { paginate } from "../../domain/pagination.js";
import { objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

export const brokerRoutes: RouteTable = {
  listLinkedBrokers: {
    handle: (input) => {
      const { objects, pagination } = paginate(linkedBrokers(orgOf(input)), input.query);
      return ok({ status: "success", data: { objects: objects.map(linkedBrokerView), pagination } });
    },
  },
  submitOrderToBroker: {
    refineBodyErrors: vehicleTypeError,
    handle: (input) => {
      const org = orgOf(input);
      const body = input.body as Record<string, unknown>;
      return objectEnvelope(orderView(org, submitOrderToBroker(input.ctx, org, String(input.query.broker_guid), body)));
    },
  },
};
