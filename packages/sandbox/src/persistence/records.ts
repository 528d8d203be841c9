/**
 * What a data dir holds: plain-data records, one JSON array of them per line, each line prefixed by the CRC-32 of
 * the rest of it (`0a1b2c3d [...]\n`). A line is one batch: the changes of one event-loop turn, written with one
 * write. A line may go on after a tab with the docs of its puts, raw JSON one after the other, each put giving its
 * doc's length in bytes in `d` (format version 2, lazy-doc.ts).
 */
import * as zlib from "node:zlib";
import { DocBytes } from "./lazy-doc.js";

/**
 * The whole current state of one record (put) or its absence (del) in an organisation's collection. A put may have
 * its record's `doc` after the records (`d`: its length, read back as its bytes; `v.doc` then only holds its place;
 * version 1 has the doc inline).
 */
export type DataRecord =
  | { k: "put"; o: string; c: string; v: Record<string, unknown>; d?: DocBytes }
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

const TAB = 0x09;

/** One batch line: the records' JSON (already serialised, joined into an array), then `docs`, behind a checksum. */
export function encodeBatch(recordsJson: readonly string[], docs: readonly Buffer[] = []): Buffer {
  const json = `[${recordsJson.join(",")}]`;
  const jsonBytes = Buffer.byteLength(json);
  let docBytes = 0;
  for (const doc of docs) docBytes += doc.length;
  const bodyEnd = 9 + jsonBytes + (docs.length === 0 ? 0 : 1 + docBytes);
  const line = Buffer.allocUnsafe(bodyEnd + 1);
  let at = 9 + line.write(json, 9);
  if (docs.length > 0) {
    line[at++] = TAB;
    for (const doc of docs) at += doc.copy(line, at);
  }
  line.write(crc32(line.subarray(9, bodyEnd)).toString(16).padStart(8, "0"), 0, "latin1");
  line[8] = 0x20;
  line[bodyEnd] = 0x0a;
  return line;
}

/** Gives each put with a doc length its doc's bytes (copied: the file's buffer is not kept); false when they differ. */
function attachDocs(records: DataRecord[], area: Buffer): boolean {
  const docs = Buffer.from(area);
  let offset = 0;
  for (const record of records) {
    if (record.k !== "put" || record.d === undefined) continue;
    const length = record.d as unknown;
    if (!Number.isInteger(length) || (length as number) < 0 || offset + (length as number) > docs.length) return false;
    record.d = new DocBytes(docs, offset, offset + (length as number));
    offset += length as number;
  }
  return offset === docs.length;
}

/** The records of one line (without its newline); undefined when the checksum, the JSON or the docs are wrong. */
export function decodeBatch(line: Buffer): DataRecord[] | undefined {
  if (line.length < 11 || line[8] !== 0x20) return undefined;
  const body = line.subarray(9);
  if (line.toString("latin1", 0, 8) !== crc32(body).toString(16).padStart(8, "0")) return undefined;
  const tab = body.indexOf(TAB);
  let records: unknown;
  try {
    records = JSON.parse(body.toString("utf8", 0, tab === -1 ? body.length : tab));
  } catch {
    return undefined;
  }
  if (!Array.isArray(records)) return undefined;
  const batch = records as DataRecord[];
  if (tab !== -1) return attachDocs(batch, body.subarray(tab + 1)) ? batch : undefined;
  return batch.some((record) => record.k === "put" && record.d !== undefined) ? undefined : batch;
}
