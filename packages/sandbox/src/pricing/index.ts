/** The recommended-price engine of the sandbox: pure, deterministic, driven by the caller's clock. */
import { roadMiles } from "./distance.js";
import { type LocationInput, type Place, resolvePlace } from "./geography.js";
import { confidenceOf, dispatchDays, laneVolume, priceRange, rangeSpread } from "./market.js";
import { quote, type TrailerType } from "./rates.js";
import { MAX_RECENT_MOVES, recentMoves } from "./recent-moves.js";

export type PricingVersion = 1 | 2;

export interface PricingResult {
  status: 200 | 400;
  body: unknown;
}

/** The spec's `PriceRequestVehicle`. */
export interface PriceRequestVehicle {
  type: string;
  make: string;
  model: string;
  year: string;
  is_inoperable?: boolean;
}

/** The spec's `RecommendedPriceRequest` (pricing/components/schemas/RecommendedPriceRequest.yaml). */
export interface RecommendedPriceRequest {
  trailer_type?: TrailerType;
  pickup: LocationInput;
  delivery: LocationInput;
  vehicles: PriceRequestVehicle[];
}

/** The pricing error body (`PricingError`). */
export function pricingError(message: string, details: Record<string, unknown> | null = null): PricingResult {
  return { status: 400, body: { meta: { status: "fail" }, data: { message, details } } };
}

/** What makes two requests the same: resolved places, trailer, and the vehicles with case and blanks folded. */
function normalizedKey(pickup: Place, delivery: Place, trailer: TrailerType, vehicles: PriceRequestVehicle[]): string {
  const place = (p: Place) => [p.state, p.city.toUpperCase(), p.latitude, p.longitude];
  const fold = (text: string) => text.trim().replace(/\s+/g, " ").toUpperCase();
  return JSON.stringify({
    pickup: place(pickup),
    delivery: place(delivery),
    trailer,
    vehicles: vehicles.map((v) => [fold(v.type), fold(v.make), fold(v.model), v.year.trim(), v.is_inoperable === true]),
  });
}

/** Describes what about a location could not be resolved, for `data.details`. */
function unresolved(location: LocationInput): string {
  if (location.zip?.trim()) return `unknown US ZIP code ${JSON.stringify(location.zip)}`;
  return `unknown US city and state ${JSON.stringify(location.city ?? "")}, ${JSON.stringify(location.state ?? "")}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const optionalText = (value: unknown): boolean => value === undefined || value === null || typeof value === "string";
const isLocation = (value: unknown): value is LocationInput =>
  isObject(value) && optionalText(value.zip) && optionalText(value.city) && optionalText(value.state);
const isVehicle = (value: unknown): value is PriceRequestVehicle =>
  isObject(value) && ["type", "make", "model", "year"].every((key) => typeof value[key] === "string");

/** Defence in depth: the server validates first, but a malformed body must still get a 400, never a crash. */
function malformed(request: unknown): PricingResult | undefined {
  if (!isObject(request) || !isLocation(request.pickup) || !isLocation(request.delivery)) {
    return pricingError("Invalid request body");
  }
  if (!Array.isArray(request.vehicles) || request.vehicles.length === 0) {
    return pricingError("Invalid request body", { vehicles: ["must contain at least 1 item"] });
  }
  if (!request.vehicles.every(isVehicle)) {
    return pricingError("Invalid request body", { vehicles: ["each needs string type, make, model and year"] });
  }
  return undefined;
}

/** `request` has already passed JSON-schema validation against the pricing spec. */
export function recommendPrice(request: RecommendedPriceRequest, version: PricingVersion, now: Date): PricingResult {
  const invalid = malformed(request);
  if (invalid) return invalid;
  const pickup = resolvePlace(request.pickup);
  const delivery = resolvePlace(request.delivery);
  if (!pickup || !delivery) {
    const details: Record<string, string[]> = {};
    if (!pickup) details.pickup = [unresolved(request.pickup)];
    if (!delivery) details.delivery = [unresolved(request.delivery)];
    const which = [!pickup && "pickup", !delivery && "delivery"].filter(Boolean).join(" and ");
    return pricingError(`Unable to resolve the ${which} location${!pickup && !delivery ? "s" : ""}`, details);
  }

  const trailer: TrailerType = request.trailer_type === "enclosed" ? "enclosed" : "open";
  const distance = roadMiles(pickup, delivery);
  const { price, pricePerMile } = quote(request.vehicles, distance, trailer);
  const volume = laneVolume(pickup, delivery);
  const confidence = confidenceOf(volume);
  const v1 = { price, price_per_mile: pricePerMile, distance_miles: distance, confidence, volume };
  if (version === 1) return { status: 200, body: { meta: { status: "success" }, data: v1 } };

  const range = priceRange(price, confidence);
  const dispatch = dispatchDays(
    volume,
    trailer === "enclosed",
    request.vehicles.some((v) => v.is_inoperable === true),
  );
  const moves = recentMoves({
    key: normalizedKey(pickup, delivery, trailer, request.vehicles),
    now,
    pickup,
    delivery,
    distanceMiles: distance,
    price,
    spread: rangeSpread(confidence),
    dispatch,
    count: Math.min(volume, MAX_RECENT_MOVES),
    trailer,
    vehicles: request.vehicles,
  });
  const data = {
    ...v1,
    price_range_lower: range.lower,
    price_range_upper: range.upper,
    min_expected_time_to_dispatch: dispatch.min,
    max_expected_time_to_dispatch: dispatch.max,
    recent_moves: moves,
  };
  return { status: 200, body: { meta: { status: "success" }, data } };
}
