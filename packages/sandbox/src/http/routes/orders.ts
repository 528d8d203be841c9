/** The order operations of the shipper API. */
import { activitiesOf, activityView } from "../../domain/activities.js";
import * as orderQueries from "../../domain/orders/order-queries.js";
import { bolOf } from "../../domain/orders/order-queries.js";
import { ORDERS } from "../../domain/orders/order-record.js";
import * as orderService from "../../domain/orders/order-service.js";
import { findOrder, patchOrder, replaceOrder } from "../../domain/orders/order-service.js";
import { markAsPaid } from "../../domain/orders/order-status.js";
import { orderView } from "../../domain/orders/order-view.js";
import { vehicleTypeError } from "../../domain/orders/vehicle-types.js";
import { paginate } from "../../domain/pagination.js";
import {
  type HandlerInput,
  type HandlerResult,
  keptObjectEnvelope,
  objectEnvelope,
  ok,
  orgOf,
  type RouteTable,
} from "../route.js";

type Json = Record<string, unknown>;

const refineBodyErrors = vehicleTypeError;

/** The organisation that has the order (the caller's when none has it): only for the `cross-org-read` fault. */
function orgHolding(input: Parameters<typeof orgOf>[0], guid: string) {
  return input.ctx.orgs.all().find((org) => org.collection(ORDERS).get(guid) !== undefined) ?? orgOf(input);
}

function createOrder(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  // The body is this request's own parsed JSON: the order may keep its objects (order-service.ts `storedObject`).
  return objectEnvelope(
    orderView(org, orderService.createOrder(input.ctx, org, input.body as Json, { ownsBody: true })),
  );
}

function listOrders(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const { objects, pagination } = orderQueries.listOrders(org, input.query);
  return ok({ status: "success", data: { objects: objects.map((order) => orderView(org, order)), pagination } });
}

function getOrder(input: HandlerInput): HandlerResult {
  const guid = String(input.path.guid);
  // The `cross-org-read` fault: the order is looked up in whichever organisation has it.
  const org = input.ctx.faults.has("cross-org-read") ? orgHolding(input, guid) : orgOf(input);
  return keptObjectEnvelope(orderView(org, findOrder(org, guid)));
}

function updateOrder(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const order = replaceOrder(input.ctx, org, String(input.path.guid), input.body as Json, { ownsBody: true });
  return objectEnvelope(orderView(org, order));
}

function updateOrderPartially(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  return objectEnvelope(orderView(org, patchOrder(input.ctx, org, String(input.path.guid), input.body as Json)));
}

function findOrdersByVin(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const orders = orderQueries.findOrdersByVin(org, String(input.path.vin));
  return ok({ status: "success", data: { objects: orders.map((order) => orderView(org, order)) } });
}

function listOrderActivities(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const order = findOrder(org, String(input.path.guid));
  const { objects, pagination } = paginate(activitiesOf(order), input.query);
  return ok({ status: "success", data: { objects: objects.map((entry) => activityView(org, entry)), pagination } });
}

function getOrderBol(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  return objectEnvelope(bolOf(input.ctx, findOrder(org, String(input.path.order_guid))));
}

function markOrderAsPaid(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const order = findOrder(org, String(input.path.order_guid));
  markAsPaid(input.ctx, org, order, input.body as Json);
  return objectEnvelope(orderView(org, order));
}

export const orderRoutes: RouteTable = {
  createOrder: { refineBodyErrors, handle: createOrder },
  listOrders: { handle: listOrders },
  getOrder: { handle: getOrder },
  updateOrder: { refineBodyErrors, handle: updateOrder },
  updateOrderPartially: { refineBodyErrors, handle: updateOrderPartially },
  findOrdersByVin: { handle: findOrdersByVin },
  listOrderActivities: { handle: listOrderActivities },
  getOrderBol: { handle: getOrderBol },
  markOrderAsPaid: { handle: markOrderAsPaid },
};
