/** `price_per_km`: the order price divided by the road distance in km between the pickup and delivery venues. */
import { greatCircleMiles, ROAD_FACTOR } from "../../pricing/distance.js";
import { type Coordinates, resolveLocation } from "../../pricing/geography.js";

export const KM_PER_MILE = 1.609344;

interface VenueLike {
  zip?: unknown;
  city?: unknown;
  state?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Venues located so far (by ZIP, city and state): every order view locates two. Cleared when it grows large. */
const located = new Map<string, Coordinates | undefined>();
const LOCATED_LIMIT = 10_000;

/** One key per (zip, city, state): each length-prefixed part ends where its length says, whatever it holds. */
function venueKey(zip: string, city: string, state: string): string {
  return `${zip.length}:${zip}${city.length}:${city}${state}`;
}

/** A venue's coordinates: by its ZIP (ZIP+4 read as the ZIP), else by city and state. */
export function locateVenue(venue: VenueLike | undefined): Coordinates | undefined {
  if (!venue) return undefined;
  const key = venueKey(text(venue.zip) ?? "", text(venue.city) ?? "", text(venue.state) ?? "");
  if (located.has(key)) return located.get(key);
  if (located.size >= LOCATED_LIMIT) located.clear();
  const coordinates = resolveVenue(venue);
  located.set(key, coordinates);
  return coordinates;
}

function resolveVenue(venue: VenueLike): Coordinates | undefined {
  const zip = text(venue.zip)
    ?.trim()
    .replace(/^(\d{5})-\d{4}$/, "$1");
  return (
    (zip ? resolveLocation({ zip }) : undefined) ??
    resolveLocation({ city: text(venue.city), state: text(venue.state) })
  );
}

/** Road kilometres between two venues; undefined when either place is unknown. */
export function roadKm(pickup: VenueLike | undefined, delivery: VenueLike | undefined): number | undefined {
  const from = locateVenue(pickup);
  const to = locateVenue(delivery);
  if (!from || !to) return undefined;
  return greatCircleMiles(from, to) * ROAD_FACTOR * KM_PER_MILE;
}

/** Rounded to 2 decimals; null without a price, without both places, or for a zero distance. */
export function pricePerKm(price: number | null, pickup: VenueLike | undefined, delivery: VenueLike | undefined) {
  if (price === null) return null;
  const km = roadKm(pickup, delivery);
  if (km === undefined || km < 0.5) return null;
  return Math.round((price / km) * 100) / 100;
}
