/**
 * The typed methods of every client, on top of openapi-fetch: `GET`/`POST`/`PUT`/`PATCH`/`DELETE` resolve to the
 * response body typed from the spec and throw `ApiError` (or a transport error) otherwise; `paginate` walks a list.
 * openapi-fetch gives the types and the URL, query, path and body serialisation; the transport sends.
 */
import {
  type BodySerializer,
  type Client,
  type ClientPathsWithMethod,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  type HeadersOptions,
  type MaybeOptionalInit,
  type MethodResponse,
} from "openapi-fetch";
import { ApiError } from "./errors/api-error.js";
import type { CallOptions } from "./options.js";
import { paginate } from "./pagination.js";
import { type HeaderSource, headerRecord } from "./transport/header-record.js";
import type { Transport } from "./transport/transport.js";

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

/** The media type of a PATCH body (RFC 7396). */
export const MERGE_PATCH = "application/merge-patch+json";

/** The second argument of a call: openapi-fetch's `params`, `body`, `headers`, plus the per-call options. */
export type CallInit<Paths, P extends keyof Paths, M extends HttpMethod> = Pick<
  NonNullable<MaybeOptionalInit<Paths[P], M & keyof Paths[P]>>,
  "params" | "body" | "headers"
> &
  CallOptions;

/**
 * The init argument, optional when the operation needs no parameter and no body. Distributed over `P`: when the path
 * is not one of the spec's, `P` falls back to the union of every path, whose init may be left out, so the compiler
 * reports the path itself ("'/v1/public/ordrs' is not assignable to ...") instead of "Expected 2 arguments".
 */
export type CallArgs<Paths, P extends keyof Paths, M extends HttpMethod> = P extends unknown
  ? undefined extends MaybeOptionalInit<Paths[P], M & keyof Paths[P]>
    ? [init?: CallInit<Paths, P, M>]
    : [init: CallInit<Paths, P, M>]
  : never;

/** The typed success body of an operation. */
export type ResponseBody<
  Paths extends {},
  M extends HttpMethod,
  P extends ClientPathsWithMethod<Client<Paths>, M>,
> = MethodResponse<Client<Paths>, M, P>;

export type CallMethod<Paths extends {}, M extends HttpMethod> = <P extends ClientPathsWithMethod<Client<Paths>, M>>(
  path: P,
  ...init: CallArgs<Paths, P, M>
) => Promise<ResponseBody<Paths, M, P>>;

/** GET paths whose success body is a list (`data.objects`). */
export type ListPath<Paths extends {}> = {
  [P in ClientPathsWithMethod<Client<Paths>, "get">]: ResponseBody<Paths, "get", P> extends {
    data: { objects: unknown[] };
  }
    ? P
    : never;
}[ClientPathsWithMethod<Client<Paths>, "get">];

/** The item type of a list path. */
export type ListItem<Paths extends {}, P extends ListPath<Paths>> =
  ResponseBody<Paths, "get", P> extends { data: { objects: (infer Item)[] } } ? Item : never;

export interface ApiClient<Paths extends {}> {
  GET: CallMethod<Paths, "get">;
  POST: CallMethod<Paths, "post">;
  PUT: CallMethod<Paths, "put">;
  PATCH: CallMethod<Paths, "patch">;
  DELETE: CallMethod<Paths, "delete">;
  /** Every item of a list operation, page after page (from `params.query.page`, default 0) until the last. */
  paginate<P extends ListPath<Paths>>(path: P, ...init: CallArgs<Paths, P, "get">): AsyncGenerator<ListItem<Paths, P>>;
}

/** The loosely typed view of a call used inside the package (the typed surface is `ApiClient`); method in upper case. */
export type UntypedCall = (method: Uppercase<HttpMethod>, path: string, init?: UntypedInit) => Promise<unknown>;

export interface UntypedInit extends CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: HeadersOptions } | undefined;
  body?: unknown;
  headers?: HeadersOptions | undefined;
  /** Internal: the attachment upload sends FormData. */
  bodySerializer?: BodySerializer<unknown> | undefined;
}

export function createApiClient<Paths extends {}>(
  baseUrl: string,
  transport: Transport,
  /** The media type of a PATCH body: the spec's request media type of the API's PATCH operations. */
  patchMediaType = MERGE_PATCH,
) {
  const querySerializer = createQuerySerializer();

  const call: UntypedCall = async (method, path, init = {}) => {
    const { params = {}, body, headers } = init;
    const operation = { method, path };
    const search = params.query ? querySerializer(params.query) : "";
    const url = `${baseUrl}${defaultPathSerializer(path, params.path ?? {})}${search ? `?${search}` : ""}`;
    const serialized: string | FormData | undefined =
      body === undefined ? undefined : (init.bodySerializer ?? defaultBodySerializer)(body as never);
    const contentType =
      serialized === undefined || serialized instanceof FormData
        ? undefined
        : { "Content-Type": method === "PATCH" ? patchMediaType : "application/json" };
    const merged = headerRecord(contentType, headers as HeaderSource, params.header as HeaderSource);
    const request = { url, method, headers: merged, body: serialized };
    const answer = await transport.send(request, operation, init);
    if (!answer.text) return undefined;
    try {
      return JSON.parse(answer.text);
    } catch {
      const problem = "the success response body is not valid JSON";
      throw new ApiError({
        operation,
        status: answer.status,
        body: answer.text,
        problem,
        redactor: transport.redactor,
      });
    }
  };

  const typed = {
    GET: (path: string, init?: UntypedInit) => call("GET", path, init),
    POST: (path: string, init?: UntypedInit) => call("POST", path, init),
    PUT: (path: string, init?: UntypedInit) => call("PUT", path, init),
    PATCH: (path: string, init?: UntypedInit) => call("PATCH", path, init),
    DELETE: (path: string, init?: UntypedInit) => call("DELETE", path, init),
    paginate: (path: string, init: UntypedInit = {}) =>
      paginate((page, pageInit) => call("GET", page, pageInit), path, init),
  };
  return { api: typed as unknown as ApiClient<Paths>, call };
}
