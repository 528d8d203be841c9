/**
 * Reads the error bodies the spec documents: the shipper failure envelope, the payment-pair and vehicle-type shape
 * `{status_code, error}`, the token endpoint's two bodies and the pricing error shape.
 */

/** Which documented error body came back (`unknown`: none of them, or no body at all). */
export type ApiErrorKind =
  | "failure"
  | "payment_pair"
  | "vehicle_type"
  | "token_auth"
  | "token_request"
  | "pricing"
  | "unknown";

export interface ErrorBody {
  kind: ApiErrorKind;
  /** `data.error_id` of the failure envelope, or the OAuth `error` code of the token endpoint. */
  errorId: string | undefined;
  /** The service's own message, when the body has one. */
  serviceMessage: string | undefined;
  /** `details` of the failure envelope or of the pricing error, else null. */
  details: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function detailsOf(value: unknown): Record<string, unknown> | null {
  return isObject(value) ? value : null;
}

const UNKNOWN: ErrorBody = { kind: "unknown", errorId: undefined, serviceMessage: undefined, details: null };

/** Classifies a response body (the raw text); anything unreadable is `unknown`. */
export function readErrorBody(raw: string): ErrorBody {
  let body: unknown;
  try {
    body = raw.length > 0 ? JSON.parse(raw) : undefined;
  } catch {
    return UNKNOWN;
  }
  if (!isObject(body)) return UNKNOWN;

  const data = body.data;
  if (body.status === "fail" && isObject(data) && typeof data.error_id === "string") {
    return {
      kind: "failure",
      errorId: data.error_id,
      serviceMessage: text(data.message),
      details: detailsOf(data.details),
    };
  }
  if (isObject(body.meta) && body.meta.status === "fail" && isObject(data) && typeof data.message === "string") {
    return { kind: "pricing", errorId: undefined, serviceMessage: data.message, details: detailsOf(data.details) };
  }
  if (typeof body.status_code === "number" && typeof body.error === "string") {
    const kind = body.error.startsWith("Invalid payment terms")
      ? "payment_pair"
      : body.error.startsWith("Invalid vehicle type")
        ? "vehicle_type"
        : "unknown";
    return { kind, errorId: undefined, serviceMessage: body.error, details: null };
  }
  if (typeof body.timestamp === "string" && typeof body.error === "string" && typeof body.message === "string") {
    return { kind: "token_auth", errorId: undefined, serviceMessage: body.message, details: null };
  }
  if (typeof body.error === "string") {
    return {
      kind: "token_request",
      errorId: body.error,
      serviceMessage: text(body.error_description) ?? body.error,
      details: null,
    };
  }
  return UNKNOWN;
}
