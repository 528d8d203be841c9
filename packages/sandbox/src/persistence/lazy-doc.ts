/**
 * A record's `doc` (an order's document: most of its bytes and objects) is written (format version 2) as raw JSON
 * after the batch's records, and a reopen keeps those bytes off the JS heap and parses a doc only when it is first
 * read. Reopening then builds a few objects per record instead of a dozen, and the collector neither copies nor
 * marks the docs nobody read. A doc is replaced whole, never changed in place (domain/orders/order-record.ts), so
 * parsing it later gives the same value.
 */

/** The bytes of one doc's JSON inside a batch's doc area (kept until every doc of the batch is gone). */
export class DocBytes {
  constructor(
    readonly bytes: Buffer,
    readonly start: number,
    readonly end: number,
  ) {}

  parse(): unknown {
    return JSON.parse(this.bytes.toString("utf8", this.start, this.end));
  }
}

/** Where a restored record keeps its doc: the bytes until the first read, then the parsed value. */
const DOC = Symbol("doc");

type Restored = { [DOC]: unknown };

function readDoc(this: Restored): unknown {
  const held = this[DOC];
  if (!(held instanceof DocBytes)) return held;
  const doc = held.parse();
  this[DOC] = doc;
  return doc;
}

function writeDoc(this: Restored, value: unknown): void {
  this[DOC] = value;
}

/** One getter and setter for every restored record, so that they share their hidden classes. */
const DOC_PROPERTY: PropertyDescriptor = { get: readDoc, set: writeDoc, enumerable: true, configurable: true };

/**
 * The record `v` of a put whose doc is `doc`: the same keys in the same order (`v.doc` holds the doc's
 * place), `doc` parsed on first use. Built anew so that `doc` is added, not reconfigured (which would turn the
 * record into a slow dictionary object).
 */
export function withLazyDoc(v: Record<string, unknown>, doc: DocBytes): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  Object.defineProperty(item, DOC, { value: doc, writable: true, enumerable: false });
  for (const key in v) {
    if (key === "doc") Object.defineProperty(item, "doc", DOC_PROPERTY);
    else item[key] = v[key];
  }
  return item;
}

/** A put: its record's JSON and, for a doc that is an object, the doc's JSON bytes written after the records. */
export interface PutRecord {
  json: string;
  doc?: Buffer;
}

/** The put of a record's current state; the doc of a restored record nobody read is copied as bytes, not parsed. */
export function putRecord(orgGuid: string, collection: string, item: Record<string, unknown>): PutRecord {
  const head = `{"k":"put","o":${JSON.stringify(orgGuid)},"c":${JSON.stringify(collection)}`;
  const held = (item as Partial<Restored>)[DOC];
  const value = held === undefined ? item.doc : held;
  if (value === null || typeof value !== "object") return { json: `${head},"v":${JSON.stringify(item)}}` };
  const doc =
    value instanceof DocBytes ? value.bytes.subarray(value.start, value.end) : Buffer.from(JSON.stringify(value));
  const shallow: Record<string, unknown> = {};
  for (const key in item) shallow[key] = key === "doc" ? 0 : item[key];
  return { json: `${head},"v":${JSON.stringify(shallow)},"d":${doc.length}}`, doc };
}
