/**
 * The clock the domain reads: the sandbox's clock, except that while one request's change runs (`hold`) every read
 * gives the same instant. So a change stamps its record, its activity and its webhook events with one time, as one
 * transaction would, even on the real clock, which may tick between two reads.
 */
import type { Clock, TimerHandle } from "./clock.js";

export class InstantClock implements Clock {
  private held: number | undefined;

  constructor(private readonly clock: Clock) {}

  get kind(): Clock["kind"] {
    return this.clock.kind;
  }

  now(): number {
    return this.held ?? this.clock.now();
  }

  /** Runs `change` with `now()` fixed at one reading; a hold inside a hold keeps the outer instant. */
  hold<T>(change: () => T): T {
    if (this.held !== undefined) return change();
    this.held = this.clock.now();
    try {
      return change();
    } finally {
      this.held = undefined;
    }
  }

  /** Timers fire at their own due times (not the held instant); a hold goes on at the time advanced to. */
  advance(ms: number): void {
    const held = this.held;
    this.held = undefined;
    try {
      this.clock.advance(ms);
    } finally {
      if (held !== undefined) this.held = this.clock.now();
    }
  }

  /** Due `delayMs` after the clock's own reading (later than a held instant by at most the request's own time). */
  setTimer(delayMs: number, callback: () => void): TimerHandle {
    return this.clock.setTimer(delayMs, callback);
  }

  clearTimer(handle: TimerHandle): void {
    this.clock.clearTimer(handle);
  }

  pendingTimers(): number {
    return this.clock.pendingTimers();
  }

  dispose(): void {
    this.clock.dispose();
  }
}
