/** Typed, lazily loaded access to the `zipcodes` data package (CommonJS, ships no types). */
import { createRequire } from "node:module";

/** One record of the package: a US ZIP code (or a Canadian FSA, which haulkit ignores). */
export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The part of the package's API haulkit uses (see node_modules/zipcodes/README.md). */
export interface ZipcodesModule {
  /** Every record by code; US codes are 5-digit keys, so they iterate in ascending numeric order. */
  codes: Record<string, ZipRecord>;
  /** `full`: upper-case state or province name -> two-letter code. */
  states: { full: Record<string, string>; abbr: Record<string, string> };
  lookup(zip: string): ZipRecord | undefined;
}

let loaded: ZipcodesModule | undefined;

/** The package, required on first use (its data file is 5 MB; importing the sandbox stays cheap). */
export function zipcodes(): ZipcodesModule {
  loaded ??= createRequire(import.meta.url)("zipcodes") as ZipcodesModule;
  return loaded;
}
