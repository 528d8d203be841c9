/** Subscribe, unsubscribe and list webhook subscriptions: at most one active subscription per action. */
import { randomBytes } from "node:crypto";
import { SUBSCRIBE_MESSAGES } from "../callback-hosts.js";
import type { SandboxContext } from "../context.js";
import { notFound, validationError } from "../domain/errors.js";
import { newGuid } from "../state/ids.js";
import type { Organisation } from "../state/organisations.js";
import { REVISION_ACTIONS, WEBHOOK_SUBSCRIPTIONS, type WebhookSubscriptionRecord } from "./subscription-record.js";

export interface SubscribeInput {
  callback_url: string;
  audit_field_set?: string[];
}

/**
 * 400 unless the URL is absolute http(s) with a host (the schema checks the shape; this is the sandbox's own check)
 * that the callback host policy allows.
 */
function checkCallbackUrl(ctx: SandboxContext, callbackUrl: string): void {
  let url: URL | undefined;
  try {
    url = new URL(callbackUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") {
    throw validationError("shipper", { callback_url: ["must be an http or https URL"] });
  }
  const refusal = ctx.callbackHosts.refusal(url.hostname);
  if (refusal) throw validationError("shipper", { callback_url: [SUBSCRIBE_MESSAGES[refusal]] });
}

export function activeSubscription(org: Organisation, action: string): WebhookSubscriptionRecord | undefined {
  return org
    .collection(WEBHOOK_SUBSCRIPTIONS)
    .values()
    .find((subscription) => subscription.isActive && subscription.action === action);
}

/** The active subscriptions, oldest first. */
export function listSubscriptions(org: Organisation): WebhookSubscriptionRecord[] {
  return org
    .collection(WEBHOOK_SUBSCRIPTIONS)
    .values()
    .filter((subscription) => subscription.isActive);
}

/**
 * Makes `callback_url` the action's active subscription. Subscribing again replaces the callback and the field
 * set of the active subscription (same guid and token); `audit_field_set` only counts for revision actions.
 */
export function subscribe(
  ctx: SandboxContext,
  org: Organisation,
  action: string,
  input: SubscribeInput,
): WebhookSubscriptionRecord {
  checkCallbackUrl(ctx, input.callback_url);
  const now = ctx.clock.now();
  const revision = REVISION_ACTIONS.has(action);
  const auditFieldSet = revision ? [...new Set(input.audit_field_set ?? [])] : [];
  const revisionForm = revision && (action !== "order.created" || input.audit_field_set !== undefined);
  const existing = activeSubscription(org, action);
  if (existing) {
    Object.assign(existing, { callbackUrl: input.callback_url, auditFieldSet, revisionForm, changedAt: now });
    return org.collection(WEBHOOK_SUBSCRIPTIONS).set(existing);
  }
  return org.collection(WEBHOOK_SUBSCRIPTIONS).set({
    guid: newGuid(),
    action,
    callbackUrl: input.callback_url,
    verificationToken: randomBytes(16).toString("hex"),
    auditFieldSet,
    revisionForm,
    isActive: true,
    createdAt: now,
    changedAt: now,
  });
}

/** Makes the action's active subscription inactive (notifications stop); 404 when there is none. */
export function unsubscribe(ctx: SandboxContext, org: Organisation, action: string): WebhookSubscriptionRecord {
  const subscription = activeSubscription(org, action);
  if (!subscription) throw notFound(`No active subscription to ${action}`);
  subscription.isActive = false;
  subscription.changedAt = ctx.clock.now();
  return org.collection(WEBHOOK_SUBSCRIPTIONS).set(subscription);
}
