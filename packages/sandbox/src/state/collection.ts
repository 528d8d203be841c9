/**
 * Per-organisation in-memory collections. Each resource module declares its own collection
 * (`defineCollection<OrderRecord>("orders")`) and reads it through an organisation, so resources are added
 * without touching the store.
 */
import type { ChangeTracker } from "./change-tracker.js";

export interface Identified {
  guid: string;
}

export class Collection<T extends Identified> {
  private readonly items = new Map<string, T>();
  /** Set when the sandbox keeps a data dir (state/change-tracker.ts). */
  tracker: ChangeTracker | undefined;

  constructor(
    readonly name = "",
    readonly orgGuid = "",
  ) {}

  get(guid: string): T | undefined {
    const item = this.items.get(guid);
    if (item !== undefined && this.tracker?.reading) this.tracker.touched(this.orgGuid, this.name, guid);
    return item;
  }

  /** The item without counting as a look-up (the data dir reads records with it). */
  peek(guid: string): T | undefined {
    return this.items.get(guid);
  }

  /** Marks an item that was changed in place outside a request (timers, webhook tries) for the data dir. */
  changed(guid: string): void {
    if (this.tracker && this.items.has(guid)) this.tracker.touched(this.orgGuid, this.name, guid);
  }

  has(guid: string): boolean {
    return this.items.has(guid);
  }

  /** Stores the item; setting an item already stored again marks it changed (for the data dir). */
  set(item: T): T {
    this.items.set(item.guid, item);
    this.tracker?.touched(this.orgGuid, this.name, item.guid);
    return item;
  }

  delete(guid: string): boolean {
    const deleted = this.items.delete(guid);
    if (deleted) this.tracker?.touched(this.orgGuid, this.name, guid);
    return deleted;
  }

  /** Items in insertion order. */
  values(): T[] {
    return [...this.items.values()];
  }

  get size(): number {
    return this.items.size;
  }
}

export interface CollectionKey<T extends Identified> {
  readonly name: string;
  /** Phantom field that carries the item type. */
  readonly __type?: T;
}

export function defineCollection<T extends Identified>(name: string): CollectionKey<T> {
  return { name };
}
