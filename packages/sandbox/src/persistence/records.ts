/**
 * What a data dir holds: plain-data records, one JSON array of them per line, each line prefixed by the CRC-32 of
 * its JSON (`0a1b2c3d [...]\n`). A line is one batch: the changes of one event-loop turn, written with one write.
 */
import * as zlib from "node:zlib";

/** The whole current state of one record (put) or its absence (del) in an organisation's collection. */
export type DataRecord =
  | { k: "put"; o: string; c: string; v: Record<string, unknown> }
  | { k: "del"; o: string; c: string; g: string }
  /** Every id counter of the organisation. */
  | { k: "counters"; o: string; v: Record<string, number> }
  /** The organisation itself: when its API user was created (shown as every order's dispatcher). */
  | { k: "org"; o: string; v: { userCreatedAt: number } }
  /** The organisation was cleared (reset helper): every record and counter before this one is gone. */
  | { k: "clear"; o: string }
  /** An access token; `secret` is a fingerprint of the client secret it was issued under (not the secret). */
  | { k: "token"; v: StoredToken }
  /** The manual clock's time (epoch ms). */
  | { k: "clock"; v: number }
  /** How far the organisation's own manual test clock is ahead of the sandbox clock (ms it advanced alone). */
  | { k: "orgClock"; o: string; v: number };

export interface StoredToken {
  accessToken: string;
  clientId: string;
  secret: string;
  issuedAt: number;
  expiresAt: number;
  jti: string;
}

type Crc32 = (data: Buffer) => number;

const TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** zlib's CRC-32 (Node 20.15 on); the same sum computed by hand on older Node 20 releases. */
const crc32: Crc32 =
  (zlib as unknown as { crc32?: Crc32 }).crc32 ??
  ((data) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  });

/** One batch line: the records' JSON (already serialised, joined into an array) behind its checksum. */
export function encodeBatch(recordsJson: readonly string[]): Buffer {
  const json = Buffer.from(`[${recordsJson.join(",")}]`);
  const line = Buffer.allocUnsafe(json.length + 10);
  line.write(crc32(json).toString(16).padStart(8, "0"), 0, "latin1");
  line[8] = 0x20;
  json.copy(line, 9);
  line[line.length - 1] = 0x0a;
  return line;
}

/** The records of one line (without its newline); undefined when the checksum or the JSON is wrong. */
export function decodeBatch(line: Buffer): DataRecord[] | undefined {
  if (line.length < 11 || line[8] !== 0x20) return undefined;
  const json = line.subarray(9);
  if (line.toString("latin1", 0, 8) !== crc32(json).toString(16).padStart(8, "0")) return undefined;
  try {
    const records: unknown = JSON.parse(json.toString("utf8"));
    return Array.isArray(records) ? (records as DataRecord[]) : undefined;
  } catch {
    return undefined;
  }
}
