/**
 * Node's `process.nextTick` builds a small object per call (ids, callback, arguments), and Node's HTTP and streams
 * call it several times a request. In a sandbox's process V8's feedback for that object's property stores turned
 * megamorphic under the first requests (every process measured, Node 20, plain or under tsx; read with
 * `%DebugPrint(process.nextTick)`), after which a call cost about 0.3 µs instead of 0.02: a tenth of a GET's CPU.
 * Calling it many times in one shape first lets V8 optimise it with those stores monomorphic, and they stay so:
 * about 15 % less server CPU per GET (bench/README.md, "Where the GET's gap goes"). A start does not wait for it
 * (its turns run beside the listen and the first requests; the stores stayed monomorphic all the same). Once per
 * thread: V8's feedback is per isolate, so the marker is on `globalThis`, not module state a test runner may load
 * again. The timer comes from `node:timers`, as in turn-end.ts: a test that fakes the global timers must not stall it.
 * Exported as `@haulkit/sandbox/tick-priming`: a baseline server measured against a sandbox primes itself the same way.
 */
import { setImmediate } from "node:timers";

/**
 * Ticks queued per event-loop turn, and turns: 10,000 calls. V8 optimised `nextTick` after about 4,000 here (3,000
 * were too few); the rest is room for a busy machine, where the optimising compile runs behind.
 */
export const PRIMING_TICKS_PER_TURN = 1000;
export const PRIMING_TURNS = 10;

const PRIMING = Symbol.for("haulkit.sandbox.nextTickPriming");
type Primed = typeof globalThis & { [PRIMING]?: Promise<void> };

/** The callback of every priming tick: one function, so every tick object has the same shape. */
export function primingTick(): void {}

async function prime(): Promise<void> {
  for (let turn = 0; turn < PRIMING_TURNS; turn++) {
    for (let tick = 0; tick < PRIMING_TICKS_PER_TURN; tick++) process.nextTick(primingTick);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Primes `process.nextTick` once per thread (see above); later calls share the first one's promise. */
export function primeNextTick(): Promise<void> {
  const global = globalThis as Primed;
  global[PRIMING] ??= prime();
  return global[PRIMING];
}
