/** Runs a domain call that must fail and returns its ApiError (fails the test when it succeeds or throws another error). */
import { ApiError } from "../../src/domain/errors.js";

export function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

/** The `error_id` of a failure envelope body. */
export function errorIdOf(error: ApiError): string | undefined {
  return (error.body as { data?: { error_id?: string } }).data?.error_id;
}
