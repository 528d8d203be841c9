/** The sandbox bench's settings at a tiny size, for tests that run a suite end to end (figures plausible, not real). */
import type { SandboxBenchSettings } from "../../src/sandbox/settings.js";

export const TINY_BENCH: SandboxBenchSettings = {
  rounds: 1,
  seconds: 0.5,
  warmupSeconds: 0.2,
  maxRequests: 200,
  connections: 2,
  startRuns: 1,
  orders: 20,
};
