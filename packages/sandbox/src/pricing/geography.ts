/** Resolves a pickup or delivery location (ZIP, or city + state) to a real US place with coordinates. */
import { roundTo } from "./rounding.js";
import { type ZipRecord, zipcodes } from "./zipcodes.js";

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

/** A record haulkit can use: a US 5-digit ZIP with real coordinates (military APO/FPO codes have 0, 0). */
function usable(record: ZipRecord | undefined): record is ZipRecord {
  return (
    record !== undefined &&
    record.country === "US" &&
    /^[0-9]{5}$/.test(record.zip) &&
    Number.isFinite(record.latitude) &&
    Number.isFinite(record.longitude) &&
    !(record.latitude === 0 && record.longitude === 0)
  );
}

const cityKey = (city: string, state: string): string => `${state}|${normalizeCity(city)}`;

let cityIndex: Map<string, ZipRecord[]> | undefined;
let cityIndexBuilds = 0;
const cityPlaces = new Map<string, Place>();

/** Middle value (mean of the two middle values for an even count); robust to a mistyped record. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** City + state -> the city's usable ZIP records; built once, lazily. */
function cities(): Map<string, ZipRecord[]> {
  if (cityIndex) return cityIndex;
  cityIndex = new Map();
  for (const record of Object.values(zipcodes().codes)) {
    if (!usable(record)) continue;
    const key = cityKey(record.city, record.state);
    const group = cityIndex.get(key);
    if (group) group.push(record);
    else cityIndex.set(key, [record]);
  }
  cityIndexBuilds += 1;
  return cityIndex;
}

/** A city's place: the median latitude and longitude (to 5 decimals) of its usable ZIPs, computed on first ask. */
function cityPlace(key: string): Place | undefined {
  const cached = cityPlaces.get(key);
  if (cached) return cached;
  const records = cities().get(key);
  if (!records) return undefined;
  const first = records[0] as ZipRecord;
  const place = {
    latitude: roundTo(median(records.map((record) => record.latitude)), 5),
    longitude: roundTo(median(records.map((record) => record.longitude)), 5),
    city: first.city,
    state: first.state,
    marketSize: records.length,
  };
  cityPlaces.set(key, place);
  return place;
}

/** How often the city index was built (once per process) and how many cities it holds. */
export function geographyStats(): { cityIndexBuilds: number; cities: number } {
  return { cityIndexBuilds, cities: cityIndex?.size ?? 0 };
}

/** The place of a location. A ZIP, when present, decides alone (no fallback to city + state). */
export function resolvePlace(location: LocationInput): Place | undefined {
  const zip = location.zip?.trim();
  if (zip) {
    const record = /^[0-9]{5}$/.test(zip) ? zipcodes().lookup(zip) : undefined;
    if (!usable(record)) return undefined;
    const marketSize = cities().get(cityKey(record.city, record.state))?.length ?? 1;
    return {
      latitude: record.latitude,
      longitude: record.longitude,
      city: record.city,
      state: record.state,
      marketSize,
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
