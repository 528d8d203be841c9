/**
 * Stored text kept once per distinct value: orders repeat venue, customer and dispatcher names, dates and
 * instructions, and every parsed request body brings its own copy of each. `JSON.parse` already shares strings of
 * up to 10 characters; longer ones (up to MAX_LENGTH) go through a bounded pool, forgotten whole when it is full.
 */
const MIN_LENGTH = 11;
const MAX_LENGTH = 256;
export const POOL_LIMIT = 50_000;

const pool = new Map<string, string>();

/** The pooled string equal to `text` (the first one seen), or `text` itself when it is not pooled. */
export function intern(text: string): string {
  if (text.length < MIN_LENGTH || text.length > MAX_LENGTH) return text;
  const known = pool.get(text);
  if (known !== undefined) return known;
  if (pool.size >= POOL_LIMIT) pool.clear();
  pool.set(text, text);
  return text;
}

/** How many strings the pool holds. */
export function pooledStrings(): number {
  return pool.size;
}
