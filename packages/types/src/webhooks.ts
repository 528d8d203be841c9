/**
 * Webhook payload types derived from the generated `webhooks` of the shipper API: each entry's POST request body
 * (application/json), whose `action` the spec narrows to that entry's own action.
 */
import type { webhooks } from "../generated/shipper.js";
import type { WebhookAction } from "./shipper.js";

/** The JSON request body of one `webhooks` entry's POST. */
type JsonBody<Entry> = Entry extends { post: { requestBody?: { content: { "application/json": infer Body } } } }
  ? Body
  : never;

/** Every webhook action mapped to the payload its deliveries carry. */
export type WebhookPayloads = { [Action in keyof webhooks]: JsonBody<webhooks[Action]> };

/** A webhook delivery body: the union of the 64 payloads, discriminated by `action`. */
export type WebhookEvent = WebhookPayloads[keyof WebhookPayloads];

/** The payload of one action, or of a union of actions: `WebhookEventOf<"insurance.canceled">`. */
export type WebhookEventOf<A extends WebhookAction> = WebhookPayloads[A];
