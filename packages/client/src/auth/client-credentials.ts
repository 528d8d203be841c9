/**
 * The OAuth 2.0 client-credentials flow of the shipper API: `POST /oauth/token?grant_type=client_credentials` with
 * HTTP Basic, no body; the token then goes out as `Authorization: Bearer <token>`.
 */
import { ApiError } from "../errors/api-error.js";
import type { ResolvedTransportOptions } from "../options.js";
import { encodedForms, type Redactor } from "../redactor.js";
import { fixedCredentials } from "../transport/credentials.js";
import { Transport } from "../transport/transport.js";
import type { IssuedToken } from "./token-provider.js";

const TOKEN_OPERATION = { method: "POST", path: "/oauth/token" };

function readToken(text: string, redactor: Redactor, status: number): IssuedToken {
  let token: { access_token?: unknown; expires_in?: unknown } | null | undefined;
  try {
    token = JSON.parse(text);
  } catch {}
  const accessToken = token?.access_token;
  const expiresInSeconds = token?.expires_in;
  if (typeof accessToken === "string") redactor.addToken(accessToken);
  if (typeof accessToken !== "string" || accessToken.length === 0 || typeof expiresInSeconds !== "number") {
    const problem = "the token response has no access_token or no numeric expires_in";
    throw new ApiError({ operation: TOKEN_OPERATION, status, body: text, redactor, problem });
  }
  return { accessToken, expiresInSeconds };
}

/** The token request with the client credentials (registered with the redactor in every spelling first). */
export function tokenRequest(
  baseUrl: string,
  clientId: string,
  clientSecret: string,
  transport: ResolvedTransportOptions,
  redactor: Redactor,
): () => Promise<IssuedToken> {
  // The secret, and the Basic value (base64 of `id:secret`) and the secret's own base64 in every spelling.
  const basic = encodedForms(`${clientId}:${clientSecret}`);
  for (const secret of [clientSecret, ...basic, ...encodedForms(clientSecret)]) redactor.addSecret(secret);
  const tokenTransport = new Transport(transport, redactor, fixedCredentials("authorization", `Basic ${basic[0]}`));
  const url = `${baseUrl}/oauth/token?grant_type=client_credentials`;
  const request = { url, method: "POST", headers: {}, body: undefined };
  return async () => {
    const answer = await tokenTransport.send(request, TOKEN_OPERATION, { retry: true });
    const issued = readToken(answer.text, redactor, answer.status);
    transport.logger(`POST /oauth/token: access token obtained (expires in ${issued.expiresInSeconds} s)`);
    return issued;
  };
}
