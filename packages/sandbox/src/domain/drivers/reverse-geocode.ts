/**
 * Deterministic reverse geocoding: the address of a GPS position is its nearest US ZIP code's place
 * (`Oklahoma City, OK 73102, USA`), from the `zipcodes` package the pricing engine uses (its usable records). A
 * position farther than MAX_GEOCODE_KM from every ZIP (sea, abroad) is given as its coordinates (`12.50000, -40.25000`).
 */
import type { Coordinates } from "../../pricing/geography.js";
import type { ZipRecord } from "../../pricing/zip-table.js";
import { zipcodes } from "../../pricing/zipcodes.js";
import { distanceKm } from "./distance.js";

export const MAX_GEOCODE_KM = 100;

/** The nearest ZIP record (ties: the lower ZIP, the package's order) and its distance in km. */
export function nearestZip(position: Coordinates): { record: ZipRecord; km: number } | undefined {
  const table = zipcodes();
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  const cosLat = Math.cos((position.latitude * Math.PI) / 180);
  for (let index = 0; index < table.size; index++) {
    // Equirectangular score: monotonic enough to pick the nearest among nearby candidates, and cheap.
    const dLat = (table.latitudes[index] as number) - position.latitude;
    let dLon = Math.abs((table.longitudes[index] as number) - position.longitude);
    if (dLon > 180) dLon = 360 - dLon;
    const score = dLat * dLat + (dLon * cosLat) ** 2;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  }
  if (best === -1) return undefined;
  const record = table.record(best);
  return { record, km: distanceKm(position, record) };
}

export function reverseGeocode(position: Coordinates): string {
  const nearest = nearestZip(position);
  if (nearest && nearest.km <= MAX_GEOCODE_KM) {
    const { city, state, zip } = nearest.record;
    return `${city}, ${state} ${zip}, USA`;
  }
  return `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;
}
