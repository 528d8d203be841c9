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
 * closes them after it.
 */
export function useFaultPair(
  fault: FaultName,
  ready: (pair: FaultPair) => void,
  { options = {}, faultyOptions = {} }: { options?: SandboxOptions; faultyOptions?: SandboxOptions } = {},
): void {
  let healthy: TestSandbox | undefined;
  let faulty: TestSandbox | undefined;
  beforeAll(async () => {
    healthy = await startTestSandbox(options);
    faulty = await startTestSandbox({ ...options, ...faultyOptions, faults: [fault] });
    ready({ healthy, faulty, onHealthy: await Shipper.connect(healthy), onFaulty: await Shipper.connect(faulty) });
  });
  afterAll(async () => {
    await healthy?.close();
    await faulty?.close();
  });
}
