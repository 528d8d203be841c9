/**
 * A sandbox over a data dir, served on port 0 with its context in reach: tests compare the whole state (as the
 * data dir's records) before a close and after reopening, and can compact or inspect the journal.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import type { SandboxOptions } from "../../src/config.js";
import { buildApp } from "../../src/http/app.js";
import { allRoutes } from "../../src/http/routes/index.js";
import * as persistence from "../../src/persistence/index.js";
import { stateRecords } from "../../src/persistence/restore.js";
import { createContext, type SandboxHandle } from "../../src/sandbox.js";
import { type LogEntry, START, TWO_CLIENTS } from "../support/sandbox.js";

export function freshDir(): string {
  return join(mkdtempSync(join(tmpdir(), "haulkit-data-")), "data");
}

export type Persistent = Awaited<ReturnType<typeof openPersistent>>;

export async function openPersistent(dataDir: string, options: SandboxOptions = {}) {
  const logs: LogEntry[] = [];
  const parts = createContext(
    {
      clock: "manual",
      clockStart: START,
      clients: TWO_CLIENTS,
      validateResponses: true,
      logger: (level, message, fields) => logs.push({ level, message, fields }),
      ...options,
      dataDir,
    },
    persistence,
  );
  const app = buildApp(parts.ctx, allRoutes());
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  parts.setBaseUrl(url);
  const first = TWO_CLIENTS[0] as { clientId: string; clientSecret: string };
  let closed = false;
  return {
    ...parts,
    url,
    logs,
    /** Enough of a SandboxHandle for the test support's Shipper. */
    handle: { url, credentials: { ...first } } as unknown as SandboxHandle,
    /** The whole state as sorted record texts (what a snapshot would hold). */
    dump(): string[] {
      const manual = parts.clock.kind === "manual" ? parts.clock.now() : undefined;
      return [...stateRecords(parts.ctx, new Map(), manual)].map((record) => JSON.stringify(record)).sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      parts.journal?.close();
      await parts.webhooks.close();
      parts.clock.dispose();
    },
  };
}

/**
 * The persistence tests' setup: `start` opens a sandbox over a dir and `newDir` makes a fresh dir; after each test,
 * every sandbox opened is closed (`open` lists them) and every dir made is removed.
 */
export function usePersistentSandboxes() {
  const open: Persistent[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const sandbox of open.splice(0)) await sandbox.close();
    for (const dir of dirs.splice(0)) rmSync(join(dir, ".."), { recursive: true, force: true });
  });
  return {
    open,
    async start(dir: string, options: SandboxOptions = {}): Promise<Persistent> {
      const sandbox = await openPersistent(dir, options);
      open.push(sandbox);
      return sandbox;
    },
    newDir(): string {
      const dir = freshDir();
      dirs.push(dir);
      return dir;
    },
  };
}
