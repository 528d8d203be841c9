import { describe, expect, it } from "vitest";
import { intern, POOL_LIMIT, pooledStrings } from "../../src/state/strings.js";

describe("intern", () => {
  it.each([
    ["a short string (JSON.parse already shares it)", "sedan", 0],
    ["a string of 10 characters", "0123456789", 0],
    ["a string of 11 characters", "Sherry Tur.", 1],
    ["a name", `Lone Star Auto Auction ${Math.random()}`, 1],
    ["a very long text", "x".repeat(257), 0],
  ])("pools %s: %i new entries", (_, text, added) => {
    const before = pooledStrings();
    expect(intern(text)).toBe(text);
    expect(intern(`${text}`)).toBe(text);
    expect(pooledStrings() - before).toBe(added);
  });

  it("keeps the pool bounded: it starts over when full", () => {
    const stamp = Math.random();
    for (let index = 0; index <= POOL_LIMIT; index++) intern(`pooled text ${stamp} ${index}`);
    expect(pooledStrings()).toBeLessThanOrEqual(POOL_LIMIT);
    expect(pooledStrings()).toBeGreaterThan(0);
    expect(intern(`pooled text ${stamp} 7`)).toBe(`pooled text ${stamp} 7`);
  });
});
