/**
 * Sandbox time. Everything time-dependent (token expiry, later webhook retries, the insurance-sync window, GPS
 * staleness) reads `now()` and schedules with `setTimer`, so tests can drive time with a manual clock.
 */
export interface TimerHandle {
  readonly id: number;
  readonly dueAt: number;
}

export interface Clock {
  readonly kind: "real" | "manual";
  /** Current sandbox time in epoch milliseconds. */
  now(): number;
  /** Moves sandbox time forward and fires, in due order, every timer it passes. */
  advance(ms: number): void;
  /** Runs `callback` once sandbox time reaches `now() + delayMs`. */
  setTimer(delayMs: number, callback: () => void): TimerHandle;
  clearTimer(handle: TimerHandle): void;
  /** Timers not yet fired. */
  pendingTimers(): number;
  /** Cancels every timer (called when the sandbox closes). */
  dispose(): void;
}

interface Timer {
  id: number;
  dueAt: number;
  callback: () => void;
}

/** Shared timer queue; subclasses only say where "now" comes from. */
export abstract class BaseClock implements Clock {
  abstract readonly kind: "real" | "manual";
  protected offsetMs = 0;
  /** Told after each `advance` (the data dir writes a manual clock's new time). */
  onAdvance: (() => void) | undefined;
  private timers: Timer[] = [];
  private nextId = 1;
  private firing = false;

  protected abstract base(): number;

  now(): number {
    return this.base() + this.offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance() needs a finite, non-negative ms, got ${ms}`);
    const target = this.now() + ms;
    this.fireDue(target);
    this.offsetMs += target - this.now();
    this.reschedule();
    this.onAdvance?.();
  }

  setTimer(delayMs: number, callback: () => void): TimerHandle {
    const timer: Timer = { id: this.nextId++, dueAt: this.now() + Math.max(0, delayMs), callback };
    // Insert after every timer due at or before it (ids grow, so equal due times keep their order).
    let low = 0;
    let high = this.timers.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.timers[middle] as Timer).dueAt <= timer.dueAt) low = middle + 1;
      else high = middle;
    }
    this.timers.splice(low, 0, timer);
    this.reschedule();
    return { id: timer.id, dueAt: timer.dueAt };
  }

  clearTimer(handle: TimerHandle): void {
    const index = this.timers.findIndex((timer) => timer.id === handle.id);
    if (index < 0) return;
    this.timers.splice(index, 1);
    this.reschedule();
  }

  pendingTimers(): number {
    return this.timers.length;
  }

  dispose(): void {
    this.timers = [];
    this.reschedule();
  }

  /** Fires timers due at or before `until`; while one fires, `now()` reads its due time. */
  protected fireDue(until: number): void {
    if (this.firing) return;
    this.firing = true;
    try {
      for (let timer = this.timers[0]; timer && timer.dueAt <= until; timer = this.timers[0]) {
        this.timers.shift();
        if (timer.dueAt > this.now()) this.offsetMs += timer.dueAt - this.now();
        timer.callback();
      }
    } finally {
      this.firing = false;
    }
  }

  protected nextDueAt(): number | undefined {
    return this.timers[0]?.dueAt;
  }

  protected reschedule(): void {}
}

/** Wall-clock time (plus whatever `advance` added); timers also fire on their own. */
export class RealClock extends BaseClock {
  readonly kind = "real" as const;
  private handle: NodeJS.Timeout | undefined;

  protected base(): number {
    return Date.now();
  }

  protected override reschedule(): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = undefined;
    const next = this.nextDueAt();
    if (next === undefined) return;
    const delay = Math.min(Math.max(0, next - this.now()), 2_147_483_647);
    this.handle = setTimeout(() => {
      this.handle = undefined;
      this.fireDue(this.now());
      this.reschedule();
    }, delay);
    this.handle.unref();
  }
}

/** Time stands still until `advance` moves it (for tests). */
export class ManualClock extends BaseClock {
  readonly kind = "manual" as const;
  private readonly start: number;

  constructor(startMs: number) {
    super();
    this.start = startMs;
  }

  protected base(): number {
    return this.start;
  }
}

/**
 * An organisation's own test clock: its parent's time plus what was advanced on it alone. Its timers fire when
 * either moves past them (the parent's advance moves every organisation's clock; this one's moves only its own).
 */
export class LinkedClock extends BaseClock {
  private wake: TimerHandle | undefined;

  constructor(private readonly parent: Clock) {
    super();
  }

  get kind(): "real" | "manual" {
    return this.parent.kind;
  }

  protected base(): number {
    return this.parent.now();
  }

  /** What was advanced on this clock alone (ms ahead of its parent). */
  offset(): number {
    return this.offsetMs;
  }

  /** Puts back an offset read from a data dir. */
  setOffset(ms: number): void {
    this.offsetMs = ms;
    this.reschedule();
  }

  /** Keeps one parent timer, due when this clock's next timer is. */
  protected override reschedule(): void {
    const next = this.nextDueAt();
    if (this.wake && next !== undefined && this.wake.dueAt === next - this.offsetMs) return;
    if (this.wake) this.parent.clearTimer(this.wake);
    this.wake = undefined;
    if (next === undefined) return;
    this.wake = this.parent.setTimer(next - this.now(), () => {
      this.wake = undefined;
      this.fireDue(this.now());
      this.reschedule();
    });
  }
}

export function createClock(kind: "real" | "manual", startMs?: number): Clock {
  return kind === "manual" ? new ManualClock(startMs ?? Date.now()) : new RealClock();
}
