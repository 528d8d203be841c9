import { describe, expect, it } from "vitest";
import { manualTime, REAL_TIME_EARLY_S, REAL_TIME_SLACK_S, realTime } from "../../src/harness/target-time.js";

/** Real time on a scripted timeline: `sleep` moves it, each call takes `roundTrip` seconds. */
function scriptedRealTime(roundTrip: number) {
  let now = 1000;
  const sleeps: number[] = [];
  const time = realTime(
    () => now,
    async (seconds) => {
      sleeps.push(seconds);
      now += seconds;
    },
  );
  const call = async () => {
    now += roundTrip;
    return "answer";
  };
  return { time, call, sleeps, at: () => now };
}

describe("real time", () => {
  it("stamps bracket the call: sent before, answered after its round trip", async () => {
    const { time, call } = scriptedRealTime(0.25);
    const [value, stamp] = await time.stamp(call);
    expect(value).toBe("answer");
    expect(stamp).toEqual({ sent: 1000, answered: 1000.25 });
  });

  it("past waits beyond the window's end, counted from the answer; inside stops early by the round-trip slack", async () => {
    const { time, call, sleeps, at } = scriptedRealTime(0.5);
    const [, opened] = await time.stamp(call);
    await time.inside(opened, 29);
    expect(at()).toBe(opened.sent + 29 - REAL_TIME_EARLY_S);
    await time.past(opened, 30);
    expect(at()).toBe(opened.answered + 30 + REAL_TIME_SLACK_S);
    await time.past(opened, 30);
    expect(sleeps).toHaveLength(2);
  });

  it("refuses a wait of more than 60 s (that test needs the manual clock)", async () => {
    const { time, call, sleeps } = scriptedRealTime(0);
    const [, opened] = await time.stamp(call);
    await expect(time.past(opened, 60)).rejects.toThrow("a real-time wait of 61 s is over 60 s");
    expect(sleeps).toEqual([]);
  });

  it("Retry-After bounds widen by both round trips: shortest and longest elapsed time", () => {
    const { time } = scriptedRealTime(0);
    const opened = { sent: 0, answered: 0.4 };
    expect(time.secondsLeft({ sent: 0, answered: 0 }, { sent: 20.2, answered: 20.2 }, 30)).toEqual({
      min: 10,
      max: 10,
    });
    expect(time.secondsLeft(opened, { sent: 20.1, answered: 20.3 }, 30)).toEqual({ min: 10, max: 11 });
    expect(time.secondsLeft(opened, { sent: 18.5, answered: 20.6 }, 30)).toEqual({ min: 10, max: 12 });
    expect(time.secondsLeft(opened, { sent: 0.5, answered: 0.6 }, 30)).toEqual({ min: 30, max: 30 });
    expect(time.secondsLeft(opened, { sent: 29.9, answered: 31 }, 30)).toEqual({ min: 1, max: 1 });
  });
});

describe("a manual clock", () => {
  it("moves the clock by whole seconds to the point asked for, never back, and gives exact Retry-After", async () => {
    const moves: number[] = [];
    const time = manualTime(async (seconds) => {
      moves.push(seconds);
    });
    const [, opened] = await time.stamp(async () => undefined);
    await time.inside(opened, 29);
    const [, refused] = await time.stamp(async () => undefined);
    expect(time.secondsLeft(opened, refused, 30)).toEqual({ min: 1, max: 1 });
    await time.past(opened, 30);
    await time.inside(opened, 10);
    expect(moves).toEqual([29, 1]);
    expect(time.manual).toBe(true);
  });
});
