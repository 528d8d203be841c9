/**
 * `call(operationId, options)`: a pactum spec for one documented operation. Method and path come from the spec,
 * authentication from the suite's target, and every call is checked against the spec (`conformsToSpec`) and
 * recorded for coverage, so no suite can forget either. Failures show the operation and the response body,
 * never the request headers.
 */
import { operation } from "../spec/operations.js";
import type { ProbedTarget } from "../target/probe.js";
import {
  CONFORMS_TO_SPEC,
  configurePactum,
  lastResponseOf,
  type PactumSpec,
  pactum,
  RECORD_HANDLER,
  type SpecCheck,
  trackSpec,
} from "./pactum.js";
import { redactBody, redactSecrets } from "./redact.js";

export type QueryValue = string | number | boolean | readonly (string | number)[];

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  /** A JSON value, or a string or bytes sent as they are. */
  body?: unknown;
  /** Default: the operation's first documented request media type. */
  contentType?: string;
  headers?: Record<string, string>;
  /** Bearer token of a shipper or helper call; null sends none. Default: the suite's token. */
  token?: string | null;
  /** `X-API-Key` of a pricing call; null sends none. Default: the target's key. */
  apiKey?: string | null;
  /** HTTP Basic credentials of the token request; null sends none. Default: the target's client. */
  basic?: { id: string; secret: string } | null;
  /**
   * Expect a framework-level answer the operation does not document (413, 415; spec/GAPS.md): it is checked
   * against the failure envelope instead of the operation, and left out of the coverage.
   */
  frameworkAnswer?: boolean;
}

export type Call = (operationId: string, options?: CallOptions) => PactumSpec;

function fillPath(template: string, operationId: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operationId}: path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function secretsOf(target: ProbedTarget, token: string | undefined): string[] {
  return [target.clientSecret, target.pricing?.apiKey, token].filter((value): value is string => Boolean(value));
}

/** Re-throws a failure with the operation and the (redacted) response it got. */
function explain(spec: PactumSpec, operationId: string, error: unknown, secrets: string[]): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const response = lastResponseOf(spec);
  const seen = response
    ? `${operationId} answered ${response.status}: ${redactBody(response.text, secrets).slice(0, 400)}`
    : `${operationId}: no response`;
  original.message = `${redactSecrets(original.message, secrets)}\n  ${seen}`;
  return original;
}

/** An HTTP request as a call sends it. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent (JSON serialised), or undefined. */
  body: string | Buffer | undefined;
  /** The bearer token sent, if any (kept out of failure messages). */
  token: string | undefined;
}

/** Method, URL, authentication and body of a call of `operationId`, from the spec and the target. */
export function buildRequest(
  target: ProbedTarget,
  suiteToken: () => string | undefined,
  operationId: string,
  options: CallOptions = {},
): BuiltRequest {
  const op = operation(operationId);
  const base = op.api === "pricing" ? target.pricing?.url : target.shipperUrl;
  if (!base) throw new Error(`${operationId}: no ${op.api} target is configured`);
  const url = `${base}${fillPath(op.path, operationId, options.path)}${queryString(options.query)}`;
  const headers: Record<string, string> = {};
  let token: string | undefined;
  if (op.api === "pricing") {
    const key = options.apiKey === undefined ? target.pricing?.apiKey : options.apiKey;
    if (key !== null && key !== undefined) headers["x-api-key"] = key;
  } else if (operationId === "requestToken") {
    const basic = options.basic === undefined ? { id: target.clientId, secret: target.clientSecret } : options.basic;
    if (basic) headers.authorization = `Basic ${Buffer.from(`${basic.id}:${basic.secret}`).toString("base64")}`;
  } else {
    token = options.token === undefined ? suiteToken() : (options.token ?? undefined);
    if (options.token === undefined && token === undefined) throw new Error(`${operationId}: the suite has no token`);
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
  }
  let body: string | Buffer | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = options.contentType ?? op.requestMediaTypes[0] ?? "application/json";
    const raw = typeof options.body === "string" || Buffer.isBuffer(options.body);
    body = raw ? (options.body as string | Buffer) : JSON.stringify(options.body);
  }
  return { method: op.method, url, headers: { ...headers, ...options.headers }, body, token };
}

export function createCall(target: ProbedTarget, suiteToken: () => string | undefined): Call {
  configurePactum();
  return (operationId, options = {}) => {
    const request = buildRequest(target, suiteToken, operationId, options);
    const spec = pactum.spec().withMethod(request.method).withPath(request.url);
    if (request.body !== undefined) spec.withBody(request.body);
    spec.withHeaders(request.headers);
    spec.useResponseHandler(RECORD_HANDLER);
    spec.expect(CONFORMS_TO_SPEC, { operationId, frameworkAnswer: options.frameworkAnswer } satisfies SpecCheck);
    if (!options.frameworkAnswer) trackSpec(spec, operationId);
    const toss = spec.toss.bind(spec);
    const secrets = secretsOf(target, request.token);
    spec.toss = async () => {
      try {
        return await toss();
      } catch (error) {
        throw explain(spec, operationId, error, secrets);
      }
    };
    return spec;
  };
}
