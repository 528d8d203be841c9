/** Opens a data dir for `createContext`: its state image now, the journal once the context exists. */
import type { Client } from "../auth/clients.js";
import type { Clock } from "../clock.js";
import type { SandboxContext } from "../context.js";
import type { WebhookDispatcher } from "../webhooks/dispatcher.js";
import { type OpenedDataDir, openDataDir } from "./data-dir.js";
import { type FsyncPolicy, Journal } from "./journal.js";
import { restoreState, resumeTimers } from "./restore.js";
import { StateImage } from "./state-image.js";

export { DataDirError } from "./data-dir.js";
export type { FsyncPolicy } from "./journal.js";

export interface LoadedDataDir {
  opened: OpenedDataDir;
  image: StateImage;
}

/** Reads the data dir (creating it when new); throws DataDirError when it cannot be used. */
export function loadDataDir(dir: string): LoadedDataDir {
  const image = new StateImage();
  const opened = openDataDir(dir, (records) => image.apply(records));
  return { opened, image };
}

/** Puts the image into the context, starts journaling every later change, and takes up timers and retries. */
export function attachDataDir(
  loaded: LoadedDataDir,
  ctx: SandboxContext,
  clock: Clock,
  clients: readonly Client[],
  webhooks: WebhookDispatcher,
  fsync: FsyncPolicy,
): Journal {
  const { opened, image } = loaded;
  try {
    const { orphans, undescribed } = restoreState(ctx, clients, image);
    const journal = new Journal(ctx, clock, opened, orphans, { fsync });
    for (const orgGuid of undescribed) journal.describe(orgGuid);
    ctx.persistence = journal;
    if (opened.torn) {
      ctx.log("warn", "data dir: the journal ended in a torn batch (a write cut short by a crash); it was dropped", {
        dir: opened.dir,
        bytes: opened.torn.bytes,
        offset: opened.torn.offset,
      });
    }
    if (orphans.size > 0) {
      ctx.log("warn", "data dir: organisations of clients not configured now are kept but not served", {
        organisations: orphans.size,
      });
    }
    resumeTimers(ctx, webhooks);
    return journal;
  } catch (error) {
    opened.releaseLock();
    throw error;
  }
}
