import { describe, expect, it } from "vitest";
import { createClock, LinkedClock, ManualClock, RealClock } from "../src/clock.js";

const START = Date.UTC(2026, 2, 14);

describe("ManualClock", () => {
  it("stands still until advanced", () => {
    const clock = new ManualClock(START);
    expect(clock.now()).toBe(START);
    expect(clock.now()).toBe(START);
    clock.advance(1500);
    expect(clock.now()).toBe(START + 1500);
  });

  it("fires timers in due order, each seeing its own due time", () => {
    const clock = new ManualClock(START);
    const seen: [string, number][] = [];
    clock.setTimer(3000, () => seen.push(["c", clock.now()]));
    clock.setTimer(1000, () => seen.push(["a", clock.now()]));
    clock.setTimer(1000, () => seen.push(["b", clock.now()]));
    clock.advance(999);
    expect(seen).toEqual([]);
    clock.advance(2001);
    expect(seen).toEqual([
      ["a", START + 1000],
      ["b", START + 1000],
      ["c", START + 3000],
    ]);
    expect(clock.now()).toBe(START + 3000);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("fires a timer set by a timer when the same advance passes it (a retry chain)", () => {
    const clock = new ManualClock(START);
    const tries: number[] = [];
    const attempt = () => {
      tries.push(clock.now() - START);
      if (tries.length < 5) clock.setTimer(60_000, attempt);
    };
    clock.setTimer(0, attempt);
    clock.advance(10 * 60_000);
    expect(tries).toEqual([0, 60_000, 120_000, 180_000, 240_000]);
    expect(clock.now()).toBe(START + 600_000);
  });

  it("cancels timers with clearTimer and dispose", () => {
    const clock = new ManualClock(START);
    let fired = 0;
    const handle = clock.setTimer(10, () => fired++);
    clock.setTimer(20, () => fired++);
    clock.clearTimer(handle);
    expect(handle.dueAt).toBe(START + 10);
    clock.advance(15);
    expect(fired).toBe(0);
    clock.dispose();
    clock.advance(100);
    expect(fired).toBe(0);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("refuses advance(%s)", (ms) => {
    expect(() => new ManualClock(START).advance(ms)).toThrow(RangeError);
  });
});

describe("RealClock", () => {
  it("follows the wall clock plus whatever advance added", () => {
    const clock = new RealClock();
    const before = Date.now();
    clock.advance(3_600_000);
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 3_600_000);
    clock.dispose();
  });

  it("fires a timer by itself, and advance fires it early", async () => {
    const clock = new RealClock();
    await new Promise<void>((resolve) => clock.setTimer(5, resolve));
    let fired = false;
    clock.setTimer(3_600_000, () => {
      fired = true;
    });
    clock.advance(3_600_000);
    expect(fired).toBe(true);
    clock.dispose();
  });
});

describe("LinkedClock (an organisation's own clock)", () => {
  it("moves alone when advanced, with its parent when the parent is, and fires its timers either way", () => {
    const parent = new ManualClock(START);
    const [mine, theirs] = [new LinkedClock(parent), new LinkedClock(parent)];
    const seen: [string, number][] = [];
    mine.setTimer(60_000, () => seen.push(["mine", mine.now()]));
    theirs.setTimer(30_000, () => seen.push(["theirs", theirs.now()]));
    mine.advance(60_000 - 1);
    expect(seen).toEqual([]);
    mine.advance(1);
    expect(seen).toEqual([["mine", START + 60_000]]);
    expect([mine.now(), theirs.now(), parent.now()]).toEqual([START + 60_000, START, START]);
    expect(theirs.pendingTimers()).toBe(1);
    parent.advance(30_000);
    expect(seen).toEqual([
      ["mine", START + 60_000],
      ["theirs", START + 30_000],
    ]);
    expect([mine.now(), theirs.now()]).toEqual([START + 90_000, START + 30_000]);
    expect(parent.pendingTimers()).toBe(0);
  });

  it("keeps one parent timer for its earliest, and none once its timers are cleared or disposed", () => {
    const parent = new ManualClock(START);
    const clock = new LinkedClock(parent);
    const late = clock.setTimer(5_000, () => {});
    clock.setTimer(1_000, () => {});
    expect(parent.pendingTimers()).toBe(1);
    clock.clearTimer(late);
    expect([clock.pendingTimers(), parent.pendingTimers()]).toEqual([1, 1]);
    clock.dispose();
    expect([clock.pendingTimers(), parent.pendingTimers()]).toEqual([0, 0]);
  });
});

describe("createClock", () => {
  it("makes the kind asked for", () => {
    expect(createClock("manual", START).kind).toBe("manual");
    expect(createClock("manual", START).now()).toBe(START);
    expect(createClock("real").kind).toBe("real");
  });
});
