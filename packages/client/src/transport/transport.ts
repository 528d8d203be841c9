/**
 * Sends one call: credentials, a time limit per attempt, retries with backoff (429, 503, network errors,
 * timeouts) honouring `Retry-After`, one renewal of the token after a 401. Resolves to a 2xx answer with its
 * body read; anything else rejects with `ApiError`, `NetworkError`, `TimeoutError` or the caller's abort reason.
 */
import { ApiError } from "../errors/api-error.js";
import { describeOperation, type Operation } from "../errors/operation.js";
import { NetworkError, TimeoutError } from "../errors/transport-errors.js";
import { checkNumber, RETRIES_RULE, type ResolvedTransportOptions, TIMEOUT_RULE } from "../options.js";
import type { Redactor } from "../redactor.js";
import type { Credentials } from "./credentials.js";
import type { HeaderRecord } from "./header-record.js";
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
function untilAborted<T>(promise: Promise<T> | undefined, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!promise || !signal) return Promise.resolve(promise);
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
    const maxRetries = checkNumber(where, "maxRetries", context.maxRetries ?? this.options.maxRetries, RETRIES_RULE);
    const timeoutMs = checkNumber(where, "timeout", context.timeout ?? this.options.timeoutMs, TIMEOUT_RULE);
    const retryable = mayRetry(request.method, context.retry);
    let retries = 0;
    let renewed = false;
    for (;;) {
      signal?.throwIfAborted();
      const headers = { ...this.options.headers, ...request.headers };
      const credential = await untilAborted(this.credentials?.authorize(headers), signal);
      let answer: Answer;
      try {
        answer = await this.#attempt({ ...request, headers }, context, timeoutMs);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        const failure = error instanceof TimeoutError ? error : new NetworkError(operation, error, this.redactor);
        if (!retryable || retries >= maxRetries) throw failure;
        await this.#wait(where, ++retries, maxRetries, this.#backoff(retries), failure.message, signal);
        continue;
      }
      if (answer.status === 401 && credential !== undefined && this.credentials?.renew && !renewed) {
        renewed = true;
        this.options.logger(`${where}: HTTP 401, renewing the access token and trying again`);
        await untilAborted(this.credentials.renew(credential), signal);
        continue;
      }
      const retryAfterMs = parseRetryAfter(answer.headers.get("retry-after"), this.options.now());
      if (isRetryableStatus(answer.status) && retryable && retries < maxRetries) {
        if (retryAfterMs === undefined || retryAfterMs <= this.options.maxRetryAfterMs) {
          const delay = retryAfterMs ?? this.#backoff(retries + 1);
          await this.#wait(where, ++retries, maxRetries, delay, `HTTP ${answer.status}`, signal);
          continue;
        }
      }
      if (answer.status < 200 || answer.status > 299) {
        throw new ApiError({ operation, status: answer.status, body: this.redactor.scrub(answer.text), retryAfterMs });
      }
      return answer;
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

  /** One request and its whole body, within the time limit; the caller's signal aborts it too. */
  async #attempt(request: PreparedRequest, context: CallContext, timeoutMs: number): Promise<Answer> {
    const controller = new AbortController();
    let rejectAbort: (reason: unknown) => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      rejectAbort = reject;
    });
    const abort = (reason: unknown) => {
      controller.abort(reason);
      rejectAbort(reason);
    };
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => abort(new TimeoutError(context.operation, timeoutMs)), timeoutMs)
      : undefined;
    const onCallerAbort = () => abort(context.signal?.reason);
    context.signal?.addEventListener("abort", onCallerAbort, { once: true });
    if (context.signal?.aborted) onCallerAbort();
    try {
      const { url, method, headers, body } = request;
      const init = { method, headers, body: body ?? null, signal: controller.signal };
      const injected = this.options.fetch;
      const exchange = (async (): Promise<Answer> => {
        const response = await (injected ? injected(new Request(url, init)) : fetch(url, init));
        return { status: response.status, headers: response.headers, text: await response.text() };
      })();
      // A fetch that ignores the signal may settle after the race is lost: nobody is waiting for it then.
      exchange.catch(() => {});
      // Settles with the answer, or rejects with the TimeoutError or the caller's abort reason.
      return await Promise.race([exchange, aborted]);
    } finally {
      clearTimeout(timer);
      context.signal?.removeEventListener("abort", onCallerAbort);
    }
  }
}
