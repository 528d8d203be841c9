/**
 * Failures without a usable HTTP answer: the connection broke (`NetworkError`), an attempt took too long
 * (`TimeoutError`), or the body was longer than the client accepts (`ResponseTooLargeError`).
 */
import type { Redactor } from "../redactor.js";
import { describeOperation, type Operation } from "./operation.js";

/** A plain copy of an error chain: name, messages and code only (no sockets, requests or headers). */
function sanitizedCause(error: unknown, redactor: Redactor): Error {
  const messages: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current != null; depth++) {
    if (current instanceof Error) {
      if (current.message) messages.push(current.message);
      const maybeCode = (current as { code?: unknown }).code;
      if (typeof maybeCode === "string") code = maybeCode;
      current = current.cause;
    } else {
      messages.push(String(current));
      break;
    }
  }
  const copy = new Error(redactor.scrub(messages.join(": ") || "unknown network failure"));
  copy.name = error instanceof Error ? error.name : "Error";
  if (code) Object.assign(copy, { code });
  return copy;
}

export class NetworkError extends Error {
  override readonly name = "NetworkError";
  readonly kind = "network";
  /** The method and the spec path template of the call. */
  declare readonly operation: Operation;
  /** The system or undici error code (`ECONNRESET`, `ECONNREFUSED`, `UND_ERR_SOCKET`...), when there is one. */
  declare readonly code: string | undefined;

  constructor(operation: Operation, error: unknown, redactor: Redactor) {
    const cause = sanitizedCause(error, redactor);
    const code = (cause as { code?: string }).code;
    super(`${describeOperation(operation)} failed before an HTTP answer: ${cause.message}`, { cause });
    this.operation = operation;
    this.code = code;
  }
}

export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  readonly kind = "timeout";
  /** The method and the spec path template of the call. */
  declare readonly operation: Operation;
  /** The time limit of one attempt that ran out, in milliseconds. */
  declare readonly timeoutMs: number;

  constructor(operation: Operation, timeoutMs: number) {
    super(`${describeOperation(operation)} timed out after ${timeoutMs} ms`);
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
}

export class ResponseTooLargeError extends Error {
  override readonly name = "ResponseTooLargeError";
  readonly kind = "response_too_large";
  /** The method and the spec path template of the call. */
  declare readonly operation: Operation;
  /** The HTTP status of the answer whose body was too long. */
  declare readonly status: number;
  /** The cap that was passed (`maxResponseBytes`), in bytes. */
  declare readonly limitBytes: number;

  constructor(operation: Operation, status: number, limitBytes: number) {
    super(
      `${describeOperation(operation)}: the HTTP ${status} response body is longer than maxResponseBytes (${limitBytes} bytes); reading stopped`,
    );
    this.operation = operation;
    this.status = status;
    this.limitBytes = limitBytes;
  }
}
