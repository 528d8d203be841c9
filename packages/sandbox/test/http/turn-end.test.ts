import { describe, expect, it } from "vitest";
import { endOfTurn } from "../../src/http/turn-end.js";

describe("endOfTurn", () => {
  it("resolves after the turn's ticks and microtasks, not before", async () => {
    const seen: string[] = [];
    const done = endOfTurn().then(() => seen.push("end of turn"));
    queueMicrotask(() => seen.push("microtask"));
    process.nextTick(() => seen.push("tick"));
    Promise.resolve().then(() => Promise.resolve().then(() => seen.push("chained microtask")));
    await done;
    expect(seen.at(-1)).toBe("end of turn");
    expect(seen).toHaveLength(4);
  });

  it("gives every caller of one turn the same moment, and a later turn a new one", async () => {
    const first = endOfTurn();
    expect(endOfTurn()).toBe(first);
    await first;
    const next = endOfTurn();
    expect(next).not.toBe(first);
    await next;
  });
});
