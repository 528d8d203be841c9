import { describe, expect, it } from "vitest";
import type { Place } from "../../src/pricing/geography.js";
import { fnv1a, mulberry32, type RecentMovesInput, recentMoves } from "../../src/pricing/recent-moves.js";

const chicago: Place = { latitude: 41.8858, longitude: -87.6181, city: "Chicago", state: "IL", marketSize: 86 };
const houston: Place = { latitude: 29.7594, longitude: -95.3594, city: "Houston", state: "TX", marketSize: 190 };
const NOW = new Date("2026-03-01T12:00:00.000Z");

function input(overrides: Partial<RecentMovesInput> = {}): RecentMovesInput {
  return {
    key: "chicago-houston",
    now: NOW,
    pickup: chicago,
    delivery: houston,
    distanceMiles: 1083.8,
    price: 1137.85,
    spread: 0.075,
    dispatch: { min: 1.3, max: 2.5 },
    count: 5,
    trailer: "open",
    vehicles: [{ type: "sedan", make: "Toyota", model: "Camry", year: "2019" }],
    ...overrides,
  };
}

const day = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe("seeded PRNG", () => {
  it.each([
    ["", 0x811c9dc5],
    ["a", 0xe40c292c],
    ["foobar", 0xbf9cf968],
  ])("fnv1a(%j) is the published FNV-1a 32-bit value", (text, expected) => {
    expect(fnv1a(text)).toBe(expected);
  });

  it("mulberry32 repeats for a seed, differs between seeds, and stays in [0, 1)", () => {
    const draw = (seed: number) => Array.from({ length: 1000 }, mulberry32(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("recent moves", () => {
  it("are dated before `now`, posted <= dispatched <= delivered, most recent first", () => {
    const moves = recentMoves(input());
    expect(moves).toHaveLength(5);
    const today = day(NOW.toISOString().slice(0, 10));
    for (const move of moves) {
      expect(day(move.delivered_date)).toBeLessThan(today);
      expect(day(move.delivered_date)).toBeGreaterThanOrEqual(today - 45);
      expect(day(move.dispatched_date)).toBeLessThan(day(move.delivered_date));
      expect(day(move.posting_date)).toBeLessThan(day(move.dispatched_date));
    }
    const delivered = moves.map((move) => move.delivered_date);
    expect(delivered).toEqual([...delivered].sort().reverse());
  });

  it("follow the caller's clock: ten days later, every date moves ten days, nothing else", () => {
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    const shift = (date: string) => new Date((day(date) + 10) * 86_400_000).toISOString().slice(0, 10);
    const expected = recentMoves(input()).map((move) => ({
      ...move,
      delivered_date: shift(move.delivered_date),
      dispatched_date: shift(move.dispatched_date),
      posting_date: shift(move.posting_date),
    }));
    expect(recentMoves(input({ now: later }))).toEqual(expected);
  });

  it("keep prices inside the range, posted at or below the price, on the lane, near its distance", () => {
    for (const move of recentMoves(input({ count: 5 }))) {
      expect(move.price).toBeGreaterThanOrEqual(1052.51);
      expect(move.price).toBeLessThanOrEqual(1223.19);
      expect(move.posted_price).toBeLessThanOrEqual(move.price);
      expect(move).toMatchObject({ pickup_city: "Chicago", pickup_state: "IL", delivery_city: "Houston" });
      expect(Math.abs(move.distance_miles - 1083.8)).toBeLessThanOrEqual(1083.8 * 0.05 + 0.05);
    }
  });

  it("describe vehicles like the request's: type, make, model, flags, a year within two", () => {
    const moves = recentMoves(
      input({
        trailer: "enclosed",
        vehicles: [
          { type: "suv", make: "Ford", model: "Explorer", year: "2026", is_inoperable: true },
          { type: "sedan", make: "Honda", model: "Accord", year: "2010" },
        ],
      }),
    );
    for (const move of moves) {
      const [suv, sedan] = move.vehicles;
      expect(suv).toMatchObject({ type: "suv", make: "Ford", is_inoperable: true, requires_enclosed_trailer: true });
      expect(sedan).toMatchObject({ type: "sedan", model: "Accord", is_inoperable: false });
      expect(suv?.year).toBeGreaterThanOrEqual(2024);
      expect(suv?.year).toBeLessThanOrEqual(2027);
      expect(Math.abs((sedan?.year ?? 0) - 2010)).toBeLessThanOrEqual(2);
    }
  });

  it("are a function of the key: same key same moves, another key other moves", () => {
    expect(recentMoves(input())).toEqual(recentMoves(input()));
    expect(recentMoves(input({ key: "another" }))).not.toEqual(recentMoves(input()));
  });

  it("list `count` moves", () => {
    expect(recentMoves(input({ count: 2 }))).toHaveLength(2);
    expect(recentMoves(input({ count: 0 }))).toEqual([]);
  });
});
