/**
 * The one error a call throws for an HTTP answer that is not a success (after retries and the token refresh). Its
 * type is a union discriminated by `kind`: after `error.kind === "failure"`, `errorId` is a `string`.
 */
import type { Redactor } from "../redactor.js";
import { type ApiErrorKind, type ErrorBody, readErrorBody } from "./error-body.js";
import { describeOperation, type Operation } from "./operation.js";

export interface ApiErrorInit {
  operation: Operation;
  status: number;
  /** The raw response body. */
  body: string;
  retryAfterMs?: number | undefined;
  /** Used instead of the body's own message (a 2xx body that is not JSON, for example). */
  problem?: string;
  /** Scrubs the credentials of the client out of the body, the message and the details, in every spelling. */
  redactor?: Redactor | undefined;
}

/** The fields every `ApiError` has; `kind`, `errorId`, `serviceMessage` and `details` are narrowed by `ApiError`. */
export class ApiErrorBase extends Error {
  override readonly name = "ApiError";
  /** The HTTP status. */
  declare readonly status: number;
  /** Which documented error body came back. */
  declare readonly kind: ApiErrorKind;
  /** `data.error_id` of the failure envelope (`VALIDATION_ERROR`, `NOT_FOUND`...) or the token endpoint's OAuth code. */
  declare readonly errorId: string | undefined;
  /** The service's own message (`data.message`, `error`, `error_description`), when the body has one. */
  declare readonly serviceMessage: string | undefined;
  /** `details` of the failure envelope (for `VALIDATION_ERROR`: field -> messages) or of the pricing error; else null. */
  declare readonly details: Record<string, unknown> | null;
  /** The raw response body (credentials removed). */
  declare readonly body: string;
  /** The method and the spec path template of the call. */
  declare readonly operation: Operation;
  /** The wait the service asked for in `Retry-After`, in milliseconds. */
  declare readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const { redactor } = init;
    const body = redactor?.scrub(init.body) ?? init.body;
    const unscrubbed = readErrorBody(body);
    const read = redactor?.scrubValue(unscrubbed) ?? unscrubbed;
    const { problem } = init;
    const reason =
      (problem === undefined ? read.serviceMessage : (redactor?.scrub(problem) ?? problem)) ??
      "no error message in the body";
    const id = read.errorId ? ` ${read.errorId}` : "";
    super(`${describeOperation(init.operation)} failed with HTTP ${init.status}${id}: ${reason}`);
    this.status = init.status;
    this.kind = read.kind;
    this.errorId = read.errorId;
    this.serviceMessage = read.serviceMessage;
    this.details = read.details;
    this.body = body;
    this.operation = init.operation;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** An `ApiError` of each kind: the base fields with the kind's own `errorId`, `serviceMessage` and `details`. */
export type ApiError = { [K in ApiErrorKind]: ApiErrorBase & Extract<ErrorBody, { kind: K }> }[ApiErrorKind];

/** The constructor: `error instanceof ApiError` narrows to the union, and `error.kind` narrows further. */
export interface ApiErrorConstructor {
  new (init: ApiErrorInit): ApiError;
  readonly prototype: ApiError;
}

// The class is what `util.inspect` and stack readers name: "ApiError", as the type and the value are called.
Object.defineProperty(ApiErrorBase, "name", { value: "ApiError" });

export const ApiError: ApiErrorConstructor = ApiErrorBase as unknown as ApiErrorConstructor;
