/** What the HTTP layer learns about a request as it goes through the hooks. */
import type { FastifyRequest } from "fastify";
import type { Client } from "../auth/clients.js";
import type { ServiceName } from "../spec/documents.js";
import type { OperationValidators } from "../spec/validators.js";
import type { Organisation } from "../state/organisations.js";
import type { Route } from "./route.js";

export interface RequestState {
  service: ServiceName;
  entry: OperationValidators | undefined;
  route: Route | undefined;
  client: Client | undefined;
  org: Organisation | undefined;
  /** Media type the body was parsed as. */
  mediaType: string | undefined;
  /** The answer is framework-level (checked against the service's generic failure shape). */
  generic: boolean;
  /** The answer is the sandbox's own loud failure (never re-checked). */
  selfCheckFailure: boolean;
}

export interface RouteConfig {
  entry?: OperationValidators;
  route?: Route;
}

declare module "fastify" {
  interface FastifyRequest {
    sandbox: RequestState;
  }
}

/** The pricing service lives under `/api/`, the test helpers under `/_sandbox`; everything else is the shipper API. */
export function serviceOfUrl(url: string): ServiceName {
  if (url.startsWith("/api/")) return "pricing";
  return url === "/_sandbox" || url.startsWith("/_sandbox/") || url.startsWith("/_sandbox?") ? "sandbox" : "shipper";
}

/** The request path without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The state of a request to one of the routes (the route's own onRequest hook knows its config). */
export function routeState(config: RouteConfig, url: string): RequestState {
  return {
    service: config.entry?.op.service ?? serviceOfUrl(url),
    entry: config.entry,
    route: config.route,
    client: undefined,
    org: undefined,
    mediaType: undefined,
    generic: false,
    selfCheckFailure: false,
  };
}

/** The state of a request that reached no route's hook (unknown path, router failure): read from the request. */
export function initialState(request: FastifyRequest): RequestState {
  return routeState((request.routeOptions.config ?? {}) as RouteConfig, request.url);
}
