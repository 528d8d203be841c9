/**
 * How the sandbox values a vehicle for insurance (INSURANCE.md): a new-vehicle value per type, times a make tier,
 * times 15 % depreciation per year of age. A vehicle it cannot value needs a declared value.
 */

export interface ValuedVehicle {
  type: string;
  year?: unknown;
  make?: unknown;
  model?: unknown;
}

/** USD value of a new vehicle of each type; `freight`, `livestock` and `other` have none (cannot be valued). */
export const NEW_VALUE_BY_TYPE: Readonly<Record<string, number>> = {
  sedan: 28_000,
  "2_door_coupe": 32_000,
  suv: 38_000,
  pickup: 36_000,
  "4_door_pickup": 45_000,
  van: 35_000,
  truck_daycab: 120_000,
  truck_sleeper: 150_000,
  motorcycle: 12_000,
  boat: 40_000,
  rv: 110_000,
  heavy_machinery: 180_000,
  atv: 9_000,
  trailer_bumper_pull: 15_000,
  trailer_gooseneck: 30_000,
  trailer_5th_wheel: 45_000,
};

/** Makes the sandbox knows, by tier factor; names are compared folded (lower case, letters and digits only). */
export const MAKE_TIERS: readonly { factor: number; makes: readonly string[] }[] = [
  {
    factor: 1,
    makes: [
      "Acura",
      "Airstream",
      "Bayliner",
      "Buick",
      "Can-Am",
      "Caterpillar",
      "Chevrolet",
      "Chevy",
      "Chrysler",
      "Dodge",
      "Fiat",
      "Ford",
      "Freightliner",
      "GMC",
      "Harley-Davidson",
      "Honda",
      "Hyundai",
      "Infiniti",
      "International",
      "Jeep",
      "John Deere",
      "Kawasaki",
      "Kenworth",
      "Kia",
      "Mack",
      "Mazda",
      "Mini",
      "Mitsubishi",
      "Nissan",
      "Peterbilt",
      "Polaris",
      "Ram",
      "Sea Ray",
      "Subaru",
      "Suzuki",
      "Toyota",
      "Volkswagen",
      "VW",
      "Volvo",
      "Winnebago",
      "Yamaha",
    ],
  },
  {
    factor: 1.6,
    makes: [
      "Audi",
      "BMW",
      "Cadillac",
      "Genesis",
      "Jaguar",
      "Land Rover",
      "Lexus",
      "Lincoln",
      "Maserati",
      "Mercedes",
      "Mercedes-Benz",
      "Porsche",
      "Rivian",
      "Tesla",
    ],
  },
  { factor: 3.5, makes: ["Aston Martin", "Bentley", "Ferrari", "Lamborghini", "McLaren", "Rolls-Royce"] },
];

/** The oldest model year the sandbox values: 1981, the first year of 17-character VINs. */
export const OLDEST_YEAR = 1981;

/** Value lost per year of age (compounded), down to a floor share of the new value. */
export const DEPRECIATION_PER_YEAR = 0.15;
export const VALUE_FLOOR_SHARE = 0.1;

const fold = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

const MAKE_FACTORS = new Map(MAKE_TIERS.flatMap(({ factor, makes }) => makes.map((make) => [fold(make), factor])));

export function makeFactor(make: unknown): number | undefined {
  return typeof make === "string" ? MAKE_FACTORS.get(fold(make)) : undefined;
}

/** The vehicle's value in whole USD at sandbox time `now`, or undefined when the sandbox cannot value it. */
export function valueVehicle(vehicle: ValuedVehicle, now: number): number | undefined {
  const newValue = NEW_VALUE_BY_TYPE[vehicle.type];
  const factor = makeFactor(vehicle.make);
  const { year, model } = vehicle;
  const currentYear = new Date(now).getUTCFullYear();
  if (newValue === undefined || factor === undefined) return undefined;
  if (typeof model !== "string" || model.trim() === "") return undefined;
  if (typeof year !== "number" || !Number.isInteger(year) || year < OLDEST_YEAR || year > currentYear + 1) {
    return undefined;
  }
  const age = Math.max(0, currentYear - year);
  const share = Math.max(VALUE_FLOOR_SHARE, (1 - DEPRECIATION_PER_YEAR) ** age);
  return Math.round(newValue * factor * share);
}
