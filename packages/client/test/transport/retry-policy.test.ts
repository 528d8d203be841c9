import { describe, expect, it } from "vitest";
import { backoffDelay, isIdempotent, isRetryableStatus, mayRetry, sleep } from "../../src/transport/retry-policy.js";

describe("retry policy", () => {
  it.each(["GET", "PUT", "DELETE", "HEAD", "OPTIONS", "get"])("%s is idempotent", (method) => {
    expect(isIdempotent(method)).toBe(true);
  });

  it.each(["POST", "PATCH"])("%s is not idempotent: retried only on opt-in", (method) => {
    expect(isIdempotent(method)).toBe(false);
    expect(mayRetry(method, undefined)).toBe(false);
    expect(mayRetry(method, true)).toBe(true);
  });

  it("never retries a call that says retry: false", () => {
    expect(mayRetry("GET", false)).toBe(false);
  });

  it.each([
    [429, true],
    [503, true],
    [500, false],
    [502, false],
    [504, false],
    [409, false],
  ])("status %i retryable: %s", (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });

  it.each([
    { retry: 0, random: 0.5, delay: 50 },
    { retry: 1, random: 0.5, delay: 100 },
    { retry: 2, random: 0.5, delay: 200 },
    { retry: 3, random: 0.5, delay: 250 },
    { retry: 1, random: 0, delay: 0 },
    { retry: 1, random: 0.999, delay: 199 },
  ])("backoff of retry $retry with random $random is $delay ms", ({ retry, random, delay }) => {
    expect(backoffDelay(retry, { retryBaseDelay: 100, retryMaxDelay: 500, random: () => random })).toBe(delay);
  });

  it("sleep rejects with the signal's reason when aborted, at once when already aborted", async () => {
    const reason = new Error("stop");
    await expect(sleep(60_000, AbortSignal.abort(reason))).rejects.toBe(reason);
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
  });
});
