/**
 * What the stores tell a data dir (src/persistence/) about changes. Without `--data-dir` no tracker is attached and
 * the stores pay one undefined check. With one, `set`/`delete` always count; `get` counts only while a mutating
 * request runs (`reading`), because handlers change the records they look up in place.
 */
export interface ChangeTracker {
  /** True while a mutating request's handler runs: a record looked up may be changed in place. */
  readonly reading: boolean;
  /** A record of `collection` was written, deleted or (while `reading`) looked up. */
  touched(orgGuid: string, collection: string, guid: string): void;
  /** One of the organisation's id counters moved. */
  countersMoved(orgGuid: string): void;
  /** The organisation was cleared (the reset helper). */
  cleared(orgGuid: string): void;
}
