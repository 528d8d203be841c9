/**
 * Stored JSON blocks kept once per distinct value: a shipper's orders repeat their stops, customer and payment terms,
 * and every parsed request body brings its own copy of each (about 0.5 kB an order for the bench's order). A block is
 * shared only when it is plain JSON (objects, arrays, strings, booleans, finite numbers), its text is the key. A
 * shared block is deep-frozen: stored documents are never changed in place (order-record.ts), and sharing makes that
 * a rule the runtime enforces. The pool is bounded and forgotten whole when full, like the string pool (strings.ts).
 */
export const BLOCK_POOL_LIMIT = 4096;
/** Longer blocks are kept as they are (their key would cost about what sharing saves). */
const MAX_KEY_LENGTH = 1024;
/** Members a block may have, nested ones included, to be shared. */
const MAX_MEMBERS = 64;

const pool = new Map<string, object>();

/** Counts the members of a plain JSON value; -1 when it is not one (or has too many members). */
function plainMembers(value: unknown, budget: number): number {
  if (typeof value === "string" || typeof value === "boolean") return 1;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0) ? 1 : -1;
  if (value === null || typeof value !== "object") return -1;
  let count = 1;
  if (Array.isArray(value)) {
    for (const item of value) {
      const members = plainMembers(item, budget - count);
      if (members < 0) return -1;
      count += members;
      if (count > budget) return -1;
    }
    return count;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return -1;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return -1;
    const members = plainMembers((value as Record<string, unknown>)[key], budget - count);
    if (members < 0) return -1;
    count += members;
    if (count > budget) return -1;
  }
  return count;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

/**
 * The pooled block equal to `block` (same members in the same order), or `block` itself, then frozen and pooled;
 * a block that is not plain JSON, or too large, is returned as it is and stays unfrozen.
 */
export function sharedBlock<T extends object>(block: T): T {
  if (plainMembers(block, MAX_MEMBERS) < 0) return block;
  const key = JSON.stringify(block);
  if (key.length > MAX_KEY_LENGTH) return block;
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
