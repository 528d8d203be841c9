/**
 * Per-organisation in-memory collections. Each resource module declares its own collection
 * (`defineCollection<OrderRecord>("orders")`) and reads it through an organisation, so resources are added
 * without touching the store.
 */
export interface Identified {
  guid: string;
}

export class Collection<T extends Identified> {
  private readonly items = new Map<string, T>();

  get(guid: string): T | undefined {
    return this.items.get(guid);
  }

  has(guid: string): boolean {
    return this.items.has(guid);
  }

  set(item: T): T {
    this.items.set(item.guid, item);
    return item;
  }

  delete(guid: string): boolean {
    return this.items.delete(guid);
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
