/**
 * The running test file's sandbox and its two connected shippers, as live bindings: a file calls `useTwoShippers()`
 * once at its top and reads `sandbox`, `shipper` and `other` inside its tests and hooks (never at load, when they are
 * not set yet). Files run one after another in a worker, and each file's `beforeAll` binds its own before its tests.
 */
import { type Shipper, useTwoShippers as startTwoShippers, type TestSandbox } from "./sandbox.js";

export let sandbox: TestSandbox;
export let shipper: Shipper;
export let other: Shipper;

/** `useTwoShippers` of ./sandbox.js, binding this module's `sandbox`, `shipper` (shipper-a) and `other` (shipper-b). */
export function useTwoShippers(): void {
  startTwoShippers((started) => {
    ({ sandbox, shipper, other } = started);
  });
}
