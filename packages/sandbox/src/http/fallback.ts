/** Answers for requests no implemented route matched: 405 (path known, method not), 404 otherwise. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError, serviceFailure } from "../domain/errors.js";
import type { OperationSpec } from "../spec/operations.js";
import { pathOf, serviceOfUrl } from "./request-state.js";

export function fallbackError(operations: readonly OperationSpec[], request: FastifyRequest): ApiError {
  const path = pathOf(request.url);
  const service = serviceOfUrl(path);
  const matching = operations.filter((op) => op.matcher.test(path));
  if (matching.length === 0) {
    return new ApiError(404, serviceFailure(service, "NOT_FOUND", `No resource at ${path}`), true);
  }
  const documented = matching.find((op) => op.method === request.method);
  if (documented) {
    return new ApiError(
      404,
      serviceFailure(
        service,
        "NOT_FOUND",
        `Operation ${documented.operationId} (${documented.method} ${documented.path}) is not implemented by the sandbox yet`,
      ),
      true,
    );
  }
  const allow = [...new Set(matching.map((op) => op.method))].sort().join(", ");
  return new ApiError(
    405,
    serviceFailure(service, "METHOD_NOT_ALLOWED", `Method ${request.method} is not allowed on ${path}; use ${allow}`),
    true,
    { allow },
  );
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header("content-type", "application/json; charset=utf-8")
    .send(JSON.stringify(error.body));
}
