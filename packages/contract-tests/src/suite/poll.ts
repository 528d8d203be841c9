/** Waiting for something the target does in the background (a webhook try): polls until it shows or time is up. */
import { setTimeout as delay } from "node:timers/promises";

const INTERVAL_MS = 25;
export const DEFAULT_POLL_MS = 15_000;

/** The first value `probe` gives that is not undefined; an Error naming `what` after the timeout. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = DEFAULT_POLL_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    await delay(INTERVAL_MS);
  }
}
