/**
 * Sends one call: credentials, a time limit per attempt, retries with backoff (429, 503, network errors,
 * timeouts) honouring `Retry-After`, one renewal of the token after a 401, a cap on the body's size. Resolves to a
 * 2xx answer with its body read; anything else rejects with `ApiError`, `NetworkError`, `TimeoutError`,
 * `ResponseTooLargeError` or the caller's abort reason.
 */
import { ApiError } from "../errors/api-error.js";
import { describeOperation, type Operation } from "../errors/operation.js";
import { NetworkError, ResponseTooLargeError, TimeoutError } from "../errors/transport-errors.js";
import { checkNumber, RETRIES_RULE, type ResolvedTransportOptions, TIMEOUT_RULE } from "../options.js";
import type { Redactor } from "../redactor.js";
import { attemptAbort } from "./attempt-signal.js";
import type { Credentials } from "./credentials.js";
import type { HeaderRecord } from "./header-record.js";
import { readBody } from "./read-body.js";
import { parseRetryAfter } from "./retry-after.js";
import { backoffDelay, isRetryableStatus, mayRetry } from "./retry-policy.js";

export interface CallContext {
  operation: Operation;
  retry?: boolean | undefined;
  maxRetries?: number | undefined;
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** A request ready to send (and to send again: its body is a string, bytes or FormData, never a stream). */
export interface PreparedRequest {
  url: string;
  method: string;
  /** Lower-case names. */
  headers: HeaderRecord;
  body: string | ArrayBuffer | Uint8Array | FormData | undefined;
}

/** A whole HTTP answer. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** The promise's outcome, or the signal's reason as soon as it aborts (the promise itself goes on, shared). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export class Transport {
  constructor(
    readonly options: ResolvedTransportOptions,
    readonly redactor: Redactor,
    readonly credentials: Credentials | undefined,
  ) {}

  async send(request: PreparedRequest, context: CallContext): Promise<Answer> {
    const { operation, signal } = context;
    const where = describeOperation(operation);
    // The client's own options were checked when it was made; a call's overrides are checked here.
    const maxRetries =
      context.maxRetries === undefined
        ? this.options.maxRetries
        : checkNumber(where, "maxRetries", context.maxRetries, RETRIES_RULE);
    const timeoutMs =
      context.timeout === undefined
        ? this.options.timeoutMs
        : checkNumber(where, "timeout", context.timeout, TIMEOUT_RULE);
    let retries = 0;
    let renewed = false;
    for (;;) {
      signal?.throwIfAborted();
      const headers = { ...this.options.headers, ...request.headers };
      const authorized = this.credentials?.authorize(headers);
      const credential = authorized instanceof Promise ? await untilAborted(authorized, signal) : authorized;
      let answer: Answer;
      try {
        answer = await this.#attempt(request, headers, context, timeoutMs);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof ResponseTooLargeError) throw error;
        const failure = error instanceof TimeoutError ? error : new NetworkError(operation, error, this.redactor);
        if (retries >= maxRetries || !mayRetry(request.method, context.retry)) throw failure;
        await this.#wait(where, ++retries, maxRetries, this.#backoff(retries), failure.message, signal);
        continue;
      }
      if (answer.status === 401 && credential !== undefined && this.credentials?.renew && !renewed) {
        renewed = true;
        this.options.logger(`${where}: HTTP 401, renewing the access token and trying again`);
        await untilAborted(this.credentials.renew(credential), signal);
        continue;
      }
      if (answer.status >= 200 && answer.status <= 299) return answer;
      const retryAfterMs = parseRetryAfter(answer.headers.get("retry-after"), this.options.now());
      if (isRetryableStatus(answer.status) && retries < maxRetries && mayRetry(request.method, context.retry)) {
        if (retryAfterMs === undefined || retryAfterMs <= this.options.maxRetryAfterMs) {
          const delay = retryAfterMs ?? this.#backoff(retries + 1);
          await this.#wait(where, ++retries, maxRetries, delay, `HTTP ${answer.status}`, signal);
          continue;
        }
      }
      throw new ApiError({
        operation,
        status: answer.status,
        body: answer.text,
        retryAfterMs,
        redactor: this.redactor,
      });
    }
  }

  #backoff(retry: number): number {
    return backoffDelay(retry - 1, {
      baseDelayMs: this.options.retryBaseDelayMs,
      maxDelayMs: this.options.retryMaxDelayMs,
      random: this.options.random,
    });
  }

  async #wait(where: string, retry: number, max: number, delay: number, reason: string, signal?: AbortSignal) {
    this.options.logger(`${where}: retry ${retry}/${max} in ${delay} ms after ${reason}`);
    await this.options.sleep(delay, signal);
    signal?.throwIfAborted();
  }

  /** One request (with `headers`, credential included) and its whole body, within the time limit. */
  async #attempt(
    request: PreparedRequest,
    headers: HeaderRecord,
    context: CallContext,
    timeoutMs: number,
  ): Promise<Answer> {
    const attempt = attemptAbort();
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => attempt.abort(new TimeoutError(context.operation, timeoutMs)), timeoutMs)
      : undefined;
    const caller = context.signal;
    const onCallerAbort = caller ? () => attempt.abort(caller.reason) : undefined;
    if (caller && onCallerAbort) {
      caller.addEventListener("abort", onCallerAbort, { once: true });
      if (caller.aborted) onCallerAbort();
    }
    try {
      const { url, method, body } = request;
      const init = { method, headers, body: body ?? null, signal: attempt.signal };
      const injected = this.options.fetch;
      const limit = this.options.maxResponseBytes;
      if (!injected) return await exchange(fetch(url, init), limit, context.operation, true);
      // An injected fetch may ignore the signal: race it, and leave it to settle unheard if it loses.
      const answer = exchange(injected(new Request(url, init)), limit, context.operation);
      answer.catch(() => {});
      return await Promise.race([answer, abortedBy(attempt.signal)]);
    } catch (error) {
      // fetch rejects with the signal's reason when it aborts; the reason is what the caller gets either way.
      throw attempt.signal.aborted ? attempt.signal.reason : error;
    } finally {
      clearTimeout(timer);
      if (onCallerAbort) caller?.removeEventListener("abort", onCallerAbort);
    }
  }
}

/** The status, headers and whole body text of a response, whose body may not pass `limitBytes`. */
async function exchange(
  pending: Promise<Response>,
  limitBytes: number,
  operation: Operation,
  lengthIsBinding = false,
): Promise<Answer> {
  const response = await pending;
  const { status, headers } = response;
  const tooLarge = () => new ResponseTooLargeError(operation, status, limitBytes);
  const text = await readBody(response, limitBytes, tooLarge, lengthIsBinding);
  return { status, headers, text };
}

/** Rejects with the signal's reason when it aborts. */
function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}
