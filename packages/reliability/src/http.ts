/** Raw HTTP for the checks: send a request as built (undici's pooled keep-alive fetch), JSON calls, tokens. */
import type { Answer } from "./fuzz/checks.js";
import type { HttpRequest } from "./fuzz/http-request.js";

/** How long one request may take: generous, so only a request that never ends fails, not a busy machine's. */
export const REQUEST_HANG_MS = 120_000;

/** Sends the request and reads the whole answer; a transport failure rejects. */
export async function send(request: HttpRequest, timeoutMs = REQUEST_HANG_MS): Promise<Answer> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const headerText = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
  return { status: response.status, contentType: response.headers.get("content-type") ?? undefined, text, headerText };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** A JSON call with a bearer token; the body (if any) sent as `application/json` (or `type`). */
export async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  type = "application/json",
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = type;
  const answer = await send({
    method,
    url: `${baseUrl}${path}`,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed: unknown;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: answer.status, body: parsed, text: answer.text };
}

/** `data.object` of a success envelope; throws with the status and body otherwise (fixture steps must work). */
export function objectOf(answer: JsonAnswer, what: string): Record<string, unknown> {
  const object = (answer.body as { data?: { object?: unknown } } | undefined)?.data?.object;
  if (answer.status !== 200 || object === null || typeof object !== "object") {
    throw new Error(`${what} failed: HTTP ${answer.status} ${answer.text.slice(0, 400)}`);
  }
  return object as Record<string, unknown>;
}

export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`, "utf8").toString("base64")}`;
}

export interface IssuedToken {
  token: string;
  /** When it stops working, in ms on the service's clock (`iat` + `expires_in`). */
  expiresAt: number;
}

export async function issueToken(baseUrl: string, clientId: string, clientSecret: string): Promise<IssuedToken> {
  const answer = await send({
    method: "POST",
    url: `${baseUrl}/oauth/token?grant_type=client_credentials`,
    headers: { authorization: basicAuthorization(clientId, clientSecret) },
  });
  const body = JSON.parse(answer.text) as { access_token?: string; iat?: number; expires_in?: number };
  if (answer.status !== 200 || typeof body.access_token !== "string") {
    throw new Error(`token request for ${clientId} failed: HTTP ${answer.status}`);
  }
  return { token: body.access_token, expiresAt: ((body.iat ?? 0) + (body.expires_in ?? 0)) * 1000 };
}
