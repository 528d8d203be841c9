/**
 * The data dir on disk: `haulkit-sandbox.json` (format and version), `lock` (the pid of the sandbox using it),
 * `snapshot-<n>.jsonl` (the whole state at compaction n) and `journal-<n>.jsonl` (every batch since). Opening it
 * checks the version, takes the lock, and reads the newest snapshot then its journal, batch by batch.
 */
import * as fs from "node:fs";
import { join } from "node:path";
import { DataDirError } from "./data-dir-error.js";
import { fileLines } from "./file-lines.js";
import { type DataRecord, decodeBatch } from "./records.js";

export const FORMAT = "haulkit-sandbox-data";
/** Version 2: a snapshot may hold a record's doc as text (lazy-doc.ts). A version 1 dir is read and upgraded. */
export const FORMAT_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, FORMAT_VERSION];
export const META_FILE = "haulkit-sandbox.json";
const LOCK_FILE = "lock";

export { DataDirError } from "./data-dir-error.js";

export const snapshotFile = (generation: number) => `snapshot-${generation}.jsonl`;
export const journalFile = (generation: number) => `journal-${generation}.jsonl`;

export interface OpenedDataDir {
  dir: string;
  /** Number of the newest snapshot (0: none yet); the journal to append to has the same number. */
  generation: number;
  snapshotBytes: number;
  /** Bytes of the journal's good batches (a torn tail is cut off). */
  journalBytes: number;
  /** The torn last batch that was dropped, when the journal ended in one. */
  torn?: { bytes: number; offset: number };
  releaseLock(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function takeLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(path, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return () => fs.rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number.parseInt(fs.readFileSync(path, "utf8"), 10);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
      throw new DataDirError(`data dir ${dir} is in use by process ${pid} (its ${LOCK_FILE} file says so)`);
    }
    fs.rmSync(path, { force: true }); // left by a sandbox that was killed
  }
  throw new DataDirError(`data dir ${dir}: cannot take its ${LOCK_FILE} file`);
}

/** Creates the dir or checks that it is a data dir of this format version. */
function checkMeta(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const metaPath = join(dir, META_FILE);
  if (!fs.existsSync(metaPath)) {
    const entries = fs.readdirSync(dir);
    if (entries.length > 0) {
      throw new DataDirError(
        `data dir ${dir} is not empty and has no ${META_FILE}: it is not a sandbox data dir (nothing was changed)`,
      );
    }
    const meta = { format: FORMAT, version: FORMAT_VERSION };
    fs.writeFileSync(metaPath, `${JSON.stringify(meta)}\n`, { mode: 0o600 });
    return;
  }
  let meta: { format?: unknown; version?: unknown };
  try {
    meta = JSON.parse(fs.readFileSync(metaPath, "utf8")) as typeof meta;
  } catch {
    throw new DataDirError(`data dir ${dir}: ${META_FILE} is not valid JSON`);
  }
  if (meta.format !== FORMAT) throw new DataDirError(`data dir ${dir}: ${META_FILE} does not name format ${FORMAT}`);
  if (!READABLE_VERSIONS.includes(meta.version)) {
    throw new DataDirError(
      `data dir ${dir} was written in data format version ${String(meta.version)}; this sandbox reads versions ` +
        `${READABLE_VERSIONS.join(" and ")} only. Start it with another --data-dir, or use the sandbox release that ` +
        "wrote this one.",
    );
  }
  // Its next snapshot is written in this version: an older release must not read it as its own.
  if (meta.version !== FORMAT_VERSION) upgradeMeta(metaPath);
}

/** Rewrites the format file of an older version (a temporary file renamed over it: never half written). */
function upgradeMeta(metaPath: string): void {
  const temporary = `${metaPath}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify({ format: FORMAT, version: FORMAT_VERSION })}\n`, { mode: 0o600 });
  fs.renameSync(temporary, metaPath);
}

/** The newest snapshot number; older files (and unfinished snapshots) are removed. */
function newestGeneration(dir: string): number {
  const entries = fs.readdirSync(dir);
  let newest = 0;
  for (const name of entries) {
    const match = /^snapshot-(\d+)\.jsonl$/.exec(name);
    if (match) newest = Math.max(newest, Number(match[1]));
  }
  for (const name of entries) {
    const match = /^(?:snapshot|journal)-(\d+)\.jsonl(\.tmp)?$/.exec(name);
    if (match && (match[2] !== undefined || Number(match[1]) < newest)) fs.rmSync(join(dir, name), { force: true });
  }
  return newest;
}

/**
 * Reads a file of batches. A bad batch (wrong checksum, bad JSON, no newline) that is the last one is a torn write
 * of a killed sandbox: it was never answered, so it is dropped. A bad batch followed by good ones is corruption.
 */
function readBatches(path: string, apply: (records: DataRecord[]) => void, tornAllowed: boolean) {
  if (!fs.existsSync(path)) return { goodBytes: 0, torn: undefined };
  const size = fs.statSync(path).size;
  let goodBytes = 0;
  let lineNumber = 0;
  for (const { line, offset, complete } of fileLines(path)) {
    lineNumber++;
    const records = complete ? decodeBatch(line) : undefined;
    if (!records) {
      const isLast = !complete || offset + line.length + 1 >= size;
      if (tornAllowed && isLast) return { goodBytes: offset, torn: { bytes: size - offset, offset } };
      throw new DataDirError(
        `${path}: batch ${lineNumber} (byte ${offset}) is corrupt and is not the last one; the data dir cannot be ` +
          "read. Move the file aside to start from the state before it (snapshot), or use another --data-dir.",
      );
    }
    apply(records);
    goodBytes = offset + line.length + 1;
  }
  return { goodBytes, torn: undefined };
}

/** Opens (or creates) the data dir and hands every record, oldest first, to `apply`. */
export function openDataDir(dir: string, apply: (records: DataRecord[]) => void): OpenedDataDir {
  checkMeta(dir);
  const releaseLock = takeLock(dir);
  try {
    const generation = newestGeneration(dir);
    const snapshot = generation > 0 ? readBatches(join(dir, snapshotFile(generation)), apply, false) : undefined;
    const journalPath = join(dir, journalFile(generation));
    const journal = readBatches(journalPath, apply, true);
    if (journal.torn) fs.truncateSync(journalPath, journal.goodBytes);
    return {
      dir,
      generation,
      snapshotBytes: snapshot?.goodBytes ?? 0,
      journalBytes: journal.goodBytes,
      torn: journal.torn,
      releaseLock,
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
