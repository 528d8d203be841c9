/** Waiting for something the target does in the background (a webhook try): polls until it shows or time is up. */
import { setTimeout as delay } from "node:timers/promises";

const INTERVAL_MS = 25;
export const DEFAULT_POLL_MS = 15_000;
let waitLimit = DEFAULT_POLL_MS;

/** How long a wait for background work (a poll, a webhook) lasts by default: RunContext.waitMs, else 15 s. */
export function setWaitLimit(ms: number | undefined): void {
  waitLimit = ms ?? DEFAULT_POLL_MS;
}

export function waitLimitMs(): number {
  return waitLimit;
}

/** The first value `probe` gives that is not undefined; an Error naming `what` after the timeout. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = waitLimit,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    await delay(INTERVAL_MS);
  }
}
