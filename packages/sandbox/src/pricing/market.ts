/** The lane's market: volume, confidence, the v2 price range and the expected time to dispatch. */
import type { Place } from "./geography.js";
import { money, tenths } from "./rounding.js";

/** Upper bound of `volume`. */
export const MAX_VOLUME = 999;

/** Comparable recent moves on the lane: 2 x sqrt(ZIP codes of the pickup city x of the delivery city), rounded. */
export function laneVolume(pickup: Place, delivery: Place): number {
  return Math.min(MAX_VOLUME, Math.round(2 * Math.sqrt(pickup.marketSize * delivery.marketSize)));
}

/** 0.40 + 0.55 x volume / (volume + 25), to 2 decimals: 0.40 with no history, approaching 0.95. */
export function confidenceOf(volume: number): number {
  return money(0.4 + (0.55 * volume) / (volume + 25));
}

/** Half-width of the price range as a fraction of the price: 0.05 + 0.25 x (1 - confidence). */
export function rangeSpread(confidence: number): number {
  return 0.05 + 0.25 * (1 - confidence);
}

export function priceRange(price: number, confidence: number): { lower: number; upper: number } {
  const spread = rangeSpread(confidence);
  return { lower: money(price * (1 - spread)), upper: money(price * (1 + spread)) };
}

/** Days to dispatch: base 1 + 3 x 25 / (volume + 25), x1.5 enclosed, +0.5 if any vehicle is inoperable; max = 2 x base. */
export function dispatchDays(volume: number, enclosed: boolean, anyInoperable: boolean): { min: number; max: number } {
  const base = (1 + (3 * 25) / (volume + 25)) * (enclosed ? 1.5 : 1) + (anyInoperable ? 0.5 : 0);
  return { min: tenths(base), max: tenths(2 * base) };
}
