/** The loadboard operations of the shipper API: post an order, remove it. */
import { postToLoadboard, removeFromLoadboard } from "../../domain/loadboard/loadboard.js";
import { orderView } from "../../domain/orders/order-view.js";
import { objectEnvelope, orgOf, type RouteTable } from "../route.js";

export const loadboardRoutes: RouteTable = {
  postOrderToLoadboard: {
    handle: (input) => {
      const org = orgOf(input);
      return objectEnvelope(orderView(org, postToLoadboard(input.ctx, org, String(input.path.guid))));
    },
  },
  removeOrderFromLoadboard: {
    handle: (input) => {
      const org = orgOf(input);
      return objectEnvelope(orderView(org, removeFromLoadboard(input.ctx, org, String(input.path.guid))));
    },
  },
};
