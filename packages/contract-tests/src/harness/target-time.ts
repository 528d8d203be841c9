/**
 * Time on the target as a test sees it. On a manual clock the test moves it, exactly; on any other target it
 * waits in real time — only for waits of at most 60 s, in tests tagged `slow`. A stamp brackets when the target
 * handled a call (between sending and the answer), so the time elapsed on the target between two calls is known
 * within bounds: exact on a manual clock, within a call's round trip in real time.
 */
import { setTimeout as delay } from "node:timers/promises";
import type { Suite } from "./contract.js";
import { advanceClock } from "./steps.js";

/** When a call was sent and answered, in seconds on the test's timeline. */
export interface Stamp {
  sent: number;
  answered: number;
}

/** The longest real-time wait a test may ask for (a test that needs more needs the manual clock). */
export const MAX_REAL_WAIT_S = 60;
/** Real time: added past a window's end (a target may keep whole seconds) and kept before it (round trips). */
export const REAL_TIME_SLACK_S = 1;
export const REAL_TIME_EARLY_S = 3;

export interface TargetTime {
  /** True on a manual clock: time moves only when the test moves it. */
  manual: boolean;
  /** Runs the call, bracketing when the target handled it. */
  stamp<T>(call: () => PromiseLike<T>): Promise<[T, Stamp]>;
  /**
   * Moves on `seconds` from the stamped call (in real time a few seconds fewer), so that a call made next still
   * reaches the target within a window of `seconds` + 1 opened by the stamped call.
   */
  inside(stamp: Stamp, seconds: number): Promise<void>;
  /** Moves on until a window of `seconds` opened by the stamped call has surely ended on the target. */
  past(stamp: Stamp, seconds: number): Promise<void>;
  /** The whole seconds a `Retry-After` may give at `at` for a window of `seconds` opened by `opened`. */
  secondsLeft(opened: Stamp, at: Stamp, seconds: number): { min: number; max: number };
}

/** Real time, for the suite's target without a manual clock; `now` and `sleep` are the test's own (seconds). */
export function realTime(
  now: () => number = () => Date.now() / 1000,
  sleep: (seconds: number) => Promise<unknown> = (seconds) => delay(seconds * 1000),
): TargetTime {
  const until = async (at: number) => {
    const wait = at - now();
    if (wait > MAX_REAL_WAIT_S)
      throw new Error(`a real-time wait of ${Math.ceil(wait)} s is over ${MAX_REAL_WAIT_S} s`);
    if (wait > 0) await sleep(wait);
  };
  return {
    manual: false,
    stamp: async (call) => {
      const sent = now();
      const value = await call();
      return [value, { sent, answered: now() }];
    },
    inside: (stamp, seconds) => until(stamp.sent + Math.max(seconds - REAL_TIME_EARLY_S, 0)),
    past: (stamp, seconds) => until(stamp.answered + seconds + REAL_TIME_SLACK_S),
    secondsLeft: (opened, at, seconds) => bounds(at.sent - opened.answered, at.answered - opened.sent, seconds),
  };
}

/** The manual clock of a sandbox: each test keeps its own count of the seconds it moved it. */
export function manualTime(advance: (seconds: number) => Promise<void>): TargetTime {
  let moved = 0;
  const until = async (at: number) => {
    const step = Math.ceil(at - moved);
    if (step > 0) await advance(step);
    moved += Math.max(step, 0);
  };
  return {
    manual: true,
    stamp: async (call) => [await call(), { sent: moved, answered: moved }],
    inside: (stamp, seconds) => until(stamp.answered + seconds),
    past: (stamp, seconds) => until(stamp.answered + seconds),
    secondsLeft: (opened, at, seconds) => bounds(at.sent - opened.answered, at.answered - opened.sent, seconds),
  };
}

/** Seconds left of the window for an elapsed time within [shortest, longest], rounded up as `Retry-After` is. */
function bounds(shortest: number, longest: number, seconds: number) {
  const clamp = (value: number) => Math.min(seconds, Math.max(1, Math.ceil(value)));
  return { min: clamp(seconds - longest), max: clamp(seconds - shortest) };
}

/** The suite's target time: its manual clock when it has one, else real time. A fresh one per test. */
export function targetTime(suite: Suite): TargetTime {
  return suite.target.capabilities.testClock ? manualTime((seconds) => advanceClock(suite, seconds)) : realTime();
}
