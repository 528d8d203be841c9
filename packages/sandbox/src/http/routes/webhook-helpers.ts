/** Test helper: the webhook delivery log of the caller's organisation (every try of every notification). */
import { deliveriesOf, deliveryView } from "../../webhooks/delivery-record.js";
import { type HandlerInput, type HandlerResult, ok, orgOf, type RouteTable } from "../route.js";

function listSandboxWebhookDeliveries(input: HandlerInput): HandlerResult {
  const action = typeof input.query.action === "string" ? input.query.action : undefined;
  const objects = deliveriesOf(orgOf(input), action).map(deliveryView);
  return ok({ status: "success", data: { objects } });
}

export const webhookHelperRoutes: RouteTable = {
  listSandboxWebhookDeliveries: { handle: listSandboxWebhookDeliveries },
};
