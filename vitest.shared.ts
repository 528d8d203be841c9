/**
 * Settings every package's vitest config shares. A test or hook fails on a hang, never because the machine is slow
 * or busy: at most 10 minutes, far above any test's idle time, so only something that never finishes reaches it.
 */
export const HANG_TIMEOUT_MS = 10 * 60_000;

export const hangTimeouts = { testTimeout: HANG_TIMEOUT_MS, hookTimeout: HANG_TIMEOUT_MS } as const;
