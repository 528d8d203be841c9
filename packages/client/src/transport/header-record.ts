/** Headers as a plain record with lower-case names: cheaper than `Headers` objects on every call. */

export type HeaderRecord = Record<string, string>;

type HeaderValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** What callers may pass: a `Headers`, pairs, or a record (`null` removes a header set by an earlier source). */
export type HeaderSource = Headers | readonly (readonly [string, string])[] | Record<string, HeaderValue> | undefined;

/** Merges the sources left to right (later wins) into a record with lower-case names. */
export function headerRecord(...sources: HeaderSource[]): HeaderRecord {
  const merged: HeaderRecord = {};
  for (const source of sources) {
    const entries: Iterable<readonly [string, HeaderValue]> =
      source instanceof Headers || Array.isArray(source)
        ? (source as Iterable<readonly [string, string]>)
        : Object.entries((source ?? {}) as Record<string, HeaderValue>);
    for (const [name, value] of entries) {
      const key = name.toLowerCase();
      if (value === null) delete merged[key];
      else if (value !== undefined) merged[key] = Array.isArray(value) ? value.join(", ") : String(value);
    }
  }
  return merged;
}
