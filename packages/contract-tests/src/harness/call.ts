/**
 * `call(operationId, options)`: a pactum spec for one documented operation. Method and path come from the spec,
 * authentication from the suite's target, and every call is checked against the spec (`conformsToSpec`) and
 * recorded for coverage, so no suite can forget either. Failures show the operation and the response body,
 * never the request headers.
 */
import { isDeepStrictEqual } from "node:util";
import { actorFailure, requireAction } from "../actors/acting.js";
import { operation } from "../spec/operations.js";
import type { ProbedTarget } from "../target/probe.js";
import { connectionSecrets } from "../target/target.js";
import { parseBody } from "../validation/responses.js";
import type { Drift } from "../validation/verdict.js";
import { preview, valueAt, violation } from "../validation/violation.js";
import { settle } from "../verdicts/drift-recorder.js";
import { assumedValueGaps, listedToo } from "../verdicts/error-ids.js";
import { AnswerMismatch, differenceOf, errorIdOf, jsonPathToPointer } from "../verdicts/mismatch.js";
import { AssumedRefusal, settleRefusal } from "./assumed-refusal.js";
import { holdAnswer, holdResponse } from "./expect-field.js";
import {
  CONFORMS_TO_SPEC,
  ContractViolation,
  configurePactum,
  jsonLikeMismatch,
  lastResponseOf,
  type PactumSpec,
  pactum,
  RECORD_HANDLER,
  requestLine,
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
  /**
   * The spec/GAPS.md ids an expected refusal (4xx) rests on where the schema does not show it: a target that
   * accepts the request drifts from them instead of failing (see assumed-refusal.ts).
   */
  assumes?: string | readonly string[];
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

/** Values kept out of messages: every client's secret, the pricing key, the token sent and the suite's own. */
function secretsOf(target: ProbedTarget, ...tokens: Array<string | undefined>): string[] {
  return [...connectionSecrets(target), ...tokens.filter((token): token is string => Boolean(token))];
}

/**
 * `.expectJson(path, value)` fails with node:assert's text, which names no place: the first such expectation the
 * answer does not meet gives the pointer, the expected and the actual value.
 */
function jsonQueryDifference(spec: PactumSpec, text: string, error: Error) {
  if (error.name !== "AssertionError") return undefined;
  const queries = (spec as unknown as { _expect?: { jsonQuery?: { path?: unknown; value: unknown }[] } })._expect
    ?.jsonQuery;
  const json = parseBody(text);
  for (const query of queries ?? []) {
    if (typeof query.path !== "string") continue;
    const pointer = jsonPathToPointer(query.path);
    const got = valueAt(json, pointer);
    if (isDeepStrictEqual(got, query.value)) continue;
    return { pointer, expected: preview(query.value), actual: got === undefined ? "missing" : preview(got) };
  }
  return undefined;
}

/** A failure of the call as the answer's fault: operation, request, statuses, the difference, then the body. */
function explain(spec: PactumSpec, operationId: string, request: string, error: unknown, secrets: string[]): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const response = lastResponseOf(spec);
  if (!response) {
    original.message = redactSecrets(`${operationId} (${request}): no answer: ${original.message}`, secrets);
    return original;
  }
  const found = original instanceof ContractViolation ? original.violation : undefined;
  const difference = found
    ? {
        pointer: found.pointer,
        expected: found.problem,
        actual: preview(found.value),
        detail: original.message.startsWith("response breaks the spec") ? original.message : found.message,
      }
    : (jsonQueryDifference(spec, response.text, original) ?? differenceOf(original.message));
  const expectedStatus = (spec as unknown as { _expect?: { statusCode?: unknown } })._expect?.statusCode;
  // An answer taken as its assumed status fails on what else is wrong, the status drift named second; unless the
  // drift itself is the failure (--strict).
  const taken = found?.problem.endsWith("(--strict)") ? undefined : response.takenAs;
  const mismatch = new AnswerMismatch(
    {
      operation: operationId,
      request,
      expectedStatus: typeof expectedStatus === "number" ? expectedStatus : undefined,
      actualStatus: taken ?? response.status,
      ...(taken !== undefined && taken !== response.status ? { receivedStatus: response.status } : {}),
      ...difference,
      errorId: errorIdOf(parseBody(response.text)),
    },
    redactBody(response.text, secrets),
  );
  mismatch.message = redactSecrets(mismatch.message, secrets);
  if (original.stack) mismatch.stack = `${mismatch.message}\n${original.stack.split("\n").slice(1).join("\n")}`;
  return mismatch;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const escapeKey = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** The scalar leaves of a partial object with their JSON pointers (arrays and objects inside arrays left out). */
function scalarLeaves(value: Json, at = ""): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]): [string, unknown][] => {
    const pointer = `${at}/${escapeKey(key)}`;
    if (isObject(inner)) return scalarLeaves(inner, pointer);
    return Array.isArray(inner) ? [] : [[pointer, inner]];
  });
}

/** A deep copy of `value` without the leaf at `pointer`. */
function withoutLeaf(value: Json, pointer: string): Json {
  const [head, ...rest] = pointer.split("/").slice(1);
  const key = (head as string).replaceAll("~1", "/").replaceAll("~0", "~");
  const copy: Json = { ...value };
  if (rest.length === 0) delete copy[key];
  else copy[key] = withoutLeaf(copy[key] as Json, `/${rest.join("/")}`);
  return copy;
}

/**
 * `expectJsonLike(partial)`: a value the answer gives otherwise where the spec only assumes the expected one (an
 * assumed error id, a value of an open value set) is drift and leaves the comparison; the rest is pactum's.
 */
function withAssumedValues(spec: PactumSpec, operationId: string): void {
  const like = spec.expectJsonLike.bind(spec);
  spec.expectJsonLike = ((...args: unknown[]) => {
    const [expected] = args;
    if (args.length !== 1 || !isObject(expected)) return like(...(args as [never]));
    spec.expect((({ req, res }: { req: unknown; res: { statusCode: number; json?: unknown } }) => {
      let rest = expected;
      const drift: Drift[] = [];
      for (const [pointer, want] of scalarLeaves(expected)) {
        const got = valueAt(res.json, pointer);
        if (got === want) continue;
        const gaps = assumedValueGaps(operationId, res.statusCode, pointer, want, res.json);
        if (gaps.length === 0) continue;
        rest = withoutLeaf(rest, pointer);
        if (listedToo(operationId, res.statusCode, pointer, got, res.json)) continue;
        for (const gap of gaps) {
          const observed = `${pointer} ${got === undefined ? "is missing" : `is ${preview(got)}`}`;
          drift.push({
            gap,
            where: operationId,
            status: res.statusCode,
            pointer,
            assumed: `${pointer} is ${preview(want)}`,
            observed,
          });
        }
      }
      const found = settle({ fact: undefined, drift }, requestLine(req as never));
      if (found) throw new ContractViolation(found.message, found);
      const message = jsonLikeMismatch(res.json, rest);
      if (message) throw new Error(message);
    }) as never);
    return spec;
  }) as typeof spec.expectJsonLike;
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
  const base =
    op.api === "pricing"
      ? target.pricing?.url
      : op.api === "sandbox"
        ? (target.actorsUrl ?? target.shipperUrl)
        : target.shipperUrl;
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

/** Remembers what a call returned (the body, or the part `.returns("data.object")` read) with its answer. */
function hold(
  spec: PactumSpec,
  operationId: string,
  request: string,
  value: unknown,
  read: string[],
  secrets: string[],
) {
  const response = lastResponseOf(spec);
  const [path] = read;
  const body = path === "res.body";
  if (!response || read.length > 1 || (!body && (path?.startsWith("res.") || path?.startsWith("req.")))) return;
  const expectedStatus = (spec as unknown as { _expect?: { statusCode?: unknown } })._expect?.statusCode;
  // The body is parsed and redacted again only when a check fails: most held answers never need either.
  let json: { value: unknown } | undefined;
  let text: string | undefined;
  const context = {
    operation: operationId,
    request,
    expectedStatus: typeof expectedStatus === "number" ? expectedStatus : undefined,
    actualStatus: response.takenAs ?? response.status,
    get json() {
      json ??= { value: parseBody(response.text) };
      return json.value;
    },
    get text() {
      text ??= redactBody(response.text, secrets);
      return text;
    },
    secrets,
  };
  if (body) holdAnswer(value, context);
  else if (path) holdAnswer(value, context, jsonPathToPointer(path));
  else holdResponse(value, context);
}

/** A failed call that expected a refusal resting only on assumptions: the AssumedRefusal or --strict failure. */
function refusalOutcome(spec: PactumSpec, operationId: string, options: CallOptions, line: string) {
  const response = lastResponseOf(spec);
  if (!response) return undefined;
  const expectedStatus = (spec as unknown as { _expect?: { statusCode?: unknown } })._expect?.statusCode;
  const outcome = settleRefusal({
    operationId,
    request: { body: options.body, contentType: options.contentType, query: options.query, path: options.path },
    assumes: options.assumes === undefined ? [] : [options.assumes].flat(),
    expectedStatus: typeof expectedStatus === "number" ? expectedStatus : undefined,
    actualStatus: response.status,
    line,
  });
  if (!outcome || outcome instanceof AssumedRefusal) return outcome;
  return new ContractViolation(outcome.message, outcome);
}

export function createCall(target: ProbedTarget, suiteToken: () => string | undefined): Call {
  configurePactum();
  return (operationId, options = {}) => {
    requireAction(target, operationId);
    const request = buildRequest(target, suiteToken, operationId, options);
    const spec = pactum.spec().withMethod(request.method).withPath(request.url);
    if (request.body !== undefined) spec.withBody(request.body);
    spec.withHeaders(request.headers);
    spec.useResponseHandler(RECORD_HANDLER);
    spec.expect(CONFORMS_TO_SPEC);
    trackSpec(spec, { operationId, frameworkAnswer: options.frameworkAnswer } satisfies SpecCheck);
    withAssumedValues(spec, operationId);
    const toss = spec.toss.bind(spec);
    const secrets = secretsOf(target, request.token, suiteToken());
    const line = `${request.method} ${new URL(request.url).pathname}`;
    const read: string[] = [];
    const returns = spec.returns.bind(spec);
    spec.returns = ((handler: unknown) => {
      if (typeof handler === "string") read.push(handler);
      return returns(handler as never);
    }) as typeof spec.returns;
    spec.toss = async () => {
      let value: unknown;
      try {
        value = await toss();
      } catch (error) {
        const failure = actorFailure(lastResponseOf(spec)?.text);
        if (failure) throw failure;
        const refusal = refusalOutcome(spec, operationId, options, line);
        if (refusal instanceof AssumedRefusal) throw refusal;
        throw explain(spec, operationId, line, refusal ?? error, secrets);
      }
      // `.returns("data.object")` of an answer without it: the answer's fault, not a crash of the test later.
      const [path] = read;
      if (read.length === 1 && path && !path.startsWith("res.") && value === undefined) {
        const status = lastResponseOf(spec)?.status ?? 0;
        const missing = violation(
          `${operationId} ${status}`,
          jsonPathToPointer(path),
          "is missing (the test reads it)",
          undefined,
        );
        throw explain(spec, operationId, line, new ContractViolation(missing.message, missing), secrets);
      }
      hold(spec, operationId, line, value, read, secrets);
      return value;
    };
    return spec;
  };
}
