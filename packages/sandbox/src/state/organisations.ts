/** An organisation (one per API client): its user, its id counters and its resource collections. */
import type { Client } from "../auth/clients.js";
import type { ChangeTracker } from "./change-tracker.js";
import { Collection, type CollectionKey, type Identified } from "./collection.js";

export interface OrgUser {
  guid: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: number;
}

export class Organisation {
  readonly guid: string;
  readonly user: OrgUser;
  private readonly collections = new Map<string, Collection<Identified>>();
  private readonly counters = new Map<string, number>();
  private tracker: ChangeTracker | undefined;

  constructor(client: Client, createdAt: number) {
    this.guid = client.orgGuid;
    const handle =
      client.clientId
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ".")
        .replace(/^\.|\.$/g, "") || "client";
    this.user = {
      guid: client.userGuid,
      username: `api.${handle}`,
      email: `api.${handle}@sandbox.haulkit.example`,
      firstName: "API",
      lastName: "Client",
      createdAt,
    };
  }

  collection<T extends Identified>(key: CollectionKey<T>): Collection<T> {
    let collection = this.collections.get(key.name);
    if (!collection) {
      collection = new Collection<Identified>(key.name, this.guid);
      collection.tracker = this.tracker;
      this.collections.set(key.name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /** The collections that exist so far, by name (the data dir's snapshot). */
  collectionsByName(): ReadonlyMap<string, Collection<Identified>> {
    return this.collections;
  }

  /** Reports every later change to `tracker` (the data dir), in this organisation and its collections. */
  track(tracker: ChangeTracker): void {
    this.tracker = tracker;
    for (const collection of this.collections.values()) collection.tracker = tracker;
  }

  /** Forgets every object and restarts every counter (the reset test helper); the user stays. */
  clear(): void {
    this.collections.clear();
    this.counters.clear();
    this.tracker?.cleared(this.guid);
  }

  /** Next value of a named counter (1, 2, ...), for integer ids and stable ordering. */
  next(counter: string): number {
    const value = (this.counters.get(counter) ?? 0) + 1;
    this.counters.set(counter, value);
    this.tracker?.countersMoved(this.guid);
    return value;
  }

  /** The counters as plain data (the data dir). */
  counterValues(): Record<string, number> {
    return Object.fromEntries(this.counters);
  }

  /** Sets the counters read back from a data dir. */
  restoreCounters(values: Record<string, number>): void {
    this.counters.clear();
    for (const [name, value] of Object.entries(values)) this.counters.set(name, value);
  }
}

export class OrganisationDirectory {
  private readonly orgs = new Map<string, Organisation>();

  constructor(clients: readonly Client[], now: number) {
    for (const client of clients) this.orgs.set(client.orgGuid, new Organisation(client, now));
  }

  get(orgGuid: string): Organisation {
    const org = this.orgs.get(orgGuid);
    if (!org) throw new Error(`unknown organisation ${orgGuid}`);
    return org;
  }

  /** The organisation, or undefined when no configured client has it. */
  find(orgGuid: string): Organisation | undefined {
    return this.orgs.get(orgGuid);
  }

  all(): Organisation[] {
    return [...this.orgs.values()];
  }
}
