/** Great-circle distance in kilometres (the pricing engine's haversine, in miles, converted). */
import { greatCircleMiles } from "../../pricing/distance.js";
import type { Coordinates } from "../../pricing/geography.js";

const KM_PER_MILE = 1.609344;

export function distanceKm(a: Coordinates, b: Coordinates): number {
  return greatCircleMiles(a, b) * KM_PER_MILE;
}
