/** The loadboard operations of the shipper API: post an order, remove it. */
import { postToLoadboard, removeFromLoadboard } from "../../domain/loadboard/loadboard.js";
import { orderView } from "../../domain/orders/order-view.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, orgOf, type RouteTable } from "../route.js";

function postOrderToLoadboard(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  return objectEnvelope(orderView(org, postToLoadboard(input.ctx, org, String(input.path.guid))));
}

function removeOrderFromLoadboard(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  return objectEnvelope(orderView(org, removeFromLoadboard(input.ctx, org, String(input.path.guid))));
}

export const loadboardRoutes: RouteTable = {
  postOrderToLoadboard: { handle: postOrderToLoadboard },
  removeOrderFromLoadboard: { handle: removeOrderFromLoadboard },
};
