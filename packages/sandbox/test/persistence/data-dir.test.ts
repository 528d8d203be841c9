/** Opening a data dir: a torn last batch is dropped and reported, corruption and other versions are clear errors. */
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirError } from "../../src/persistence/index.js";
import { encodeBatch } from "../../src/persistence/records.js";
import { orderBody, Shipper } from "../support/sandbox.js";
import { type Persistent, usePersistentSandboxes } from "./harness.js";

const { open, start, newDir } = usePersistentSandboxes();

/** A data dir holding two orders (two batches at least); returns the dir and the state it holds. */
async function dirWithOrders(): Promise<{ dir: string; state: string[]; token: string }> {
  const dir = newDir();
  const sandbox = await start(dir);
  const shipper = await Shipper.connect(sandbox.handle, "shipper-a", "secret-a");
  await shipper.createOrder(orderBody({ number: "ONE" }));
  await shipper.createOrder(orderBody({ number: "TWO" }));
  const state = sandbox.dump();
  await sandbox.close();
  return { dir, state, token: shipper.token };
}

const warnings = (sandbox: Persistent) => sandbox.logs.filter((entry) => entry.level === "warn");

describe("opening a data dir", () => {
  it.each([
    ["half a batch", '0badc0de [{"k":"put","o":'],
    ["a whole batch whose checksum is wrong", '00000000 [{"k":"clock","v":1}]\n'],
    ["a checksum cut short", "0ba"],
  ])("drops a torn last batch (%s), reports it, and appends after the good ones", async (_, tail) => {
    const { dir, state, token } = await dirWithOrders();
    appendFileSync(join(dir, "journal-0.jsonl"), tail);
    const reopened = await start(dir);
    expect(reopened.dump()).toEqual(state);
    expect(warnings(reopened)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("torn batch"),
        fields: expect.objectContaining({ bytes: Buffer.byteLength(tail) }),
      }),
    ]);
    await new Shipper(reopened.handle, token).createOrder(orderBody({ number: "THREE" }));
    const after = reopened.dump();
    await reopened.close();
    const third = await start(dir);
    expect(third.dump()).toEqual(after);
    expect(warnings(third)).toEqual([]);
  });

  it("reopens after a compaction cut short: the unfinished snapshot and the older generation are removed", async () => {
    const dir = newDir();
    const sandbox = await start(dir);
    const shipper = await Shipper.connect(sandbox.handle, "shipper-a", "secret-a");
    await shipper.createOrder(orderBody({ number: "BEFORE" }));
    const oldJournal = readFileSync(join(dir, "journal-0.jsonl"));
    sandbox.journal?.compact();
    await shipper.createOrder(orderBody({ number: "AFTER" }));
    const state = sandbox.dump();
    await sandbox.close();
    // As if killed during the next compaction (a half-written snapshot) and before generation 0 was removed.
    writeFileSync(join(dir, "snapshot-2.jsonl.tmp"), "0badc0de [");
    writeFileSync(join(dir, "journal-0.jsonl"), oldJournal);
    const reopened = await start(dir);
    expect(reopened.dump()).toEqual(state);
    expect(readdirSync(dir).sort()).toEqual(["haulkit-sandbox.json", "journal-1.jsonl", "lock", "snapshot-1.jsonl"]);
  });

  it("keeps writing to the current generation when the next journal cannot be started (no snapshot left behind)", async () => {
    const dir = newDir();
    const sandbox = await start(dir);
    const shipper = await Shipper.connect(sandbox.handle, "shipper-a", "secret-a");
    await shipper.createOrder(orderBody({ number: "BEFORE" }));
    mkdirSync(join(dir, "journal-1.jsonl")); // a directory where the next journal goes: opening it fails
    expect(() => sandbox.journal?.compact()).toThrow(/EISDIR|illegal operation on a directory/);
    expect(existsSync(join(dir, "snapshot-1.jsonl"))).toBe(false);
    expect(existsSync(join(dir, "snapshot-1.jsonl.tmp"))).toBe(false);
    await shipper.createOrder(orderBody({ number: "AFTER" }));
    const state = sandbox.dump();
    await sandbox.close();
    rmSync(join(dir, "journal-1.jsonl"), { recursive: true });
    const reopened = await start(dir);
    expect(reopened.dump()).toEqual(state);
    expect(JSON.stringify(reopened.dump())).toContain("AFTER");
  });

  it("refuses a journal with a corrupt batch before good ones, naming the file and the batch", async () => {
    const { dir } = await dirWithOrders();
    const path = join(dir, "journal-0.jsonl");
    const text = readFileSync(path, "utf8");
    writeFileSync(path, text.replace("ONE", "0NE")); // same length, checksum no longer matches
    await expect(start(dir)).rejects.toThrow(DataDirError);
    await expect(start(dir)).rejects.toThrow(
      /journal-0\.jsonl: batch \d+ \(byte \d+\) is corrupt and is not the last one/,
    );
  });

  it("refuses a data dir of another format version with a clear message, and leaves it as it was", async () => {
    const { dir } = await dirWithOrders();
    const meta = join(dir, "haulkit-sandbox.json");
    writeFileSync(meta, '{"format":"haulkit-sandbox-data","version":3}\n');
    const journal = readFileSync(join(dir, "journal-0.jsonl"));
    await expect(start(dir)).rejects.toThrow(
      /was written in data format version 3; this sandbox reads versions 1 and 2 only\. Start it with another --data-dir/,
    );
    expect(readFileSync(join(dir, "journal-0.jsonl"))).toEqual(journal);
    writeFileSync(meta, '{"format":"something-else","version":1}\n');
    await expect(start(dir)).rejects.toThrow(/does not name format haulkit-sandbox-data/);
  });

  it("reads a data dir of format version 1 (docs inline) and marks it version 2, its next writes' version", async () => {
    const { state } = await dirWithOrders();
    // The state's records as version 1 wrote them: one batch of plain JSON records, each order's doc inside it.
    expect(state.join("\n")).toContain('"doc":{"number":"ONE"');
    const dir = newDir();
    mkdirSync(dir, { recursive: true });
    const meta = join(dir, "haulkit-sandbox.json");
    writeFileSync(meta, '{"format":"haulkit-sandbox-data","version":1}\n');
    writeFileSync(join(dir, "journal-0.jsonl"), encodeBatch(state));
    const reopened = await start(dir);
    expect(reopened.dump()).toEqual(state);
    expect(JSON.parse(readFileSync(meta, "utf8"))).toEqual({ format: "haulkit-sandbox-data", version: 2 });
    expect(readdirSync(dir).sort()).toEqual(["haulkit-sandbox.json", "journal-0.jsonl", "lock"]);
  });

  it("refuses a non-empty directory that is not a data dir, and writes nothing into it", async () => {
    const dir = newDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "notes.txt"), "mine");
    await expect(start(dir)).rejects.toThrow(/is not empty and has no haulkit-sandbox\.json/);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("mine");
  });

  it("refuses a data dir in use by a live process, and takes over the lock of a dead one", async () => {
    const dir = newDir();
    await start(dir);
    await expect(start(dir)).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
    await open[0]?.close();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    writeFileSync(join(dir, "lock"), `${dead}\n`);
    const taken = await start(dir);
    expect(readFileSync(join(dir, "lock"), "utf8")).toBe(`${process.pid}\n`);
    expect(taken.url).toMatch(/^http:/);
  });

  it.skipIf(!existsSync("/dev/full"))(
    "answers 500 to a change the data dir cannot take (disk full), and still answers reads",
    async () => {
      const dir = newDir();
      const sandbox = await start(dir);
      const shipper = await Shipper.connect(sandbox.handle, "shipper-a", "secret-a");
      const kept = await shipper.createOrder(orderBody({ number: "KEPT" }));
      // The journal's descriptor now writes to /dev/full: every write fails with ENOSPC.
      const journal = sandbox.journal as unknown as { fd: number };
      closeSync(journal.fd);
      journal.fd = openSync("/dev/full", "w");
      const refused = await shipper.post("/orders", orderBody({ number: "LOST" }));
      expect(refused.status, refused.text).toBe(500);
      expect(refused.body.data.error_id).toBe("SANDBOX_INTERNAL_ERROR");
      expect(sandbox.logs).toContainEqual(
        expect.objectContaining({ level: "error", message: expect.stringContaining("data dir write failed") }),
      );
      const again = await shipper.post("/orders", orderBody({ number: "LOST-2" }));
      expect(again.status, `again ${again.text}`).toBe(500);
      expect((await shipper.get(`/orders/${kept.guid}`)).status).toBe(200);
    },
  );
});
