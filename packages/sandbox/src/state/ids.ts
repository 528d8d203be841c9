/** Identifiers: random guids for objects, name-based (stable) guids for organisations and their users. */
import { createHash, randomUUID } from "node:crypto";

export function newGuid(): string {
  return randomUUID();
}

/** A version-5-style UUID derived from a name, so a client id keeps its organisation guid across restarts. */
export function nameGuid(namespace: string, name: string): string {
  const hash = createHash("sha1").update(`${namespace}\u0000${name}`, "utf8").digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
