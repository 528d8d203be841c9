/** Failure bodies in each service's own shape, and the error type a rule throws to answer with one (HTTP sends it). */
import type { ServiceName } from "../spec/documents.js";

/** Field path -> messages (dotted paths such as `vehicles.0.year`). */
export type FieldErrors = Record<string, string[]>;

/**
 * An answer other than success: the status and the exact body to send. An answer, not a fault: it captures no stack
 * (nothing reads one, and capturing it was most of a refused request's own cost).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** True for framework-level answers (404/405/413/415/malformed JSON) that no operation documents. */
    readonly generic = false,
    readonly headers: Record<string, string> = {},
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`HTTP ${status}`);
    Error.stackTraceLimit = limit;
  }
}

export function failureEnvelope(errorId: string, message: string, details: Record<string, unknown> | null = null) {
  return { status: "fail", data: { error_id: errorId, message, details } };
}

export function pricingError(message: string, details: Record<string, unknown> | null = null) {
  return { meta: { status: "fail" }, data: { message, details } };
}

/** The service's failure body for an error id and message. */
export function serviceFailure(
  service: ServiceName,
  errorId: string,
  message: string,
  details: Record<string, unknown> | null = null,
): unknown {
  return service === "pricing" ? pricingError(message, details) : failureEnvelope(errorId, message, details);
}

export function validationError(service: ServiceName, details: FieldErrors): ApiError {
  return new ApiError(400, serviceFailure(service, "VALIDATION_ERROR", "Validation failed", details));
}

export function notFound(message = "Object not found"): ApiError {
  return new ApiError(404, failureEnvelope("NOT_FOUND", message));
}

export function conflict(errorId: string, message: string): ApiError {
  return new ApiError(409, failureEnvelope(errorId, message));
}

/** The `status_code`/`error` body of the payment-pair and vehicle-type errors. */
export function statusCodeError(message: string): ApiError {
  return new ApiError(400, { status_code: 400, error: message });
}
