/** Route distance: great-circle (haversine) miles times a road factor. */
import type { Coordinates } from "./geography.js";
import { tenths } from "./rounding.js";

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

/** Road miles per great-circle mile (US interstate circuity; Chicago -> Houston drives ~1.15x its straight line). */
export const ROAD_FACTOR = 1.15;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in miles, unrounded. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The published `distance_miles`: great-circle miles x ROAD_FACTOR, rounded to 0.1 mile. */
export function roadMiles(a: Coordinates, b: Coordinates): number {
  return tenths(greatCircleMiles(a, b) * ROAD_FACTOR);
}
