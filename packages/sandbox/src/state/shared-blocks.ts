/**
 * Stored JSON blocks kept once per distinct value: a shipper's orders repeat their stops, customer and payment terms,
 * and every parsed request body brings its own copy of each (about 0.5 kB an order for the bench's order). A block is
 * JSON data as `JSON.parse` makes it (objects, arrays, strings, numbers, booleans, null); its text is the key. A
 * block whose text holds a `null` is kept as it is: JSON writes a null, an infinite number and NaN alike. (`-0` and
 * `0` share: both are written `0`, which is all an answer or the data dir shows of them.) A shared block is
 * deep-frozen: stored documents are never changed in place (order-record.ts), and sharing makes that a rule the
 * runtime enforces. The pool is bounded and forgotten whole when full, like the string pool (strings.ts).
 */
export const BLOCK_POOL_LIMIT = 4096;
/** Longer blocks are kept as they are (their key would cost about what sharing saves). */
const MAX_KEY_LENGTH = 1024;

const pool = new Map<string, object>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

/**
 * The pooled block equal to `block` (same members in the same order), or `block` itself, then frozen and pooled;
 * a block too large or with a `null` in its text is returned as it is and stays unfrozen.
 */
export function sharedBlock<T extends object>(block: T): T {
  const key = JSON.stringify(block);
  if (key.length > MAX_KEY_LENGTH || key.includes("null")) return block;
  const known = pool.get(key);
  if (known !== undefined) return known as T;
  if (pool.size >= BLOCK_POOL_LIMIT) pool.clear();
  pool.set(key, deepFreeze(block));
  return block;
}

/** How many blocks the pool holds. */
export function pooledBlocks(): number {
  return pool.size;
}
