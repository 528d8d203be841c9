/** The shared set-up of the shipper and sandbox clients: options checked, client-credentials token, transport. */
import {
  checkBaseUrl,
  checkNumber,
  checkString,
  DEFAULTS,
  resolveTransportOptions,
  type ShipperClientOptions,
} from "../options.js";
import { Redactor } from "../redactor.js";
import { bearerCredentials } from "../transport/credentials.js";
import { Transport } from "../transport/transport.js";
import { tokenRequest } from "./client-credentials.js";
import { TokenProvider } from "./token-provider.js";

/** Checks the options and builds the transport that authenticates with the client-credentials token. */
export function bearerTransport(factory: string, options: ShipperClientOptions) {
  const baseUrl = checkBaseUrl(factory, options);
  const clientId = checkString(factory, "clientId", options.clientId);
  const clientSecret = checkString(factory, "clientSecret", options.clientSecret);
  const refreshMarginMs = checkNumber(
    factory,
    "tokenRefreshMargin",
    options.tokenRefreshMargin ?? DEFAULTS.tokenRefreshMargin,
  );
  const transport = resolveTransportOptions(factory, options);
  const redactor = new Redactor();
  // A cached, single-flight token of the client credentials.
  const tokens = new TokenProvider(tokenRequest(baseUrl, clientId, clientSecret, transport, redactor), {
    refreshMarginMs,
    now: transport.now,
  });
  return { baseUrl, transport: new Transport(transport, redactor, bearerCredentials(tokens)) };
}
