/** The fault suites' setup: a healthy sandbox and a faulty one side by side, so each test shows the rule and its breach. */
import { afterAll, beforeAll } from "vitest";
import type { SandboxOptions } from "../../src/config.js";
import type { FaultName } from "../../src/faults.js";
import { Shipper, startTestSandbox, type TestSandbox } from "./sandbox.js";

export interface FaultPair {
  healthy: TestSandbox;
  faulty: TestSandbox;
  /** A shipper connected to each. */
  onHealthy: Shipper;
  onFaulty: Shipper;
}

/**
 * Starts both sandboxes with `options` (the faulty one with `fault` on, plus `faultyOptions`) before the suite and
 * closes them after it. The pair it returns is filled before the suite: read its fields inside tests and hooks.
 */
export function useFaultPair(
  fault: FaultName,
  { options = {}, faultyOptions = {} }: { options?: SandboxOptions; faultyOptions?: SandboxOptions } = {},
): FaultPair {
  const pair = {} as FaultPair;
  beforeAll(async () => {
    pair.healthy = await startTestSandbox(options);
    pair.faulty = await startTestSandbox({ ...options, ...faultyOptions, faults: [fault] });
    pair.onHealthy = await Shipper.connect(pair.healthy);
    pair.onFaulty = await Shipper.connect(pair.faulty);
  });
  afterAll(async () => {
    await pair.healthy?.close();
    await pair.faulty?.close();
  });
  return pair;
}
