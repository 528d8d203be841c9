/**
 * JSON Schema (OpenAPI 3.1, as the spec uses it) -> fast-check arbitrary of values the schema accepts: `$ref`s in
 * the bundle, `allOf` merged, `anyOf`/`oneOf` as alternatives (a `oneOf` of `required` lists picks exactly one
 * group), enums, consts, string formats (uuid, date, email, uri, hostname) and patterns, number bounds and
 * `x-max-fraction-digits`, arrays, objects (readOnly properties left out). Keywords it does not model (`not`,
 * `if`/`then`, cross-field rules) are left to the caller's Ajv filter.
 */
import fc from "fast-check";
import { isObject, type Json, type JsonObject } from "../spec/documents.js";
import { LateTime } from "./late.js";
import { flatten, schemaTypes } from "./schema-merge.js";

/** Where a value sits: the property names from the root (`[]` for array items) and its flattened schema. */
export interface ValueContext {
  path: string[];
  schema: JsonObject;
}

/** Leave the property out of generated objects. */
export const OMIT = Symbol("omit");

/** Replaces the generator of a value (an arbitrary), leaves it out (`OMIT`) or keeps the schema's (undefined). */
export type Override = (context: ValueContext) => fc.Arbitrary<unknown> | typeof OMIT | undefined;

export interface ArbitraryOptions {
  doc: JsonObject;
  override?: Override | undefined;
}

/** The documents' date-time shape (`yyyy-MM-ddTHH:mm:ss.SSS+0000`), generated late against the sandbox clock. */
export const DATE_TIME_PATTERN = String.raw`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}[+-]\d{4}$`;
const DAY_MS = 86_400_000;
const ZONES = ["+0000", "+0000", "-0500", "+0100", "-0800", "+0530"];

export function dateTimeArbitrary(minDays = 0, maxDays = 30): fc.Arbitrary<LateTime> {
  return fc
    .tuple(fc.integer({ min: minDays * DAY_MS, max: maxDays * DAY_MS }), fc.constantFrom(...ZONES))
    .map(([offset, zone]) => new LateTime(offset, zone));
}

function priceStringArbitrary(): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 1, max: 10_000_000_00 }), fc.boolean()).map(([cents, short]) => {
    if (short && cents % 100 === 0) return String(cents / 100);
    if (short && cents % 10 === 0) return (cents / 100).toFixed(1);
    return (cents / 100).toFixed(2);
  });
}

const KNOWN_PATTERNS: Record<string, () => fc.Arbitrary<unknown>> = {
  [DATE_TIME_PATTERN]: () => dateTimeArbitrary(),
  // Positive decimal strings with 0 to 2 fraction digits below 10^13 (the shipper spec's Price, its G-167 bound in
  // an allOf member; the sandbox spec's Price), each exactly its amount.
  [String.raw`^(?=.*[1-9])\d+(\.\d{1,2})?$`]: priceStringArbitrary,
  [String.raw`^(?=.*[1-9])0*\d{1,13}(\.\d{1,2})?$`]: priceStringArbitrary,
  [String.raw`^-?\d+(\.\d+)?$`]: () =>
    fc.tuple(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), fc.nat(2)).map(([cents, digits]) => {
      const text = (cents / 100).toFixed(digits);
      return text === "-0" ? "0" : text.replace(/^-0(\.0+)?$/, "0");
    }),
};

function textArbitrary(schema: JsonObject): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 24, 40));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }) },
  );
}

function stringArbitrary(schema: JsonObject): fc.Arbitrary<unknown> {
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  if (pattern && KNOWN_PATTERNS[pattern]) return (KNOWN_PATTERNS[pattern] as () => fc.Arbitrary<unknown>)();
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2060-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress();
    case "uri":
      return fc.webUrl({ validSchemes: ["http", "https"] });
    case "hostname":
      return fc.domain();
  }
  if (pattern) {
    try {
      const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
      const matching = fc.stringMatching(new RegExp(pattern));
      return maxLength === undefined ? matching : matching.filter((text) => text.length <= maxLength);
    } catch {
      return textArbitrary(schema);
    }
  }
  return textArbitrary(schema);
}

function numberArbitrary(schema: JsonObject, integer: boolean): fc.Arbitrary<number> {
  const int32 = schema.format === "int32";
  const wide = schema.format === "int64" ? Number.MAX_SAFE_INTEGER : int32 ? 2 ** 31 - 1 : 1e12;
  const exclusive = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined;
  const min = typeof schema.minimum === "number" ? schema.minimum : (exclusive ?? (int32 ? -(2 ** 31) : -wide));
  const max = typeof schema.maximum === "number" ? schema.maximum : wide;
  const digits = typeof schema["x-max-fraction-digits"] === "number" ? schema["x-max-fraction-digits"] : undefined;
  if (integer || digits === 0) {
    const low = exclusive !== undefined ? Math.floor(exclusive) + 1 : Math.ceil(min);
    const small = fc.integer({ min: Math.max(low, -1000), max: Math.max(Math.max(low, -1000), Math.min(max, 1000)) });
    return fc.oneof(
      { weight: 3, arbitrary: small },
      { weight: 1, arbitrary: fc.integer({ min: low, max: Math.floor(max) }) },
    );
  }
  if (digits !== undefined) {
    const scale = 10 ** digits;
    const low = exclusive !== undefined ? Math.floor(exclusive * scale) + 1 : Math.ceil(min * scale);
    const high = Math.floor(Math.min(max, 1e12) * scale);
    return fc.integer({ min: low, max: high }).map((units) => Number((units / scale).toFixed(digits)));
  }
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.integer({ min: Math.ceil(exclusive !== undefined ? exclusive + 1 : min), max: Math.floor(max) }),
    },
    {
      weight: 2,
      arbitrary: fc.double({
        min: exclusive ?? min,
        max,
        minExcluded: exclusive !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      }),
    },
  );
}

class Builder {
  private depth = 0;

  constructor(private readonly options: ArbitraryOptions) {}

  build(node: Json, path: string[]): fc.Arbitrary<unknown> {
    const schema = flatten(this.options.doc, node);
    const replaced = this.options.override?.({ path, schema });
    if (replaced !== undefined && replaced !== OMIT) return replaced;
    if (this.depth > 12) return fc.constant(null);
    this.depth++;
    try {
      return this.fromSchema(schema, path);
    } finally {
      this.depth--;
    }
  }

  private fromSchema(schema: JsonObject, path: string[]): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    const alternatives = (
      Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined
    ) as Json[] | undefined;
    if (alternatives && !isRequiredGroups(alternatives)) {
      const { oneOf: _one, anyOf: _any, ...base } = schema;
      return fc.oneof(...alternatives.map((branch) => this.build({ allOf: [base, branch] }, path)));
    }
    const types = schemaTypes(schema);
    if (types.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
    return fc.oneof(...types.map((type) => this.ofType(type, schema, path)));
  }

  private ofType(type: string, schema: JsonObject, path: string[]): fc.Arbitrary<unknown> {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return numberArbitrary(schema, true);
      case "number":
        return numberArbitrary(schema, false);
      case "string":
        return stringArbitrary(schema);
      case "array":
        return this.array(schema, path);
      default:
        return this.object(schema, path);
    }
  }

  private array(schema: JsonObject, path: string[]): fc.Arbitrary<unknown> {
    const items = this.build((schema.items ?? {}) as Json, [...path, "[]"]);
    const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
    const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === "number" ? schema.maxItems : 3, 3));
    if (schema.uniqueItems === true) {
      return fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) });
    }
    return fc.array(items, { minLength, maxLength });
  }

  private object(schema: JsonObject, path: string[]): fc.Arbitrary<unknown> {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const groups = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    if (Array.isArray(groups) && isRequiredGroups(groups)) {
      const exclusive = Array.isArray(schema.oneOf);
      const others = new Set(groups.flatMap((group) => ((group as JsonObject).required ?? []) as string[]));
      return fc.oneof(
        ...groups.map((group) => {
          const chosen = new Set(((group as JsonObject).required ?? []) as string[]);
          const omit = exclusive ? [...others].filter((name) => !chosen.has(name)) : [];
          return this.record(schema, properties, new Set([...required, ...chosen]), new Set(omit), path);
        }),
      );
    }
    if (Object.keys(properties).length === 0) return this.dictionary(schema, path);
    return this.record(schema, properties, required, new Set(), path);
  }

  private record(
    schema: JsonObject,
    properties: JsonObject,
    required: Set<string>,
    omit: Set<string>,
    path: string[],
  ): fc.Arbitrary<unknown> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const dependent = isObject(schema.dependentRequired) ? schema.dependentRequired : {};
    for (const [name, node] of Object.entries(properties)) {
      if (omit.has(name)) continue;
      const needs = (dependent[name] ?? []) as string[];
      if (needs.some((other) => !required.has(other) || omit.has(other))) continue;
      const flat = flatten(this.options.doc, node);
      if (flat.readOnly === true || (isObject(node) && node.readOnly === true)) continue;
      const replaced = this.options.override?.({ path: [...path, name], schema: flat });
      if (replaced === OMIT) continue;
      model[name] = replaced ?? this.build(node, [...path, name]);
    }
    const requiredKeys = [...required].filter((name) => name in model);
    const record = fc.record(model, { requiredKeys, noNullPrototype: true });
    const minKeys = typeof schema.minProperties === "number" ? schema.minProperties : 0;
    return minKeys > 0 ? record.filter((value) => Object.keys(value).length >= minKeys) : record;
  }

  private dictionary(schema: JsonObject, path: string[]): fc.Arbitrary<unknown> {
    const minKeys = typeof schema.minProperties === "number" ? schema.minProperties : 0;
    const maxKeys = Math.max(minKeys, Math.min(typeof schema.maxProperties === "number" ? schema.maxProperties : 3, 3));
    const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
    const [pattern, valueSchema] = patterns[0] ?? [];
    if (pattern !== undefined && valueSchema !== undefined) {
      const keys = fc.stringMatching(new RegExp(pattern));
      return fc.dictionary(keys, this.build(valueSchema, [...path, "{}"]), { minKeys, maxKeys, noNullPrototype: true });
    }
    if (schema.additionalProperties === false) return fc.constant({});
    const values = isObject(schema.additionalProperties)
      ? this.build(schema.additionalProperties, [...path, "{}"])
      : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), values, {
      minKeys,
      maxKeys,
      noNullPrototype: true,
    });
  }
}

/** Alternatives made only of `required` lists (`oneOf: [{required: [a]}, {required: [b]}]`). */
function isRequiredGroups(alternatives: Json[]): boolean {
  return alternatives.every((branch) => isObject(branch) && Object.keys(branch).every((key) => key === "required"));
}

/** An arbitrary of values valid against `schema` (modulo the keywords listed above). */
export function schemaArbitrary(schema: Json, options: ArbitraryOptions, path: string[] = []): fc.Arbitrary<unknown> {
  return new Builder(options).build(schema, path);
}
