/**
 * @haulkit/client: typed fetch clients of the shipper API, the pricing service and the sandbox test helpers
 * (token flow, retries, typed errors, pagination), and the webhook helpers.
 */
export { ApiError, ApiErrorBase, type ApiErrorConstructor, type ApiErrorInit } from "./errors/api-error.js";
export { type ClientError, isClientError } from "./errors/client-error.js";
export type { ApiErrorKind, ErrorBody } from "./errors/error-body.js";
export type { Operation } from "./errors/operation.js";
export { NetworkError, ResponseTooLargeError, TimeoutError } from "./errors/transport-errors.js";
export { WebhookError, type WebhookIssue } from "./errors/webhook-error.js";
export {
  type CallOptions,
  DEFAULTS,
  type FetchFunction,
  type PricingClientOptions,
  type ShipperClientOptions,
  type TransportOptions,
} from "./options.js";
export { createPricingClient, type PricingClient } from "./pricing-client.js";
export { createSandboxClient, type SandboxClient } from "./sandbox-client.js";
export { createShipperClient, type ShipperClient, type UploadAttachmentOptions } from "./shipper-client.js";
export {
  type ApiClient,
  type CallArgs,
  type CallInit,
  type CallMethod,
  type HttpMethod,
  type ListItem,
  type ListPath,
  MERGE_PATCH,
  type ResponseBody,
} from "./typed-client.js";
export { parseWebhook } from "./webhooks/parse.js";
export { VERIFICATION_HEADER, verifyWebhook, type WebhookHeaders } from "./webhooks/verify.js";
