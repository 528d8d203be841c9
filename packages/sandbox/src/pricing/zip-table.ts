/**
 * The usable US ZIP records (5-digit code, real coordinates) in typed arrays, in the package's order: one number per
 * field, city and state names kept once each, where the package has an object, two heap numbers and three strings
 * per record. A record object is built when asked for.
 */
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

/** A record haulkit can use: a US 5-digit ZIP with real coordinates (military APO/FPO codes have 0, 0). */
export function usableZip(record: ZipRecord | undefined): record is ZipRecord {
  return (
    record !== undefined &&
    record.country === "US" &&
    /^[0-9]{5}$/.test(record.zip) &&
    Number.isFinite(record.latitude) &&
    Number.isFinite(record.longitude) &&
    !(record.latitude === 0 && record.longitude === 0)
  );
}

/** Each distinct string once, and the index of each. */
class StringPool {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.push(value) - 1;
      this.ids.set(value, id);
    }
    return id;
  }
}

export class ZipTable {
  /** How many records the table holds; each has an index below it. */
  readonly size: number;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  /** Each record's city (as the record spells it): an index into `cityNames`. */
  readonly cityIds: Int32Array;
  readonly cityNames: readonly string[];
  private readonly zips: Int32Array;
  private readonly stateIds: Uint16Array;
  private readonly stateCodes: readonly string[];
  /** ZIP code as a number -> its record's index + 1 (0: no usable record). */
  private readonly byZip = new Int32Array(100_000);

  /** `records` in the package's order; the unusable ones are left out. */
  constructor(
    records: readonly ZipRecord[],
    readonly states: ZipcodesModule["states"],
  ) {
    const kept = records.filter(usableZip);
    this.size = kept.length;
    this.latitudes = new Float64Array(this.size);
    this.longitudes = new Float64Array(this.size);
    this.cityIds = new Int32Array(this.size);
    this.zips = new Int32Array(this.size);
    this.stateIds = new Uint16Array(this.size);
    const cities = new StringPool();
    const stateCodes = new StringPool();
    kept.forEach((record, index) => {
      const zip = Number(record.zip);
      this.latitudes[index] = record.latitude;
      this.longitudes[index] = record.longitude;
      this.cityIds[index] = cities.idOf(record.city);
      this.stateIds[index] = stateCodes.idOf(record.state);
      this.zips[index] = zip;
      this.byZip[zip] = index + 1;
    });
    this.cityNames = cities.values;
    this.stateCodes = stateCodes.values;
  }

  /** The index of a ZIP's usable record; -1 when there is none. */
  indexOf(zip: string): number {
    return /^[0-9]{5}$/.test(zip) ? (this.byZip[Number(zip)] as number) - 1 : -1;
  }

  city(index: number): string {
    return this.cityNames[this.cityIds[index] as number] as string;
  }

  state(index: number): string {
    return this.stateCodes[this.stateIds[index] as number] as string;
  }

  record(index: number): ZipRecord {
    return {
      zip: String(this.zips[index]).padStart(5, "0"),
      latitude: this.latitudes[index] as number,
      longitude: this.longitudes[index] as number,
      city: this.city(index),
      state: this.state(index),
      country: "US",
    };
  }

  /** A ZIP's usable record; undefined when there is none (unknown, Canadian, or without real coordinates). */
  lookup(zip: string): ZipRecord | undefined {
    const index = this.indexOf(zip);
    return index === -1 ? undefined : this.record(index);
  }
}
