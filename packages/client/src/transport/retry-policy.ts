/** When a failed attempt is tried again, and how long to wait first: exponential backoff with full jitter. */
import { onAbort } from "./abort.js";

/** Methods safe to send twice; POST and PATCH are retried only when the call opts in. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

/** 429 and 503 mean "try again later". */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 503;
}

/** Whether a call may be retried at all: `retry` true or false wins, otherwise only idempotent methods. */
export function mayRetry(method: string, retry: boolean | undefined): boolean {
  return retry ?? isIdempotent(method);
}

/** The transport options the backoff reads. */
export interface BackoffOptions {
  /** Delay before the first retry, before jitter (ms). */
  retryBaseDelay: number;
  /** Upper bound of any backoff delay (ms). */
  retryMaxDelay: number;
  /** A number in [0, 1): `Math.random` unless injected. */
  random: () => number;
}

/** The wait before retry number `retry` (0 for the first): random in [0, min(max, base * 2^retry)). */
export function backoffDelay(retry: number, options: BackoffOptions): number {
  return Math.floor(Math.min(options.retryMaxDelay, options.retryBaseDelay * 2 ** retry) * options.random());
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, ms);
    const stop = onAbort(signal, () => {
      clearTimeout(timer);
      reject(signal?.reason);
    });
  });
}
