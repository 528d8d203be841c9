/**
 * The state read back from a data dir, as plain data: per organisation its counters, collections and own clock
 * offset, the tokens and the manual clock. Records are applied in order; the image ends as the state the last good batch left.
 */
import { withLazyDoc } from "./lazy-doc.js";
import type { DataRecord, StoredToken } from "./records.js";

export interface OrgImage {
  userCreatedAt?: number;
  /** What the organisation's manual test clock advanced alone (a reset keeps it). */
  clockOffset?: number;
  counters: Record<string, number>;
  collections: Map<string, Map<string, Record<string, unknown>>>;
}

export class StateImage {
  readonly orgs = new Map<string, OrgImage>();
  readonly tokens = new Map<string, StoredToken>();
  clock: number | undefined;

  private org(guid: string): OrgImage {
    let org = this.orgs.get(guid);
    if (!org) {
      org = { counters: {}, collections: new Map() };
      this.orgs.set(guid, org);
    }
    return org;
  }

  apply(records: readonly DataRecord[]): void {
    for (const record of records) {
      switch (record.k) {
        case "put": {
          const collections = this.org(record.o).collections;
          let items = collections.get(record.c);
          if (!items) {
            items = new Map();
            collections.set(record.c, items);
          }
          const item = record.d === undefined ? record.v : withLazyDoc(record.v, record.d);
          items.set(String(item.guid), item);
          break;
        }
        case "del":
          this.orgs.get(record.o)?.collections.get(record.c)?.delete(record.g);
          break;
        case "counters":
          this.org(record.o).counters = record.v;
          break;
        case "org":
          this.org(record.o).userCreatedAt = record.v.userCreatedAt;
          break;
        case "clear": {
          const { userCreatedAt, clockOffset } = this.orgs.get(record.o) ?? {};
          this.orgs.delete(record.o);
          if (userCreatedAt !== undefined) this.org(record.o).userCreatedAt = userCreatedAt;
          if (clockOffset !== undefined) this.org(record.o).clockOffset = clockOffset;
          break;
        }
        case "orgClock":
          this.org(record.o).clockOffset = record.v;
          break;
        case "token":
          this.tokens.set(record.v.accessToken, record.v);
          break;
        case "clock":
          this.clock = record.v;
          break;
        default:
          throw new Error(`unknown record kind ${JSON.stringify((record as { k?: unknown }).k)}`);
      }
    }
  }
}
