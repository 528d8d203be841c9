/**
 * A baseline server child gets Node's `process.nextTick` into the state the sandbox puts its own process in at start
 * (`packages/sandbox/src/http/tick-priming.ts`: 10,000 ticks in one shape, so that V8 optimises it with its stores
 * monomorphic). Unprimed, the hello-world child now and then lands in the megamorphic state instead, for its whole
 * life (2 of 14 children, read with `%DebugPrint`): it then served 38–45k requests/s against 49–72k, and the order
 * ratios of a run with such a baseline read about 30 % high; primed, none of 18 was slow (bench/README.md).
 */
import { setImmediate } from "node:timers";

const tick = () => {};

/** 10 turns of 1,000 ticks, as the sandbox's priming. */
export async function primeNextTick(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) {
    for (let i = 0; i < 1000; i++) process.nextTick(tick);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
