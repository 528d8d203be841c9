/** `POST /oauth/token?grant_type=client_credentials` with HTTP Basic: the TokenResponse, or its two error bodies. */
import { parseBasicAuth } from "../../auth/clients.js";
import { formatDateTime } from "../../time.js";
import type { HandlerInput, HandlerResult, Route } from "../route.js";

function requestToken({ ctx, headers, query, url }: HandlerInput): HandlerResult {
  const credentials = parseBasicAuth(headers.authorization);
  const client = credentials && ctx.clients.authenticate(credentials.clientId, credentials.clientSecret);
  if (!client) {
    return {
      status: 401,
      headers: { "www-authenticate": 'Basic realm="oauth"' },
      body: {
        timestamp: formatDateTime(ctx.clock.now()),
        status: 401,
        error: "Unauthorized",
        message: credentials ? "Bad credentials" : "Full authentication is required to access this resource",
        path: url,
      },
    };
  }
  const grant = query.grant_type;
  if (grant !== "client_credentials") {
    const description =
      grant === undefined
        ? "Missing grant type"
        : `Unsupported grant type: ${typeof grant === "string" ? grant.slice(0, 100) : "(several values)"}`;
    return { status: 400, body: { error: "invalid_request", error_description: description } };
  }
  const token = ctx.tokens.issue(client);
  return {
    status: 200,
    headers: { "cache-control": "no-store", pragma: "no-cache" },
    body: {
      access_token: token.accessToken,
      token_type: "bearer",
      expires_in: ctx.tokens.ttl,
      scope: "read write",
      aud: ["public-api"],
      sub: client.userGuid,
      org_guid: client.orgGuid,
      purpose: "public_api",
      iss: "haulkit-sandbox",
      iat: Math.floor(token.issuedAt / 1000),
      jti: token.jti,
    },
  };
}

/** Answers in the token endpoint's own shapes, so the request is not validated against the spec first. */
export const tokenRoute: Route = { ownValidation: true, handle: requestToken };
