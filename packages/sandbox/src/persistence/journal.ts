/**
 * The data dir's writer. Stores report what changed (state/change-tracker.ts); at the end of the event-loop turn,
 * before any answer of the turn is written, `commit` serialises the current state of every record touched, the
 * counters, tokens and the manual clock (with each organisation's own offset) into one batch and appends it with one write (group commit). A write that
 * the kernel took survives `kill -9`; `fsync: "always"` also syncs before answering (survives a power loss),
 * `"interval"` syncs once a second. When the journal outgrows the last snapshot (and COMPACT_MIN_BYTES) the whole
 * state is written as a new snapshot and the journal starts again.
 */
import * as fs from "node:fs";
import { join } from "node:path";
import type { IssuedToken } from "../auth/tokens.js";
import { BaseClock, type Clock } from "../clock.js";
import type { SandboxContext } from "../context.js";
import type { ChangeTracker } from "../state/change-tracker.js";
import { journalFile, type OpenedDataDir, snapshotFile } from "./data-dir.js";
import { putRecord } from "./lazy-doc.js";
import { encodeBatch } from "./records.js";
import { stateRecords, storedToken } from "./restore.js";
import type { OrgImage } from "./state-image.js";

export type FsyncPolicy = "always" | "interval";

/** The journal is compacted once it is larger than this and than the last snapshot. */
export const COMPACT_MIN_BYTES = 64 * 1024 * 1024;
const SYNC_INTERVAL_MS = 1000;
const SNAPSHOT_BATCH = 500;

export interface JournalOptions {
  fsync: FsyncPolicy;
  /** Override of COMPACT_MIN_BYTES (tests). */
  compactMinBytes?: number;
}

function writeAll(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) offset += fs.writeSync(fd, data, offset, data.length - offset);
}

export class Journal implements ChangeTracker {
  reading = false;
  private readonly touches = new Map<string, Map<string, Set<string>>>();
  private readonly counters = new Set<string>();
  private readonly described = new Set<string>();
  private clears: string[] = [];
  private tokens: IssuedToken[] = [];
  private lastClock: number | undefined;
  /** Each organisation's clock offset as last written (a manual clock only). */
  private readonly lastOffsets = new Map<string, number>();
  private scheduled = false;
  private failure: Error | undefined;
  private closed = false;
  private fd: number;
  private generation: number;
  private journalBytes: number;
  private snapshotBytes: number;
  private unsynced = false;
  private compactBlockedBelow = 0;
  private readonly syncTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: SandboxContext,
    private readonly clock: Clock,
    private readonly opened: OpenedDataDir,
    private readonly orphans: Map<string, OrgImage>,
    private readonly options: JournalOptions,
  ) {
    this.generation = opened.generation;
    this.journalBytes = opened.journalBytes;
    this.snapshotBytes = opened.snapshotBytes;
    // A manual clock's time is written with the first batch (scheduled now), even if it never moves.
    this.lastClock = undefined;
    this.fd = fs.openSync(join(opened.dir, journalFile(this.generation)), "a", 0o600);
    ctx.tokens.onIssue = (token) => {
      this.tokens.push(token);
      this.schedule();
    };
    for (const org of ctx.orgs.all()) org.track(this);
    if (clock.kind === "manual") {
      this.schedule();
      // A clock advanced outside a request (a test's handle) is written at the end of its turn too.
      if (clock instanceof BaseClock) clock.onAdvance = () => this.schedule();
      ctx.clock.onOrganisationAdvance = () => this.schedule();
      for (const org of ctx.orgs.all()) this.lastOffsets.set(org.guid, ctx.clock.offsetOf(org.guid));
    }
    if (options.fsync === "interval") {
      this.syncTimer = setInterval(() => this.syncNow(), SYNC_INTERVAL_MS);
      this.syncTimer.unref();
    }
  }

  /** Runs one request's handler; a mutating method's look-ups count as possible changes. */
  during<T>(method: string, handle: () => T): T {
    if (method === "GET" || method === "HEAD" || this.reading) return handle();
    this.reading = true;
    try {
      return handle();
    } finally {
      this.reading = false;
    }
  }

  touched(orgGuid: string, collection: string, guid: string): void {
    let byCollection = this.touches.get(orgGuid);
    if (!byCollection) {
      byCollection = new Map();
      this.touches.set(orgGuid, byCollection);
    }
    let guids = byCollection.get(collection);
    if (!guids) {
      guids = new Set();
      byCollection.set(collection, guids);
    }
    guids.add(guid);
    this.schedule();
  }

  countersMoved(orgGuid: string): void {
    this.counters.add(orgGuid);
    this.schedule();
  }

  /** Writes the organisation's own record (a client the data dir has not seen yet). */
  describe(orgGuid: string): void {
    this.described.add(orgGuid);
    this.schedule();
  }

  cleared(orgGuid: string): void {
    this.clears.push(orgGuid);
    this.counters.add(orgGuid);
    this.schedule();
  }

  /**
   * Writes what changed before the turn's answers go out. Once a write failed (in this turn or before), a request
   * of a mutating method throws: its change may not be kept, so it must not be answered 2xx. Reads are answered.
   */
  commit(method: string): void {
    this.flush();
    if (this.failure && method !== "GET" && method !== "HEAD") throw this.failure;
  }

  /** Changes made outside a request (timers, webhook tries) are written at the end of their turn. */
  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** The records of the turn's changes, and the docs of their puts (lazy-doc.ts). */
  private pendingRecords(docs: Buffer[]): string[] {
    const out: string[] = [];
    for (const orgGuid of this.described) {
      const org = this.ctx.orgs.find(orgGuid);
      if (org) out.push(JSON.stringify({ k: "org", o: orgGuid, v: { userCreatedAt: org.user.createdAt } }));
    }
    for (const orgGuid of this.clears) out.push(JSON.stringify({ k: "clear", o: orgGuid }));
    for (const [orgGuid, byCollection] of this.touches) {
      const org = this.ctx.orgs.find(orgGuid);
      if (!org) continue;
      for (const [name, guids] of byCollection) {
        const collection = org.collection<{ guid: string }>({ name });
        for (const guid of guids) {
          const item = collection.peek(guid);
          if (item === undefined) {
            out.push(JSON.stringify({ k: "del", o: orgGuid, c: name, g: guid }));
            continue;
          }
          const put = putRecord(orgGuid, name, item as unknown as Record<string, unknown>);
          out.push(put.json);
          if (put.doc) docs.push(put.doc);
        }
      }
    }
    for (const orgGuid of this.counters) {
      const org = this.ctx.orgs.find(orgGuid);
      if (org) out.push(JSON.stringify({ k: "counters", o: orgGuid, v: org.counterValues() }));
    }
    for (const token of this.tokens) out.push(JSON.stringify({ k: "token", v: storedToken(token) }));
    if (this.clock.kind === "manual" && this.clock.now() !== this.lastClock) {
      this.lastClock = this.clock.now();
      out.push(JSON.stringify({ k: "clock", v: this.lastClock }));
    }
    if (this.clock.kind === "manual") {
      for (const org of this.ctx.orgs.all()) {
        const offset = this.ctx.clock.offsetOf(org.guid);
        if (offset === this.lastOffsets.get(org.guid)) continue;
        this.lastOffsets.set(org.guid, offset);
        out.push(JSON.stringify({ k: "orgClock", o: org.guid, v: offset }));
      }
    }
    this.clears = [];
    this.described.clear();
    this.touches.clear();
    this.counters.clear();
    this.tokens = [];
    return out;
  }

  private flush(): void {
    if (this.failure || this.closed) return;
    try {
      const docs: Buffer[] = [];
      const records = this.pendingRecords(docs);
      if (records.length === 0) return;
      const batch = encodeBatch(records, docs);
      writeAll(this.fd, batch);
      this.journalBytes += batch.length;
      if (this.options.fsync === "always") fs.fdatasyncSync(this.fd);
      else this.unsynced = true;
    } catch (error) {
      this.failure = new Error(
        `the data dir ${this.opened.dir} cannot be written (${(error as Error).message}); changes are no longer kept`,
      );
      this.ctx.log("error", "data dir write failed: the sandbox refuses changes from now on", {
        dir: this.opened.dir,
        error: (error as Error).message,
      });
      return;
    }
    const compactAt = Math.max(this.options.compactMinBytes ?? COMPACT_MIN_BYTES, this.snapshotBytes);
    if (this.journalBytes > compactAt && this.journalBytes > this.compactBlockedBelow) this.tryCompact();
  }

  /** A failed compaction leaves the journal as it is (still complete); it is tried again once it doubled. */
  private tryCompact(): void {
    try {
      this.compact();
    } catch (error) {
      this.compactBlockedBelow = this.journalBytes * 2;
      this.ctx.log("warn", "data dir compaction failed; the journal goes on", { error: (error as Error).message });
    }
  }

  private syncNow(): void {
    if (!this.unsynced || this.closed) return;
    this.unsynced = false;
    try {
      fs.fdatasyncSync(this.fd);
    } catch (error) {
      this.ctx.log("warn", "data dir fsync failed", { error: (error as Error).message });
    }
  }

  /**
   * Writes the whole state as snapshot n+1, then starts journal n+1 and removes generation n. The rename of the
   * finished snapshot is the commit point: journal n+1 is opened before it, so a failure before the rename leaves
   * generation n in use and complete, and nothing after the rename can fail in a way that loses a write.
   */
  compact(): void {
    const next = this.generation + 1;
    const dir = this.opened.dir;
    const temporary = join(dir, `${snapshotFile(next)}.tmp`);
    const bytes = this.writeSnapshot(temporary);
    let newJournal: number;
    try {
      newJournal = fs.openSync(join(dir, journalFile(next)), "w", 0o600);
    } catch (error) {
      fs.rmSync(temporary, { force: true });
      throw error;
    }
    try {
      fs.renameSync(temporary, join(dir, snapshotFile(next)));
    } catch (error) {
      fs.closeSync(newJournal);
      fs.rmSync(temporary, { force: true });
      throw error;
    }
    syncDir(dir);
    const oldJournal = this.fd;
    const oldGeneration = this.generation;
    this.fd = newJournal;
    this.generation = next;
    this.journalBytes = 0;
    this.snapshotBytes = bytes;
    this.unsynced = false;
    try {
      fs.closeSync(oldJournal);
      fs.rmSync(join(dir, journalFile(oldGeneration)), { force: true });
      if (oldGeneration > 0) fs.rmSync(join(dir, snapshotFile(oldGeneration)), { force: true });
    } catch (error) {
      // Generation n is no longer read (the next open removes it); only disk space is at stake.
      this.ctx.log("warn", "data dir: the previous generation could not be removed", {
        error: (error as Error).message,
      });
    }
  }

  /** Writes the whole state into `path` (synced) and returns its size; the file is removed when this fails. */
  private writeSnapshot(path: string): number {
    const fd = fs.openSync(path, "w", 0o600);
    let bytes = 0;
    let done = false;
    try {
      let batch: string[] = [];
      let docs: Buffer[] = [];
      const write = () => {
        const line = encodeBatch(batch, docs);
        writeAll(fd, line);
        bytes += line.length;
        batch = [];
        docs = [];
      };
      const manual = this.clock.kind === "manual" ? this.clock.now() : undefined;
      for (const record of stateRecords(this.ctx, this.orphans, manual)) {
        if (record.k === "put") {
          const put = putRecord(record.o, record.c, record.v);
          batch.push(put.json);
          if (put.doc) docs.push(put.doc);
        } else {
          batch.push(JSON.stringify(record));
        }
        if (batch.length >= SNAPSHOT_BATCH) write();
      }
      if (batch.length > 0) write();
      fs.fsyncSync(fd);
      done = true;
    } finally {
      fs.closeSync(fd);
      if (!done) fs.rmSync(path, { force: true });
    }
    return bytes;
  }

  /** Writes what is left, syncs, closes the journal and releases the lock; later changes are not kept. */
  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    if (this.syncTimer) clearInterval(this.syncTimer);
    this.ctx.tokens.onIssue = undefined;
    this.ctx.clock.onOrganisationAdvance = undefined;
    if (this.clock instanceof BaseClock) this.clock.onAdvance = undefined;
    try {
      fs.fdatasyncSync(this.fd);
    } catch (error) {
      this.ctx.log("warn", "data dir fsync failed at close", { error: (error as Error).message });
    } finally {
      fs.closeSync(this.fd);
      this.opened.releaseLock();
    }
  }
}

function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Some file systems cannot sync a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
