/** When a failed attempt is tried again, and how long to wait first: exponential backoff with full jitter. */

/** Methods safe to send twice; POST and PATCH are retried only when the call opts in. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** HTTP statuses that mean "try again later". */
const RETRYABLE_STATUSES = new Set([429, 503]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** Whether a call may be retried at all: `retry` true or false wins, otherwise only idempotent methods. */
export function mayRetry(method: string, retry: boolean | undefined): boolean {
  return retry ?? isIdempotent(method);
}

export interface BackoffOptions {
  /** Delay before the first retry, before jitter (ms). */
  baseDelayMs: number;
  /** Upper bound of any backoff delay (ms). */
  maxDelayMs: number;
  /** A number in [0, 1): `Math.random` unless injected. */
  random: () => number;
}

/** The wait before retry number `retry` (0 for the first): random in [0, min(max, base * 2^retry)). */
export function backoffDelay(retry: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.floor(ceiling * options.random());
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
