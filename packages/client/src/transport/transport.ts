/**
 * Sends one call: credentials, a time limit per attempt, retries with backoff (429, 503, network errors,
 * timeouts) honouring `Retry-After`, one renewal of the token after a 401, a cap on the body's size. Resolves to a
 * 2xx answer with its body read; anything else rejects with `ApiError`, `NetworkError`, `TimeoutError`,
 * `ResponseTooLargeError` or the caller's abort reason.
 */
import { ApiError } from "../errors/api-error.js";
import { describeOperation, type Operation } from "../errors/operation.js";
import { NetworkError, ResponseTooLargeError, TimeoutError } from "../errors/transport-errors.js";
import { checkNumber, type NumberRule, RETRIES_RULE, type ResolvedTransportOptions, TIMEOUT_RULE } from "../options.js";
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
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export class Transport {
  declare readonly options: ResolvedTransportOptions;
  declare readonly redactor: Redactor;
  declare readonly credentials: Credentials | undefined;

  constructor(options: ResolvedTransportOptions, redactor: Redactor, credentials: Credentials | undefined) {
    this.options = options;
    this.redactor = redactor;
    this.credentials = credentials;
  }

  async send(request: PreparedRequest, context: CallContext): Promise<Answer> {
    const { operation, signal, retry } = context;
    const { options, credentials } = this;
    // The client's own options were checked when it was made; a call's overrides are checked here.
    const override = (name: "maxRetries" | "timeout", rule: NumberRule) => {
      const value = context[name];
      return value === undefined ? options[name] : checkNumber(describeOperation(operation), name, value, rule);
    };
    const maxRetries = override("maxRetries", RETRIES_RULE);
    const timeoutMs = override("timeout", TIMEOUT_RULE);
    let retries = 0;
    let renewed = false;
    /** Logs the retry and waits for it; the caller's abort ends the wait. */
    const wait = async (delay: number, reason: string) => {
      options.logger(
        `${describeOperation(operation)}: retry ${++retries}/${maxRetries} in ${delay} ms after ${reason}`,
      );
      await options.sleep(delay, signal);
      signal?.throwIfAborted();
    };
    /** The backoff before the next retry. */
    const backoff = () =>
      backoffDelay(retries, {
        baseDelayMs: options.retryBaseDelay,
        maxDelayMs: options.retryMaxDelay,
        random: options.random,
      });
    for (;;) {
      signal?.throwIfAborted();
      const headers = { ...options.headers, ...request.headers };
      const authorized = credentials?.authorize(headers);
      const credential = authorized instanceof Promise ? await untilAborted(authorized, signal) : authorized;
      let answer: Answer;
      try {
        answer = await this.#attempt(request, headers, context, timeoutMs);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof ResponseTooLargeError) throw error;
        const failure = error instanceof TimeoutError ? error : new NetworkError(operation, error, this.redactor);
        if (retries >= maxRetries || !mayRetry(request.method, retry)) throw failure;
        await wait(backoff(), failure.message);
        continue;
      }
      const { status } = answer;
      if (status === 401 && credential !== undefined && credentials?.renew && !renewed) {
        renewed = true;
        options.logger(`${describeOperation(operation)}: HTTP 401, renewing the access token and trying again`);
        await untilAborted(credentials.renew(credential), signal);
        continue;
      }
      if (status >= 200 && status <= 299) return answer;
      const retryAfterMs = parseRetryAfter(answer.headers.get("retry-after"), options.now());
      if (isRetryableStatus(status) && retries < maxRetries && mayRetry(request.method, retry)) {
        if (retryAfterMs === undefined || retryAfterMs <= options.maxRetryAfter) {
          await wait(retryAfterMs ?? backoff(), `HTTP ${status}`);
          continue;
        }
      }
      throw new ApiError({ operation, status, body: answer.text, retryAfterMs, redactor: this.redactor });
    }
  }

  /** One request (with `headers`, credential included) and its whole body, within the time limit. */
  async #attempt(
    request: PreparedRequest,
    headers: HeaderRecord,
    context: CallContext,
    timeoutMs: number,
  ): Promise<Answer> {
    const { operation, signal: caller } = context;
    const attempt = attemptAbort();
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => attempt.abort(new TimeoutError(operation, timeoutMs)), timeoutMs)
      : undefined;
    const onCallerAbort = caller ? () => attempt.abort(caller.reason) : undefined;
    if (caller && onCallerAbort) {
      caller.addEventListener("abort", onCallerAbort, { once: true });
      if (caller.aborted) onCallerAbort();
    }
    try {
      const { url, method, body } = request;
      const init = { method, headers, body: body ?? null, signal: attempt.signal };
      const injected = this.options.fetch;
      if (!injected) return await this.#read(await fetch(url, init), operation, true);
      // An injected fetch may ignore the signal: race it, and leave it to settle unheard if it loses.
      const answer = injected(new Request(url, init)).then((response) => this.#read(response, operation, false));
      answer.catch(() => {});
      return await untilAborted(answer, attempt.signal);
    } catch (error) {
      // fetch rejects with the signal's reason when it aborts; the reason is what the caller gets either way.
      throw attempt.signal.aborted ? attempt.signal.reason : error;
    } finally {
      clearTimeout(timer);
      if (onCallerAbort) caller?.removeEventListener("abort", onCallerAbort);
    }
  }

  /** The status, headers and whole body text of a response, whose body may not pass `maxResponseBytes`. */
  async #read(response: Response, operation: Operation, lengthIsBinding: boolean): Promise<Answer> {
    const { status, headers } = response;
    const limit = this.options.maxResponseBytes;
    const tooLarge = () => new ResponseTooLargeError(operation, status, limit);
    return { status, headers, text: await readBody(response, limit, tooLarge, lengthIsBinding) };
  }
}
