/** The price of a shipment: per-vehicle lines (handling, tapered mileage, type, inoperable, trailer), then a discount. */
import { money } from "./rounding.js";

export type TrailerType = "open" | "enclosed";

export interface RatedVehicle {
  type: string;
  is_inoperable?: boolean | undefined;
}

/** Flat handling fee per vehicle (loading, paperwork), in USD. */
export const HANDLING_FEE = 200;

/** Marginal USD per road mile: the first 500 miles at 1.00, miles 500-1500 at 0.75, beyond at 0.50. */
export const MILEAGE_TIERS: readonly { upToMiles: number; perMile: number }[] = [
  { upToMiles: 500, perMile: 1.0 },
  { upToMiles: 1500, perMile: 0.75 },
  { upToMiles: Number.POSITIVE_INFINITY, perMile: 0.5 },
];

/** Multiplier of (handling + mileage) by vehicle type: the shipper API's 19 types. */
export const VEHICLE_TYPE_FACTORS: Readonly<Record<string, number>> = {
  sedan: 1.0,
  "2_door_coupe": 1.0,
  suv: 1.15,
  pickup: 1.2,
  "4_door_pickup": 1.25,
  van: 1.2,
  truck_daycab: 2.2,
  truck_sleeper: 2.4,
  motorcycle: 0.7,
  boat: 1.6,
  rv: 2.0,
  heavy_machinery: 2.8,
  freight: 1.8,
  livestock: 2.0,
  atv: 0.75,
  trailer_bumper_pull: 1.3,
  trailer_gooseneck: 1.6,
  trailer_5th_wheel: 1.7,
  other: 1.25,
};

/** Flat USD added per inoperable vehicle (winch loading), after the type factor. */
export const INOPERABLE_SURCHARGE = 150;

/** Multiplier of every vehicle line on an enclosed trailer. */
export const ENCLOSED_FACTOR = 1.4;

/** Shipment discount per vehicle beyond the first, and its cap. */
export const MULTI_VEHICLE_DISCOUNT_STEP = 0.05;
export const MULTI_VEHICLE_DISCOUNT_MAX = 0.2;

/** The type factor: case-insensitive lookup; a type outside the table is priced as `other`. */
export function typeFactor(type: string): number {
  const key = type.trim().toLowerCase();
  const factor = Object.hasOwn(VEHICLE_TYPE_FACTORS, key) ? VEHICLE_TYPE_FACTORS[key] : undefined;
  return factor ?? VEHICLE_TYPE_FACTORS.other ?? 1;
}

/** Tapered mileage charge of one vehicle, unrounded. */
export function mileageCharge(miles: number): number {
  let charge = 0;
  let from = 0;
  for (const tier of MILEAGE_TIERS) {
    if (miles <= from) break;
    charge += (Math.min(miles, tier.upToMiles) - from) * tier.perMile;
    from = tier.upToMiles;
  }
  return charge;
}

/** One vehicle's line, rounded to the cent. */
export function vehicleLine(vehicle: RatedVehicle, miles: number, trailer: TrailerType): number {
  const base = (HANDLING_FEE + mileageCharge(miles)) * typeFactor(vehicle.type);
  const withInoperable = base + (vehicle.is_inoperable === true ? INOPERABLE_SURCHARGE : 0);
  return money(withInoperable * (trailer === "enclosed" ? ENCLOSED_FACTOR : 1));
}

/** 5% per vehicle beyond the first, at most 20%. */
export function multiVehicleDiscount(count: number): number {
  return Math.min(MULTI_VEHICLE_DISCOUNT_MAX, MULTI_VEHICLE_DISCOUNT_STEP * Math.max(0, count - 1));
}

/** `price` and `price_per_mile` of a shipment over `miles` road miles (the published, rounded distance). */
export function quote(
  vehicles: readonly RatedVehicle[],
  miles: number,
  trailer: TrailerType,
): { price: number; pricePerMile: number } {
  const subtotal = vehicles.reduce((sum, vehicle) => sum + vehicleLine(vehicle, miles, trailer), 0);
  const price = money(subtotal * (1 - multiVehicleDiscount(vehicles.length)));
  return { price, pricePerMile: miles > 0 ? money(price / miles) : 0 };
}
