import { describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock.js";
import { InstantClock } from "../src/instant-clock.js";
import { START } from "./support/sandbox.js";
import { TickingClock } from "./support/ticking-clock.js";

describe("InstantClock", () => {
  it("reads the clock itself outside a hold, and one instant inside", () => {
    const instants = new InstantClock(new TickingClock(START));
    expect([instants.now(), instants.now()]).toEqual([START, START + 1]);
    const inside = instants.hold(() => [instants.now(), instants.now(), instants.now()]);
    expect(inside).toEqual([START + 2, START + 2, START + 2]);
    expect(instants.now()).toBe(START + 3);
  });

  it("lets go of the instant when the change throws", () => {
    const instants = new InstantClock(new TickingClock(START));
    expect(() =>
      instants.hold(() => {
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect([instants.now(), instants.now()]).toEqual([START + 1, START + 2]);
  });

  it("keeps the outer instant in a hold inside a hold", () => {
    const instants = new InstantClock(new TickingClock(START));
    const seen = instants.hold(() => [instants.now(), instants.hold(() => instants.now()), instants.now()]);
    expect(seen).toEqual([START, START, START]);
  });

  it("fires timers at their own due times when advanced inside a hold, and holds the advanced time after", () => {
    const clock = new ManualClock(START);
    const instants = new InstantClock(clock);
    const fired: number[] = [];
    instants.setTimer(1000, () => fired.push(instants.now()));
    instants.setTimer(3000, () => fired.push(instants.now()));
    const after = instants.hold(() => {
      instants.advance(5000);
      return [instants.now(), instants.now()];
    });
    expect(fired).toEqual([START + 1000, START + 3000]);
    expect(after).toEqual([START + 5000, START + 5000]);
  });

  it("reads, advances and sets timers on the organisation's own clock inside its hold", () => {
    const clock = new ManualClock(START);
    const instants = new InstantClock(clock);
    const fired: Array<[string, number]> = [];
    instants.hold(() => {
      instants.setTimer(1_000, () => fired.push(["a", instants.now()]));
      instants.advance(500);
      expect(instants.now()).toBe(START + 500);
    }, "org-a");
    expect(instants.now()).toBe(START);
    expect(instants.of("org-a").now()).toBe(START + 500);
    instants.hold(() => expect(instants.now()).toBe(START), "org-b");
    instants.hold(() => instants.advance(5_000), "org-b");
    expect(fired).toEqual([]);
    // The sandbox clock moves both; the timer's callback reads the clock it was set on.
    instants.advance(500);
    expect(fired).toEqual([["a", START + 1_000]]);
    expect([instants.of("org-a").now(), instants.of("org-b").now()]).toEqual([START + 1_000, START + 5_500]);
  });

  it("passes the rest to the clock", () => {
    const clock = new ManualClock(START);
    const instants = new InstantClock(clock);
    expect(instants.kind).toBe("manual");
    let fired = 0;
    const handle = instants.setTimer(10, () => fired++);
    instants.setTimer(20, () => fired++);
    expect(clock.pendingTimers()).toBe(2);
    instants.clearTimer(handle);
    expect(instants.pendingTimers()).toBe(1);
    instants.dispose();
    clock.advance(100);
    expect([fired, clock.pendingTimers()]).toEqual([0, 0]);
  });
});
