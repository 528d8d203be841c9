/** The shared set-up of the shipper and sandbox clients: options checked, client-credentials token, transport. */
import {
  checkBaseUrl,
  checkNumber,
  checkOptions,
  checkString,
  DEFAULTS,
  resolveTransportOptions,
  type ShipperClientOptions,
} from "../options.js";
import { Redactor } from "../redactor.js";
import { Transport } from "../transport/transport.js";
import { clientCredentials } from "./client-credentials.js";

/** Checks the options and builds the transport that authenticates with the client-credentials token. */
export function bearerTransport(factory: string, options: ShipperClientOptions) {
  const baseUrl = checkBaseUrl(factory, checkOptions(factory, options).baseUrl);
  const clientId = checkString(factory, "clientId", options.clientId);
  const clientSecret = checkString(factory, "clientSecret", options.clientSecret);
  const refreshMarginMs = checkNumber(
    factory,
    "tokenRefreshMargin",
    options.tokenRefreshMargin ?? DEFAULTS.tokenRefreshMargin,
  );
  const transport = resolveTransportOptions(factory, options);
  const redactor = new Redactor();
  const credentials = clientCredentials({ baseUrl, clientId, clientSecret, refreshMarginMs, transport, redactor });
  return { baseUrl, transport: new Transport(transport, redactor, credentials) };
}
