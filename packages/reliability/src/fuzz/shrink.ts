/**
 * Shrinks a failing case with fast-check: the case's own seed regenerates the same plan as the first run of
 * `fc.check`, whose shrinker then looks for a smaller plan that still fails the same check (sent to the live
 * target by the worker that found it).
 */
import fc from "fast-check";
import type { CheckName } from "./checks.js";
import { describeRequest } from "./http-request.js";
import type { Plan } from "./plan.js";
import type { FuzzWorker } from "./worker.js";

export interface ShrunkCase {
  /** fast-check's replay path of the counterexample (with the case's seed). */
  path: string;
  shrinks: number;
  plan: Plan;
  request: Record<string, unknown>;
}

/** Late-bound markers print as what they stand for. */
function printable(plan: Plan): Plan {
  return JSON.parse(
    JSON.stringify(plan, (_key, value) =>
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      value.constructor?.name?.startsWith("Late")
        ? { [`<${value.constructor.name}>`]: { ...value } }
        : value,
    ),
  ) as Plan;
}

export async function shrinkFailure(
  worker: FuzzWorker,
  arbitrary: fc.Arbitrary<Plan>,
  seed: number,
  check: CheckName,
  timeLimitMs = 15_000,
): Promise<ShrunkCase | undefined> {
  let lastRequest: Record<string, unknown> | undefined;
  const property = fc.asyncProperty(arbitrary, async (plan) => {
    const result = await worker.execute(plan, seed);
    const fails = result?.failures.some((failure) => failure.check === check) ?? false;
    if (fails && result) lastRequest = describeRequest(result.request, 3000);
    return !fails;
  });
  const details = await fc.check(property, {
    seed,
    numRuns: 1,
    interruptAfterTimeLimit: timeLimitMs,
    markInterruptAsFailure: false,
  });
  const counterexample = details.counterexample?.[0];
  if (!details.failed || !counterexample) return undefined;
  // Replay the smallest plan once more so `request` is the one that failed last, not an intermediate try.
  const replay = await worker.execute(counterexample, seed);
  const request = replay ? describeRequest(replay.request, 3000) : lastRequest;
  return {
    path: details.counterexamplePath ?? "",
    shrinks: details.numShrinks,
    plan: printable(counterexample),
    request: request ?? {},
  };
}
