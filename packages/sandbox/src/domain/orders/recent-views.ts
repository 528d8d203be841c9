/**
 * The views (`getOrder`'s `Order`) of the orders shown last, so reading an unchanged order again does not build it
 * again. A view is reused only while every field of its record is the same value as when it was built: the
 * document is replaced on every change, never changed in place (order-record.ts), so comparing the record's own
 * fields one level deep is exact. Callers share the views: none may change one. At most `limit` orders are
 * tracked.
 */
import type { Organisation } from "../../state/organisations.js";
import type { OrderRecord } from "./order-record.js";

type Json = Record<string, unknown>;

interface Entry {
  org: Organisation;
  /** The record's own fields when the view was built, and how many there were. */
  fields: Json;
  count: number;
  view: Json;
}

function fieldCount(record: object): number {
  let count = 0;
  for (const _key in record) count++;
  return count;
}

function sameFields(record: OrderRecord, entry: Entry): boolean {
  let count = 0;
  for (const key in record) {
    if ((record as unknown as Json)[key] !== entry.fields[key]) return false;
    count++;
  }
  return count === entry.count;
}

export class RecentViews {
  /** Orders whose view was built lately: with the view when it is kept, null when it was built only once. */
  private readonly entries = new Map<OrderRecord, Entry | null>();

  constructor(private readonly limit: number) {}

  /**
   * The view of `order`, built by `build` unless a view of the same record state is kept. A view is kept from its
   * second build on: most orders are shown once when they are written and not read back soon.
   */
  view(org: Organisation, order: OrderRecord, build: () => Json): Json {
    const entry = this.entries.get(order);
    if (entry && entry.org === org && sameFields(order, entry)) return entry.view;
    const view = build();
    const keep = entry !== undefined;
    this.entries.delete(order);
    this.entries.set(order, keep ? { org, fields: { ...order }, count: fieldCount(order), view } : null);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as OrderRecord;
      this.entries.delete(oldest);
    }
    return view;
  }

  /** How many views are kept. */
  get kept(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (entry) count++;
    return count;
  }
}
