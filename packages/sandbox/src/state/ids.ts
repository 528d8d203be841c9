/** Identifiers: random guids for objects, name-based (stable) guids for organisations and their users. */
import { createHash, randomFillSync } from "node:crypto";

const HEX_CODES = Array.from("0123456789abcdef", (digit) => digit.charCodeAt(0));
const DASH = 0x2d;
/** Random bytes drawn 16 at a time, refilled from the CSPRNG when used up (as `randomUUID` does internally). */
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;
const codes: number[] = new Array(36).fill(DASH);

/**
 * A random (version 4) UUID as one flat 36-character string. `crypto.randomUUID()` builds it by concatenation, a
 * tree of ~15 string pieces (~500 bytes) that every stored guid would keep.
 */
export function newGuid(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  let at = 0;
  for (let index = 0; index < 16; index++) {
    let byte = pool[poolOffset + index] as number;
    if (index === 6) byte = (byte & 0x0f) | 0x40;
    else if (index === 8) byte = (byte & 0x3f) | 0x80;
    if (index === 4 || index === 6 || index === 8 || index === 10) at++;
    codes[at++] = HEX_CODES[byte >> 4] as number;
    codes[at++] = HEX_CODES[byte & 0x0f] as number;
  }
  poolOffset += 16;
  return String.fromCharCode(...codes);
}

/** A version-5-style UUID derived from a name, so a client id keeps its organisation guid across restarts. */
export function nameGuid(namespace: string, name: string): string {
  const hash = createHash("sha1").update(`${namespace}\u0000${name}`, "utf8").digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
