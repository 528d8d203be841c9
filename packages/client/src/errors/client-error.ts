/** Every error a call throws (besides the caller's own abort reason and option `TypeError`s), discriminated by `kind`. */
import { ApiError } from "./api-error.js";
import { NetworkError, ResponseTooLargeError, TimeoutError } from "./transport-errors.js";

/** `switch (error.kind)` covers the documented error bodies, the network, the time limit and the size cap. */
export type ClientError = ApiError | NetworkError | TimeoutError | ResponseTooLargeError;

/** Whether `error` is one of the client's own errors (then `error.kind` narrows it). */
export function isClientError(error: unknown): error is ClientError {
  return (
    error instanceof ApiError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ResponseTooLargeError
  );
}
