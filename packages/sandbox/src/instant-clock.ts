/**
 * The clock the domain reads: the sandbox's clock, except that while one request's change runs (`hold`) every read
 * gives the same instant. So a change stamps its record, its activity and its webhook events with one time, as one
 * transaction would, even on the real clock, which may tick between two reads.
 *
 * Each organisation has its own test clock (`of`): the sandbox clock plus what that organisation advanced alone
 * (`POST /_sandbox/clock/advance`). A request reads and advances its organisation's clock; a timer set while it
 * runs is on that clock and, when it fires, the domain reads that clock again. Outside a request and a timer (a
 * test driving the domain, the pricing service) reads give the sandbox clock, and advancing it moves every
 * organisation's clock.
 */
import { type Clock, LinkedClock, type TimerHandle } from "./clock.js";

export class InstantClock implements Clock {
  private held: number | undefined;
  private current: Clock;
  private readonly organisations = new Map<string, LinkedClock>();
  private readonly owners = new WeakMap<TimerHandle, Clock>();

  constructor(private readonly clock: Clock) {
    this.current = clock;
  }

  get kind(): Clock["kind"] {
    return this.clock.kind;
  }

  /** Told after an organisation's own clock was advanced (the data dir keeps each one's offset). */
  onOrganisationAdvance: ((orgGuid: string) => void) | undefined;

  /** The organisation's own test clock (made on first use). */
  of(orgGuid: string): Clock {
    return this.linked(orgGuid);
  }

  /** How far the organisation's clock is ahead of the sandbox clock (what it advanced alone). */
  offsetOf(orgGuid: string): number {
    return this.organisations.get(orgGuid)?.offset() ?? 0;
  }

  /** Puts back an organisation's offset read from a data dir. */
  restoreOffset(orgGuid: string, ms: number): void {
    this.linked(orgGuid).setOffset(ms);
  }

  private linked(orgGuid: string): LinkedClock {
    let clock = this.organisations.get(orgGuid);
    if (!clock) {
      clock = new LinkedClock(this.clock);
      clock.onAdvance = () => this.onOrganisationAdvance?.(orgGuid);
      this.organisations.set(orgGuid, clock);
    }
    return clock;
  }

  now(): number {
    return this.held ?? this.current.now();
  }

  /**
   * Runs `change` with `now()` fixed at one reading of the organisation's clock (the sandbox clock without one);
   * a hold inside a hold keeps the outer instant.
   */
  hold<T>(change: () => T, orgGuid?: string): T {
    if (this.held !== undefined) return change();
    const previous = this.current;
    if (orgGuid !== undefined) this.current = this.of(orgGuid);
    this.held = this.current.now();
    try {
      return change();
    } finally {
      this.held = undefined;
      this.current = previous;
    }
  }

  /** Runs `action` reading `clock` (not held): how a timer's callback sees the clock it was set on. */
  private within<T>(clock: Clock, action: () => T): T {
    const [previous, held] = [this.current, this.held];
    this.current = clock;
    this.held = undefined;
    try {
      return action();
    } finally {
      this.current = previous;
      this.held = held;
    }
  }

  /** Timers fire at their own due times (not the held instant); a hold goes on at the time advanced to. */
  advance(ms: number): void {
    const held = this.held;
    this.held = undefined;
    try {
      this.current.advance(ms);
    } finally {
      if (held !== undefined) this.held = this.current.now();
    }
  }

  /** Due `delayMs` after the clock's own reading (later than a held instant by at most the request's own time). */
  setTimer(delayMs: number, callback: () => void): TimerHandle {
    const clock = this.current;
    const handle = clock.setTimer(delayMs, () => this.within(clock, callback));
    this.owners.set(handle, clock);
    return handle;
  }

  clearTimer(handle: TimerHandle): void {
    (this.owners.get(handle) ?? this.current).clearTimer(handle);
  }

  pendingTimers(): number {
    return this.current.pendingTimers();
  }

  /** Cancels the organisations' timers (their clocks stay), then the sandbox clock's. */
  dispose(): void {
    this.disposeOrganisations();
    this.clock.dispose();
  }

  /** Cancels every organisation's timers, leaving the sandbox clock's own (a clock the caller passed in). */
  disposeOrganisations(): void {
    for (const clock of this.organisations.values()) clock.dispose();
  }
}
