/** The one error a call throws for an HTTP answer that is not a success (after retries and the token refresh). */
import { type ApiErrorKind, readErrorBody } from "./error-body.js";
import { describeOperation, type Operation } from "./operation.js";

export interface ApiErrorInit {
  operation: Operation;
  status: number;
  /** The raw response body, already scrubbed of credentials. */
  body: string;
  retryAfterMs?: number | undefined;
  /** Used instead of the body's own message (a 2xx body that is not JSON, for example). */
  problem?: string;
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status. */
  readonly status: number;
  /** Which documented error body came back. */
  readonly kind: ApiErrorKind;
  /** `data.error_id` of the failure envelope (`VALIDATION_ERROR`, `NOT_FOUND`...) or the token endpoint's OAuth code. */
  readonly errorId: string | undefined;
  /** The service's own message (`data.message`, `error`, `error_description`), when the body has one. */
  readonly serviceMessage: string | undefined;
  /** `details` of the failure envelope (for `VALIDATION_ERROR`: field -> messages) or of the pricing error; else null. */
  readonly details: Record<string, unknown> | null;
  /** The raw response body (credentials removed). */
  readonly body: string;
  /** The method and the spec path template of the call. */
  readonly operation: Operation;
  /** The wait the service asked for in `Retry-After`, in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const read = readErrorBody(init.body);
    const reason = init.problem ?? read.serviceMessage ?? "no error message in the body";
    const id = read.errorId ? ` ${read.errorId}` : "";
    super(`${describeOperation(init.operation)} failed with HTTP ${init.status}${id}: ${reason}`);
    this.status = init.status;
    this.kind = read.kind;
    this.errorId = read.errorId;
    this.serviceMessage = read.serviceMessage;
    this.details = read.details;
    this.body = init.body;
    this.operation = init.operation;
    this.retryAfterMs = init.retryAfterMs;
  }
}
