/** The webhook subscription operations of the shipper API: list, subscribe, unsubscribe (per action). */
import { webhookDispatcher } from "../../webhooks/dispatcher.js";
import { subscriptionView } from "../../webhooks/subscription-record.js";
import { listSubscriptions, type SubscribeInput, subscribe, unsubscribe } from "../../webhooks/subscriptions.js";
import { type HandlerInput, type HandlerResult, objectEnvelope, ok, orgOf, type RouteTable } from "../route.js";

const actionOf = (path: Record<string, unknown>) => String(path.webhook_action);

function listWebhookSubscriptions(input: HandlerInput): HandlerResult {
  const objects = listSubscriptions(orgOf(input)).map(subscriptionView);
  return ok({ status: "success", data: { objects } });
}

function subscribeWebhook(input: HandlerInput): HandlerResult {
  const body = input.body as SubscribeInput;
  return objectEnvelope(subscriptionView(subscribe(input.ctx, orgOf(input), actionOf(input.path), body)));
}

function unsubscribeWebhook(input: HandlerInput): HandlerResult {
  const org = orgOf(input);
  const subscription = unsubscribe(input.ctx, org, actionOf(input.path));
  webhookDispatcher(input.ctx)?.cancelWaiting(org, subscription.guid, "unsubscribed");
  return objectEnvelope(subscriptionView(subscription));
}

export const webhookRoutes: RouteTable = {
  listWebhookSubscriptions: { handle: listWebhookSubscriptions },
  subscribeWebhook: { handle: subscribeWebhook },
  unsubscribeWebhook: { handle: unsubscribeWebhook },
};
