/**
 * Sends one call: credentials, a time limit per attempt, retries with backoff (429, 503, network errors,
 * timeouts) honouring `Retry-After`, one renewal of the token after a 401, a cap on the body's size. Resolves to a
 * 2xx answer with its body read; anything else rejects with `ApiError`, `NetworkError`, `TimeoutError`,
 * `ResponseTooLargeError` or the caller's abort reason.
 */
import { ApiError } from "../errors/api-error.js";
import { describeOperation, type Operation } from "../errors/operation.js";
import { NetworkError, ResponseTooLargeError, TimeoutError } from "../errors/transport-errors.js";
import { type CallOptions, callOption, type ResolvedTransportOptions } from "../options.js";
import type { Redactor } from "../redactor.js";
import { onAbort, untilAborted } from "./abort.js";
import { attemptAbort } from "./attempt-signal.js";
import type { Credentials } from "./credentials.js";
import type { HeaderRecord } from "./header-record.js";
import { readBody } from "./read-body.js";
import { parseRetryAfter } from "./retry-after.js";
import { backoffDelay, isRetryableStatus, mayRetry } from "./retry-policy.js";

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

export class Transport {
  declare readonly options: ResolvedTransportOptions;
  declare readonly redactor: Redactor;
  declare readonly credentials: Credentials | undefined;

  constructor(options: ResolvedTransportOptions, redactor: Redactor, credentials: Credentials | undefined) {
    this.options = options;
    this.redactor = redactor;
    this.credentials = credentials;
  }

  /** `operation` names the call in errors and log lines; `call` holds its own options. */
  async send(request: PreparedRequest, operation: Operation, call: CallOptions = {}): Promise<Answer> {
    const { signal, retry } = call;
    const { options, credentials, redactor } = this;
    const maxRetries = callOption(operation, "maxRetries", call.maxRetries) ?? options.maxRetries;
    const timeoutMs = callOption(operation, "timeout", call.timeout) ?? options.timeout;
    let retries = 0;
    let renewed = false;
    for (;;) {
      signal?.throwIfAborted();
      const headers = { ...options.headers, ...request.headers };
      const authorized = credentials?.authorize(headers);
      const credential = authorized instanceof Promise ? await untilAborted(authorized, signal) : authorized;
      let outcome: Answer | NetworkError | TimeoutError;
      try {
        outcome = await this.#attempt(request, headers, operation, signal, timeoutMs);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof ResponseTooLargeError) throw error;
        outcome = error instanceof TimeoutError ? error : new NetworkError(operation, error, redactor);
      }
      let retryAfterMs: number | undefined;
      /** Why the call may be tried again; undefined: it may not. */
      let reason: string | undefined;
      if (outcome instanceof Error) reason = outcome.message;
      else {
        const { status } = outcome;
        if (status === 401 && credential !== undefined && credentials?.renew && !renewed) {
          renewed = true;
          options.logger(`${describeOperation(operation)}: HTTP 401, renewing the access token and trying again`);
          await untilAborted(credentials.renew(credential), signal);
          continue;
        }
        if (status >= 200 && status <= 299) return outcome;
        retryAfterMs = parseRetryAfter(outcome.headers.get("retry-after"), options.now());
        if (isRetryableStatus(status) && (retryAfterMs ?? 0) <= options.maxRetryAfter) reason = `HTTP ${status}`;
      }
      if (reason === undefined || retries >= maxRetries || !mayRetry(request.method, retry)) {
        if (outcome instanceof Error) throw outcome;
        throw new ApiError({ operation, status: outcome.status, body: outcome.text, retryAfterMs, redactor });
      }
      const delay = retryAfterMs ?? backoffDelay(retries, options);
      options.logger(
        `${describeOperation(operation)}: retry ${++retries}/${maxRetries} in ${delay} ms after ${reason}`,
      );
      await options.sleep(delay, signal); // the caller's abort is checked again first thing
    }
  }

  /** One request (with `headers`, credential included) and its whole body, within the time limit. */
  async #attempt(
    request: PreparedRequest,
    headers: HeaderRecord,
    operation: Operation,
    caller: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<Answer> {
    const { fetch: injected, maxResponseBytes: limit } = this.options;
    const attempt = attemptAbort();
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => attempt.abort(new TimeoutError(operation, timeoutMs)), timeoutMs)
      : undefined;
    const unfollow = onAbort(caller, () => attempt.abort(caller?.reason));
    /** The status, headers and whole body text, which may not pass `maxResponseBytes` (Node's fetch: see readBody). */
    const read = async (response: Response): Promise<Answer> => {
      const { status } = response;
      const tooLarge = () => new ResponseTooLargeError(operation, status, limit);
      return { status, headers: response.headers, text: await readBody(response, limit, tooLarge, !injected) };
    };
    try {
      const { url, method, body } = request;
      const init = { method, headers, body, signal: attempt.signal };
      if (!injected) return await read(await fetch(url, init));
      // An injected fetch may ignore the signal: race it, and leave it to settle unheard if it loses.
      const answer = injected(new Request(url, init)).then(read);
      answer.catch(() => {});
      return await untilAborted(answer, attempt.signal);
    } catch (error) {
      // fetch rejects with the signal's reason when it aborts; the reason is what the caller gets either way.
      throw attempt.signal.aborted ? attempt.signal.reason : error;
    } finally {
      clearTimeout(timer);
      unfollow();
    }
  }
}
