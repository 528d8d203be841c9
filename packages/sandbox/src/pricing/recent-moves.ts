/** Recent comparable moves, generated deterministically: a PRNG seeded by a hash of the normalized request. */
import type { Place } from "./geography.js";
import type { TrailerType } from "./rates.js";
import { money, tenths } from "./rounding.js";

/** How many moves are listed: the most recent min(volume, MAX_RECENT_MOVES). */
export const MAX_RECENT_MOVES = 5;
/** A move was delivered 1..DELIVERED_WITHIN_DAYS days before `now`. */
export const DELIVERED_WITHIN_DAYS = 45;
/** Road miles a carrier covers per transit day. */
export const MILES_PER_TRANSIT_DAY = 500;

const DAY_MS = 86_400_000;

export interface MoveVehicle {
  type: string;
  make: string;
  model: string;
  year: string;
  is_inoperable?: boolean | undefined;
}

export interface RecentMovesInput {
  /** The normalized request (see `normalizedKey`): the seed. */
  key: string;
  now: Date;
  pickup: Place;
  delivery: Place;
  distanceMiles: number;
  price: number;
  /** Half-width of the price range as a fraction (market.ts `rangeSpread`). */
  spread: number;
  dispatch: { min: number; max: number };
  count: number;
  trailer: TrailerType;
  vehicles: readonly MoveVehicle[];
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `yyyy-MM-dd` of the UTC day `daysBefore` days before `now`. */
function dateBefore(now: Date, daysBefore: number): string {
  return new Date(now.getTime() - daysBefore * DAY_MS).toISOString().slice(0, 10);
}

/** A recent move as the spec's `RecentMove` schema has it. */
export interface RecentMove {
  delivered_date: string;
  dispatched_date: string;
  posting_date: string;
  price: number;
  posted_price: number;
  status: string;
  pickup_city: string;
  pickup_state: string;
  delivery_city: string;
  delivery_state: string;
  distance_miles: number;
  vehicles: {
    type: string;
    year: number;
    make: string;
    model: string;
    is_inoperable: boolean;
    requires_enclosed_trailer: boolean;
  }[];
}

/** A comparable model year: the request's year - 2 .. + 2, never after next year (the current year if unparsable). */
function comparableYear(year: string, draw: number, now: Date): number {
  const parsed = Number.parseInt(year, 10);
  if (!Number.isFinite(parsed)) return now.getUTCFullYear();
  return Math.min(now.getUTCFullYear() + 1, parsed - 2 + Math.floor(draw * 5));
}

/** The moves, most recently delivered first. Draws per move: delivered, wait, distance, price, posted, then years. */
export function recentMoves(input: RecentMovesInput): RecentMove[] {
  const random = mulberry32(fnv1a(input.key));
  const moves: { deliveredAgo: number; move: RecentMove }[] = Array.from({ length: input.count }, () => {
    const deliveredAgo = 1 + Math.floor(random() * DELIVERED_WITHIN_DAYS);
    const wait = Math.max(1, Math.round(input.dispatch.min + random() * (input.dispatch.max - input.dispatch.min)));
    const distance = tenths(input.distanceMiles * (0.95 + 0.1 * random()));
    const transit = Math.max(1, Math.ceil(distance / MILES_PER_TRANSIT_DAY));
    const price = money(input.price * (1 - input.spread + 2 * input.spread * random()));
    const postedPrice = money(price * (0.9 + 0.1 * random()));
    return {
      deliveredAgo,
      move: {
        delivered_date: dateBefore(input.now, deliveredAgo),
        dispatched_date: dateBefore(input.now, deliveredAgo + transit),
        posting_date: dateBefore(input.now, deliveredAgo + transit + wait),
        price,
        posted_price: postedPrice,
        status: "invoiced",
        pickup_city: input.pickup.city,
        pickup_state: input.pickup.state,
        delivery_city: input.delivery.city,
        delivery_state: input.delivery.state,
        distance_miles: distance,
        vehicles: input.vehicles.map((vehicle) => ({
          type: vehicle.type,
          year: comparableYear(vehicle.year, random(), input.now),
          make: vehicle.make,
          model: vehicle.model,
          is_inoperable: vehicle.is_inoperable === true,
          requires_enclosed_trailer: input.trailer === "enclosed",
        })),
      },
    };
  });
  return moves.sort((a, b) => a.deliveredAgo - b.deliveredAgo).map((entry) => entry.move);
}
