/**
 * Reads the error bodies the spec documents: the shipper failure envelope, the payment-pair and vehicle-type shape
 * `{status_code, error}`, the token endpoint's two bodies and the pricing error shape.
 */

import { isObject } from "../json.js";

/** The fields each documented error body gives, by `kind`: a discriminated union. */
export type ErrorBody =
  /** The shipper failure envelope `{status: "fail", data: {error_id, message, details}}`. */
  | { kind: "failure"; errorId: string; serviceMessage: string | undefined; details: Record<string, unknown> | null }
  /** `{status_code: 400, error: "Invalid payment terms '…' for method '…'. …"}`. */
  | { kind: "payment_pair"; errorId: undefined; serviceMessage: string; details: null }
  /** `{status_code: 400, error: "Invalid vehicle type '…'. …"}`. */
  | { kind: "vehicle_type"; errorId: undefined; serviceMessage: string; details: null }
  /** The token endpoint's 401 `{timestamp, status, error, message, path}`. */
  | { kind: "token_auth"; errorId: undefined; serviceMessage: string; details: null }
  /** The token endpoint's OAuth error `{error, error_description}`. */
  | { kind: "token_request"; errorId: string; serviceMessage: string; details: null }
  /** The pricing error `{meta: {status: "fail"}, data: {message, details?}}`. */
  | { kind: "pricing"; errorId: undefined; serviceMessage: string; details: Record<string, unknown> | null }
  /** Anything else, no body included. */
  | { kind: "unknown"; errorId: undefined; serviceMessage: string | undefined; details: null };

/** Which documented error body came back (`unknown`: none of them, or no body at all). */
export type ApiErrorKind = ErrorBody["kind"];

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The fields of one kind, in the order every `ErrorBody` has them. */
function fields(
  kind: ApiErrorKind,
  serviceMessage: string | undefined,
  errorId?: string,
  details: unknown = null,
): ErrorBody {
  return { kind, errorId, serviceMessage, details: isObject(details) ? details : null } as ErrorBody;
}

const UNKNOWN = fields("unknown", undefined);

/** Classifies a response body (the raw text); anything unreadable is `unknown`. */
export function readErrorBody(raw: string): ErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(raw); // an empty body throws too
  } catch {
    return UNKNOWN;
  }
  if (!isObject(body)) return UNKNOWN;

  const { data, error } = body;
  if (body.status === "fail" && isObject(data) && typeof data.error_id === "string") {
    return fields("failure", text(data.message), data.error_id, data.details);
  }
  if (isObject(body.meta) && body.meta.status === "fail" && isObject(data) && typeof data.message === "string") {
    return fields("pricing", data.message, undefined, data.details);
  }
  if (typeof error !== "string") return UNKNOWN;
  if (typeof body.status_code === "number") {
    const kind = error.startsWith("Invalid payment terms")
      ? "payment_pair"
      : error.startsWith("Invalid vehicle type")
        ? "vehicle_type"
        : "unknown";
    return fields(kind, error);
  }
  if (typeof body.timestamp === "string" && typeof body.message === "string") {
    return fields("token_auth", body.message);
  }
  return fields("token_request", text(body.error_description) ?? error, error);
}
