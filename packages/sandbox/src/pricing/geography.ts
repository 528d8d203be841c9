/** Resolves a pickup or delivery location (ZIP, or city + state) to a real US place with coordinates. */
import { roundTo } from "./rounding.js";
import { zipcodes } from "./zipcodes.js";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A resolved place: coordinates, display names, and how many ZIP codes its city has (its market size). */
export interface Place extends Coordinates {
  city: string;
  state: string;
  marketSize: number;
}

export interface LocationInput {
  zip?: string | null;
  city?: string | null;
  state?: string | null;
}

const ABBREVIATIONS: Record<string, string> = { ST: "SAINT", FT: "FORT", MT: "MOUNT" };

/** Upper case, punctuation to spaces, single spaces, and a leading St/Ft/Mt spelled out. */
export function normalizeCity(city: string): string {
  const words = city
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ");
  const first = words[0] ?? "";
  if (words.length > 1 && first in ABBREVIATIONS) words[0] = ABBREVIATIONS[first] ?? first;
  return words.join(" ");
}

/** A two-letter code (any case) or a full state name -> the upper-case code; undefined when neither. */
export function normalizeState(state: string): string | undefined {
  const text = state.trim().toUpperCase().replace(/\s+/g, " ");
  if (/^[A-Z]{2}$/.test(text)) return text;
  return zipcodes().states.full[text];
}

const cityKey = (city: string, state: string): string => `${state}|${normalizeCity(city)}`;

/** The ZIP records grouped by city + state: each record's group, and each group's size and first record. */
interface CityIndex {
  groupOf: Int32Array;
  sizes: number[];
  firsts: number[];
}

let cityIndex: CityIndex | undefined;
let cityIndexBuilds = 0;
/** City + state key -> its group; built on the first city lookup (a ZIP lookup needs only the groups). */
let groupsByKey: Map<string, number> | undefined;
const cityPlaces = new Map<string, Place>();

/** Middle value (mean of the two middle values for an even count); robust to a mistyped record. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The usable ZIP records grouped by city + state; built once, lazily. */
function cities(): CityIndex {
  if (cityIndex) return cityIndex;
  const table = zipcodes();
  const index: CityIndex = { groupOf: new Int32Array(table.size), sizes: [], firsts: [] };
  const byKey = new Map<string, number>();
  for (let record = 0; record < table.size; record++) {
    const key = cityKey(table.city(record), table.state(record));
    let group = byKey.get(key);
    if (group === undefined) {
      group = index.sizes.push(0) - 1;
      index.firsts.push(record);
      byKey.set(key, group);
    }
    index.sizes[group] = (index.sizes[group] as number) + 1;
    index.groupOf[record] = group;
  }
  cityIndex = index;
  cityIndexBuilds += 1;
  return cityIndex;
}

function groupOfKey(key: string): number | undefined {
  if (!groupsByKey) {
    const table = zipcodes();
    const byKey = new Map<string, number>();
    cities().firsts.forEach((first, group) => {
      byKey.set(cityKey(table.city(first), table.state(first)), group);
    });
    groupsByKey = byKey;
  }
  return groupsByKey.get(key);
}

/** A city's place: the median latitude and longitude (to 5 decimals) of its usable ZIPs, computed on first ask. */
function cityPlace(key: string): Place | undefined {
  const cached = cityPlaces.get(key);
  if (cached) return cached;
  const group = groupOfKey(key);
  if (group === undefined) return undefined;
  const { groupOf, sizes, firsts } = cities();
  const table = zipcodes();
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  for (let record = firsts[group] as number; record < table.size; record++) {
    if (groupOf[record] !== group) continue;
    latitudes.push(table.latitudes[record] as number);
    longitudes.push(table.longitudes[record] as number);
  }
  const first = firsts[group] as number;
  const place = {
    latitude: roundTo(median(latitudes), 5),
    longitude: roundTo(median(longitudes), 5),
    city: table.city(first),
    state: table.state(first),
    marketSize: sizes[group] as number,
  };
  cityPlaces.set(key, place);
  return place;
}

/** How often the city index was built (once per process) and how many cities it holds. */
export function geographyStats(): { cityIndexBuilds: number; cities: number } {
  return { cityIndexBuilds, cities: cityIndex?.sizes.length ?? 0 };
}

/** The place of a location. A ZIP, when present, decides alone (no fallback to city + state). */
export function resolvePlace(location: LocationInput): Place | undefined {
  const zip = location.zip?.trim();
  if (zip) {
    const table = zipcodes();
    const record = table.indexOf(zip);
    if (record === -1) return undefined;
    const { groupOf, sizes } = cities();
    return {
      latitude: table.latitudes[record] as number,
      longitude: table.longitudes[record] as number,
      city: table.city(record),
      state: table.state(record),
      marketSize: sizes[groupOf[record] as number] as number,
    };
  }
  if (!location.city?.trim() || !location.state) return undefined;
  const state = normalizeState(location.state);
  return state === undefined ? undefined : cityPlace(cityKey(location.city, state));
}

/** Coordinates of a location, or undefined when it is not a known US place. */
export function resolveLocation(place: LocationInput): Coordinates | undefined {
  const resolved = resolvePlace(place);
  return resolved && { latitude: resolved.latitude, longitude: resolved.longitude };
}
