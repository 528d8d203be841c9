/** Authentication per service: bearer token (shipper), `X-API-Key` (pricing), none on the token request. */
import type { FastifyRequest } from "fastify";
import { secretsEqual } from "../auth/clients.js";
import { parseBearer } from "../auth/tokens.js";
import type { SandboxContext } from "../context.js";
import { ApiError, failureEnvelope, pricingError } from "../domain/errors.js";

export const TOKEN_OPERATION = "requestToken";

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Fills `request.sandbox.client`/`org`, or throws the service's 401. */
export function authenticate(ctx: SandboxContext, request: FastifyRequest): void {
  const state = request.sandbox;
  if (!state.entry || state.entry.op.operationId === TOKEN_OPERATION) return;
  if (state.service === "pricing") {
    const key = headerValue(request.headers["x-api-key"]);
    if (!key || !secretsEqual(key, ctx.pricingApiKey)) {
      throw new ApiError(401, pricingError(key ? "Invalid API key" : "Missing X-API-Key header"));
    }
    return;
  }
  const header = headerValue(request.headers.authorization);
  const bearer = parseBearer(header);
  if (!bearer) {
    throw new ApiError(401, failureEnvelope("AUTH_ERROR", "Full authentication is required to access this resource"));
  }
  const token = ctx.tokens.verify(bearer);
  if (!token) throw new ApiError(401, failureEnvelope("AUTH_ERROR", "Invalid or expired access token"));
  state.client = token.client;
  state.org = ctx.orgs.get(token.client.orgGuid);
}
