/** How much the sandbox suite measures: short alternating rounds, medians, hard bounds on every run. */

export interface SandboxBenchSettings {
  /** Measured rounds of each load subject (hello, GET order, POST order), alternating. */
  rounds: number;
  /** Length of one load run. */
  seconds: number;
  /** Unmeasured load run per subject before the rounds (JIT, connection pools). */
  warmupSeconds: number;
  /** Request bound of one load run. */
  maxRequests: number;
  connections: number;
  /** Fresh child processes per start measurement (each side), alternating. */
  startRuns: number;
  /** Orders held when memory is measured. */
  orders: number;
}

export const SANDBOX_BENCH: SandboxBenchSettings = {
  rounds: 5,
  seconds: 2,
  warmupSeconds: 1,
  maxRequests: 200_000,
  connections: 10,
  startRuns: 5,
  orders: 100_000,
};
