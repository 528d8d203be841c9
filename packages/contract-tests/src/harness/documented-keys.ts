/**
 * Keys the spec documents: every property name of every schema in the bundled documents (services and sandbox
 * helpers). A whole-object comparison leaves out the keys of an answer that no document names, as the spec tells
 * clients to tolerate them (G-041) and as the schema checks do.
 */
import { propertyNames } from "@haulkit/spec/property-names";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * `actual` without the keys no document names and `expected` does not name either (at any depth; arrays matched
 * item by item): what a deep equality with `expected` compares.
 */
export function withoutUndocumented(actual: unknown, expected?: unknown): unknown {
  if (Array.isArray(actual)) {
    return actual.map((item, index) =>
      withoutUndocumented(item, Array.isArray(expected) ? expected[index] : undefined),
    );
  }
  if (!isPlain(actual)) return actual;
  const known = propertyNames();
  const wanted = isPlain(expected) ? expected : {};
  const kept = Object.entries(actual).filter(([key]) => known.has(key) || Object.hasOwn(wanted, key));
  return Object.fromEntries(kept.map(([key, value]) => [key, withoutUndocumented(value, wanted[key])]));
}
