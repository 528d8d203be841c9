/**
 * The order of the suite files. On a target the suites share, the ones that read the target as it starts run first:
 * dated-rules needs a clock that still reads before its date (it then moves the clock past it, and nothing moves a
 * clock back), payment-service reads an organisation's settings never changed. The rest keep vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { suiteName } from "./suites.js";

/** Suites that read the target as it starts, in the order they run before every other suite. */
export const STARTING_STATE_SUITES: readonly string[] = ["dated-rules", "payment-service"];

/** `files` with the starting-state suites first (in their order), the others after them as they came. */
export function startingStateFirst<T>(files: readonly T[], suiteOf: (file: T) => string): T[] {
  const rank = (file: T): number => {
    const index = STARTING_STATE_SUITES.indexOf(suiteOf(file));
    return index === -1 ? STARTING_STATE_SUITES.length : index;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/** Vitest's sequencer (slowest files first from the last run) with the starting-state suites moved to the front. */
export class SuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return startingStateFirst(await super.sort(files), (file) => suiteName(file.moduleId));
  }
}
