/**
 * The OAuth 2.0 client-credentials flow of the shipper API: `POST /oauth/token?grant_type=client_credentials` with
 * HTTP Basic, no body; the token then goes out as `Authorization: Bearer <token>`.
 */
import { ApiError } from "../errors/api-error.js";
import type { ResolvedTransportOptions } from "../options.js";
import { encodedForms, type Redactor } from "../redactor.js";
import { bearerCredentials, type Credentials, fixedCredentials } from "../transport/credentials.js";
import { Transport } from "../transport/transport.js";
import { type IssuedToken, TokenProvider } from "./token-provider.js";

export interface ClientCredentialsOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  refreshMarginMs: number;
  transport: ResolvedTransportOptions;
  redactor: Redactor;
}

const TOKEN_OPERATION = { method: "POST", path: "/oauth/token" };

function readToken(text: string, redactor: Redactor, status: number): IssuedToken {
  let token: { access_token?: unknown; expires_in?: unknown };
  try {
    token = JSON.parse(text) ?? {};
  } catch {
    token = {};
  }
  if (typeof token.access_token === "string") redactor.addToken(token.access_token);
  if (
    typeof token.access_token !== "string" ||
    token.access_token.length === 0 ||
    typeof token.expires_in !== "number"
  ) {
    throw new ApiError({
      operation: TOKEN_OPERATION,
      status,
      body: text,
      redactor,
      problem: "the token response has no access_token or no numeric expires_in",
    });
  }
  return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
}

/** Bearer credentials backed by a cached, single-flight token of the client credentials. */
export function clientCredentials(options: ClientCredentialsOptions): Credentials {
  const { redactor, transport } = options;
  // The secret, and the Basic value (base64 of `id:secret`) and the secret's own base64 in every spelling.
  const basic = encodedForms(`${options.clientId}:${options.clientSecret}`);
  for (const secret of [options.clientSecret, ...basic, ...encodedForms(options.clientSecret)]) {
    redactor.addSecret(secret);
  }
  const tokenTransport = new Transport(transport, redactor, fixedCredentials("authorization", `Basic ${basic[0]}`));
  const url = `${options.baseUrl}/oauth/token?grant_type=client_credentials`;
  const fetchToken = async (): Promise<IssuedToken> => {
    const request = { url, method: "POST", headers: {}, body: undefined };
    const answer = await tokenTransport.send(request, TOKEN_OPERATION, { retry: true });
    const issued = readToken(answer.text, redactor, answer.status);
    transport.logger(`POST /oauth/token: access token obtained (expires in ${issued.expiresInSeconds} s)`);
    return issued;
  };
  return bearerCredentials(
    new TokenProvider(fetchToken, { refreshMarginMs: options.refreshMarginMs, now: transport.now }),
  );
}
