/** `createPricingClient`: the typed client of the recommended-price service, authenticated with `X-API-Key`. */
import type { pricing } from "@haulkit/types";
import { checkBaseUrl, checkString, type PricingClientOptions, resolveTransportOptions } from "./options.js";
import { Redactor } from "./redactor.js";
import { fixedCredentials } from "./transport/credentials.js";
import { Transport } from "./transport/transport.js";
import { type ApiClient, createApiClient } from "./typed-client.js";

export type PricingClient = ApiClient<pricing.paths>;

export function createPricingClient(options: PricingClientOptions): PricingClient {
  const factory = "createPricingClient";
  const baseUrl = checkBaseUrl(factory, options);
  const apiKey = checkString(factory, "apiKey", options.apiKey);
  const redactor = new Redactor();
  redactor.addSecret(apiKey);
  const transport = new Transport(
    resolveTransportOptions(factory, options),
    redactor,
    fixedCredentials("x-api-key", apiKey),
  );
  return createApiClient<pricing.paths>(baseUrl, transport).api;
}
