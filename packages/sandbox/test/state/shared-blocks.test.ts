import { describe, expect, it } from "vitest";
import { BLOCK_POOL_LIMIT, pooledBlocks, sharedBlock } from "../../src/state/shared-blocks.js";

describe("sharedBlock", () => {
  it("keeps one frozen block per distinct value", () => {
    const first = sharedBlock({ venue: { city: "Dallas", zip: "75204" }, date_type: "estimated", n: 1.5 });
    const second = sharedBlock({ venue: { city: "Dallas", zip: "75204" }, date_type: "estimated", n: 1.5 });
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.venue)).toBe(true);
    expect(() => {
      (first.venue as { city: string }).city = "Austin";
    }).toThrow(TypeError);
  });

  it("shares only equal members in equal order", () => {
    const a = sharedBlock({ city: "Waco", state: "TX" });
    expect(sharedBlock({ state: "TX", city: "Waco" })).not.toBe(a);
    expect(sharedBlock({ city: "Waco", state: "TX", zip: "76701" })).not.toBe(a);
    expect(sharedBlock({ city: "Waco", state: "TX" })).toBe(a);
  });

  it("leaves alone a block whose text holds a null (a null, an infinite number, NaN) or that is too large", () => {
    const odd = [
      { n: Number.POSITIVE_INFINITY },
      { n: Number.NaN },
      { list: [null] },
      { venue: { name: null } },
      { text: "x".repeat(2000) },
    ];
    for (const block of odd) {
      const again = structuredClone(block);
      expect(sharedBlock(block)).toBe(block);
      expect(sharedBlock(again)).toBe(again);
      expect(Object.isFrozen(block)).toBe(false);
    }
  });

  it("shares arrays of plain values too", () => {
    const a = sharedBlock({ tags: ["a", 1, true] });
    expect(sharedBlock({ tags: ["a", 1, true] })).toBe(a);
    expect(Object.isFrozen(a.tags)).toBe(true);
  });

  it("is bounded: a full pool is forgotten whole", () => {
    for (let i = 0; i <= BLOCK_POOL_LIMIT; i++) sharedBlock({ i });
    expect(pooledBlocks()).toBeLessThanOrEqual(BLOCK_POOL_LIMIT);
    expect(pooledBlocks()).toBeGreaterThan(0);
  });
});
