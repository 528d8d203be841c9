/** The contract between the request pipeline (app.ts) and the route declarations (routes/), one per operation. */
import type { IncomingHttpHeaders } from "node:http";
import type { Client } from "../auth/clients.js";
import type { SandboxContext } from "../context.js";
import type { BodyErrorRefiner } from "../domain/body-errors.js";
import type { Organisation } from "../state/organisations.js";

export interface HandlerInput {
  ctx: SandboxContext;
  /** The caller's organisation (undefined only on the token and pricing routes). */
  org: Organisation | undefined;
  client: Client | undefined;
  /** Path parameters by their spec names, validated. */
  path: Record<string, unknown>;
  /** Declared query parameters, validated and coerced. */
  query: Record<string, unknown>;
  /** The validated body (undefined when the operation has none). */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The request path, without the query. */
  url: string;
}

export interface HandlerResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** `body` already serialised (see `keptObjectEnvelope`): sent as is. */
  json?: string;
}

export interface Route {
  /** Synchronous: the whole change runs at one instant of the sandbox clock (instant-clock.ts). */
  handle(input: HandlerInput): HandlerResult;
  /** True when the handler validates the request itself (the token request answers in its own shapes). */
  ownValidation?: boolean;
  refineBodyErrors?: BodyErrorRefiner;
  /** A lazy route (routes/lazy-routes.ts): imports its module; `handle` and the fields above hold once it resolved. */
  load?: (() => Promise<void>) | undefined;
}

/** operationId -> route. Operations without an entry answer 404 (not implemented yet). */
export type RouteTable = Record<string, Route>;

export function orgOf(input: HandlerInput): Organisation {
  if (!input.org) throw new Error("route needs an organisation but the request carries none");
  return input.org;
}

export function ok(body: unknown, status = 200): HandlerResult {
  return { status, body };
}

export function objectEnvelope(object: unknown): HandlerResult {
  return ok({ status: "success", data: { object } });
}

const envelopeJson = new WeakMap<object, string>();

/** `objectEnvelope` of an object nobody changes (a reused order view): its JSON is worked out once per object. */
export function keptObjectEnvelope(object: object): HandlerResult {
  const result = objectEnvelope(object);
  let json = envelopeJson.get(object);
  if (json === undefined) {
    json = JSON.stringify(result.body);
    envelopeJson.set(object, json);
  }
  result.json = json;
  return result;
}
