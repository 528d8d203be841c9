/** The Fastify application: one route per implemented operation of each service (helpers optional), plus hooks. */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type RouteGenericInterface,
  type RouteOptions,
} from "fastify";
import { DEFAULTS, type ServerTimeouts } from "../config.js";
import type { SandboxContext } from "../context.js";
import { ApiError, serviceFailure } from "../domain/errors.js";
import { jsonWithExtraKeys } from "../extra-keys.js";
import type { ServiceName } from "../spec/documents.js";
import { serviceValidators } from "../spec/validators.js";
import { authenticate } from "./auth.js";
import { answerClientError, missingHost } from "./client-errors.js";
import {
  BODY_LIMIT_BYTES,
  bodyLimitOf,
  readFormBody,
  registerBodyParser,
  registerUploadParser,
  sentMultipart,
  takesUpload,
} from "./content.js";
import { fallbackError, sendApiError } from "./fallback.js";
import { initialState, pathOf, type RouteConfig, routeState } from "./request-state.js";
import { validateRequest } from "./request-validation.js";
import { checkResponse, mismatchBody } from "./response-check.js";
import type { RouteTable } from "./route.js";
import { connectionTimeoutOf, contextOf, serverOptions } from "./shared-app.js";
import { endOfTurn } from "./turn-end.js";

const FASTIFY_STATUS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "The body exceeds {limit} bytes"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "Unsupported Content-Type"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "BAD_REQUEST", "Content-Length does not match the body"],
};

const ROUTER_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, "BAD_REQUEST", "The request URL is not a valid URL component"],
  FST_ERR_MAX_PARAM_LENGTH: [414, "URI_TOO_LONG", "A path segment of the request URL is too long"],
};

function toApiError(ctx: SandboxContext, request: FastifyRequest, error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const service = request.sandbox?.service ?? "shipper";
  const known = error.code ? FASTIFY_STATUS[error.code] : undefined;
  if (known) {
    const message = known[2].replace("{limit}", String(request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES));
    return new ApiError(known[0], serviceFailure(service, known[1], message), true);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, serviceFailure(service, "BAD_REQUEST", error.message), true);
  }
  ctx.log("error", "unexpected error while handling a request", {
    method: request.method,
    path: pathOf(request.url),
    error: error.stack ?? error.message,
  });
  request.sandbox.selfCheckFailure = true;
  return new ApiError(500, serviceFailure(service, "SANDBOX_INTERNAL_ERROR", "The sandbox failed unexpectedly"));
}

function onSendCheck(ctx: SandboxContext) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = request.sandbox;
    if (!ctx.validateResponses || !state || state.selfCheckFailure || typeof payload !== "string") return payload;
    const mismatch = checkResponse({
      service: state.service,
      entry: state.entry,
      generic: state.generic,
      genericFailure: serviceValidators(state.service).failure,
      status: reply.statusCode,
      payload,
    });
    if (!mismatch) return payload;
    contextOf(request, ctx).log("error", "response does not match the spec", { ...mismatch });
    state.selfCheckFailure = true;
    reply.code(500).header("content-type", "application/json; charset=utf-8");
    return JSON.stringify(mismatchBody(mismatch));
  };
}

/** How much of an over-limit body is read and discarded so the client, still sending, receives the 413. */
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of a request body that was refused (413) before answering: a client still uploading would otherwise
 * see its connection reset (EPIPE) instead of the answer. Bounded: past the cap the connection is closed after all.
 */
function drainRequest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      raw.off("data", onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_CAP_BYTES) finish();
    };
    raw.on("data", onData);
    raw.once("end", finish);
    raw.once("error", finish);
    raw.once("close", finish);
    raw.resume();
  });
}

/**
 * The sandbox validates with the spec's own validators and sends text, so no route has a Fastify schema. Giving
 * Fastify these builders keeps it from loading its default Ajv and serializer compilers (about 90 CommonJS files,
 * a fifth of the start's CPU) when the app is created; a route schema would fail to register, saying why.
 */
const NO_ROUTE_SCHEMAS = {
  compilersFactory: {
    buildValidator: noRouteSchemas,
    buildSerializer: noRouteSchemas,
  },
};

function noRouteSchemas(): never {
  throw new Error("the sandbox validates against the spec itself: Fastify route schemas are not supported");
}

/** A route of an operation, with the route's config typed. */
type OperationRoute = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  RouteConfig
>;

/**
 * The app of the sandbox `ctx`, which its own server answers for; a server made by `serverFor` (shared-app.ts) sends
 * it another sandbox's requests. The app's settings (test helpers, faults, the self-check) are `ctx`'s.
 */
export function buildApp(
  ctx: SandboxContext,
  routes: RouteTable,
  timeouts: ServerTimeouts = DEFAULTS.timeouts,
): FastifyInstance {
  const app = Fastify({
    /** Whole request (Node answers 408 through clientErrorHandler) and idle keep-alive connections (shared-app.ts). */
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.idleMs,
    connectionTimeout: connectionTimeoutOf(timeouts),
    logger: false,
    schemaController: NO_ROUTE_SCHEMAS,
    bodyLimit: BODY_LIMIT_BYTES,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 4096 },
    /** Malformed HTTP, oversized headers and request timeouts in the failure envelope (client-errors.ts). */
    clientErrorHandler: answerClientError,
    http: serverOptions(timeouts),
    /** Router-level failures (bad percent escapes, over-long path segments) in the failure envelope too. */
    frameworkErrors: (error, request, reply) => {
      request.sandbox ??= initialState(request);
      request.sandbox.generic = true;
      const known = ROUTER_ERRORS[error.code] ?? [400, "BAD_REQUEST", "The request URL is malformed"];
      return sendApiError(
        reply,
        new ApiError(known[0], serviceFailure(request.sandbox.service, known[1], known[2]), true),
      );
    },
  });
  app.decorateRequest("sandbox", null as never);
  registerBodyParser(app);

  if (ctx.validateResponses) app.addHook("onSend", onSendCheck(ctx));
  // After the self-check: the extra keys are the fault's, not the sandbox's own answer.
  if (ctx.faults.has("extra-key-everywhere")) {
    app.addHook("onSend", async (_request, reply, payload) =>
      typeof payload === "string" && String(reply.getHeader("content-type") ?? "").includes("json")
        ? jsonWithExtraKeys(payload)
        : payload,
    );
  }
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    request.sandbox ??= initialState(request);
    const apiError = toApiError(contextOf(request, ctx), request, error);
    if (apiError.generic) request.sandbox.generic = true;
    // A refused upload, or a multipart body the handler never read, is drained so the client sees the answer.
    if (apiError.status === 413 || sentMultipart(request)) await drainRequest(request);
    return sendApiError(reply, apiError);
  });
  const services: ServiceName[] = ctx.testHelpers ? ["shipper", "pricing", "sandbox"] : ["shipper", "pricing"];
  const allOperations = services.flatMap((service) => serviceValidators(service).operations.map((entry) => entry.op));
  app.setNotFoundHandler(async (request, reply) => {
    request.sandbox ??= initialState(request);
    request.sandbox.generic = true;
    return sendApiError(reply, missingHost(request) ?? fallbackError(allOperations, request));
  });

  const uploads: OperationRoute[] = [];
  for (const service of services) {
    for (const entry of serviceValidators(service).operations) {
      const route = routes[entry.op.operationId];
      if (!route) continue;
      const config: RouteConfig = { entry, route };
      const upload = takesUpload(entry.op);
      const options: OperationRoute = {
        method: entry.op.method,
        url: entry.op.routePath,
        bodyLimit: bodyLimitOf(entry.op),
        config,
        // The route's own hook knows its config (Fastify's `request.routeOptions` builds a new object per read).
        // Callback style rather than async: a hook that returns a promise costs every request a promise and a tick.
        onRequest: (request, _reply, done) => {
          request.sandbox = routeState(config, request.url);
          try {
            const hostError = missingHost(request);
            if (hostError) throw hostError;
            authenticate(contextOf(request, ctx), request);
          } catch (error) {
            done(error as FastifyError);
            return;
          }
          done();
        },
        handler: async (request, reply) => {
          if (route.load) await route.load();
          const state = request.sandbox;
          const sandbox = contextOf(request, ctx);
          const query = (request.query ?? {}) as Record<string, unknown>;
          if (upload && request.isMultipart()) request.body = await readFormBody(request);
          const input = route.ownValidation
            ? { path: {}, query, body: request.body }
            : validateRequest(
                entry,
                {
                  params: request.params as Record<string, string>,
                  query,
                  body: request.body,
                  mediaType: state.mediaType,
                },
                route.refineBodyErrors,
                sandbox,
              );
          const handle = () =>
            route.handle({
              ctx: sandbox,
              org: state.org,
              client: state.client,
              path: input.path,
              query: input.query,
              body: input.body,
              headers: request.headers,
              url: pathOf(request.url),
            });
          const { persistence } = sandbox;
          const result = sandbox.clock.hold(
            persistence ? () => persistence.during(request.method, handle) : handle,
            state.org?.guid,
          );
          await endOfTurn();
          // With a data dir, the turn's changes are written before its first answer goes out (group commit).
          persistence?.commit(request.method);
          if (result.headers) reply.headers(result.headers);
          return reply
            .code(result.status)
            .header("content-type", "application/json; charset=utf-8")
            .send(result.json ?? JSON.stringify(result.body));
        },
      };
      if (upload) uploads.push(options);
      else app.route(options);
    }
  }
  // The uploads in a scope of their own: only they stream multipart (and pay for its hooks).
  app.register(async (scope) => {
    registerUploadParser(scope);
    for (const options of uploads) scope.route(options);
  });
  return app;
}
