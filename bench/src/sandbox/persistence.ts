/**
 * What a data dir costs: requests/s of `POST /v1/public/orders` on a sandbox with `--data-dir` ÷ the same on an
 * in-memory one (two children, alternating rounds, ratio of medians), and the time to reopen a data dir that holds
 * N orders (each created by its own POST, then the child stopped cleanly and a new one started on the dir).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { measureLoad } from "../load.js";
import { median, ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { countOrders, createOrder, fetchToken, resetOrganisation } from "./api.js";
import { createOrders } from "./memory.js";
import { ORDER_JSON } from "./order-body.js";
import type { SandboxBenchSettings } from "./settings.js";

export interface PersistenceFigures {
  createPersistentVsMemory: number;
  reopenSeconds: number;
}

type Subject = "memory" | "persistent";

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

/** A sandbox child (with a data dir when given); `warm`: one create compiles the validator, then a reset. */
async function startSandboxChild(dataDir: string | undefined, warm: boolean) {
  const child = await startChild<ReadyMessage>("sandbox.ts", "ready", {
    args: dataDir === undefined ? [] : ["--data-dir", dataDir],
  });
  const { url, credentials } = child.message;
  if (!credentials) throw new Error("the sandbox child did not report its credentials");
  const token = await fetchToken(url, credentials);
  if (warm) {
    // The operation's validator is compiled at its first use: not inside a measured run (as in rounds.ts).
    await createOrder(url, token, ORDER_JSON);
    await resetOrganisation(url, token);
  }
  return { child, url, token };
}

/** Create throughput with and without a data dir, in alternating rounds of the same run. */
async function measureCreateRatio(log: Log, settings: SandboxBenchSettings, dataDir: string): Promise<number> {
  const memory = await startSandboxChild(undefined, true);
  try {
    const persistent = await startSandboxChild(dataDir, true);
    try {
      const subjects: Record<Subject, { url: string; token: string }> = { memory, persistent };
      const load = async (subject: Subject, seconds: number) => {
        const { url, token } = subjects[subject];
        const result = await measureLoad({
          url: `${url}/v1/public/orders`,
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: ORDER_JSON,
          seconds,
          maxRequests: settings.maxRequests,
          connections: settings.connections,
        });
        await resetOrganisation(url, token); // every round starts from an empty organisation
        return result.requestsPerSecond;
      };
      for (const subject of ["memory", "persistent"] as const) await load(subject, settings.warmupSeconds);
      const samples: Record<Subject, number[]> = { memory: [], persistent: [] };
      for (let round = 0; round < settings.rounds; round++) {
        const order: Subject[] = round % 2 === 0 ? ["memory", "persistent"] : ["persistent", "memory"];
        for (const subject of order) samples[subject].push(await load(subject, settings.seconds));
        log(
          `persistence round ${round + 1}/${settings.rounds}: in memory ${Math.round(samples.memory[round] ?? 0)}, ` +
            `data dir ${Math.round(samples.persistent[round] ?? 0)} creates/s`,
        );
      }
      log(
        `persistence medians: in memory ${Math.round(median(samples.memory))}, data dir ${Math.round(median(samples.persistent))} creates/s (data dir now ${(dirBytes(dataDir) / 2 ** 20).toFixed(1)} MB)`,
      );
      return ratioOfMedians(samples.persistent, samples.memory);
    } finally {
      await persistent.child.stop();
    }
  } finally {
    await memory.child.stop();
  }
}

/** Seconds `startSandbox` takes to reopen a data dir holding `orders` orders. */
async function measureReopen(log: Log, settings: SandboxBenchSettings, dataDir: string): Promise<number> {
  const filling = await startSandboxChild(dataDir, true);
  try {
    log(`persistence: creating ${settings.orders} orders over HTTP in a data dir`);
    await createOrders(filling.url, filling.token, settings.orders, settings.connections, 300);
  } finally {
    await filling.child.stop();
  }
  const reopened = await startSandboxChild(dataDir, false);
  try {
    const held = await countOrders(reopened.url, reopened.token);
    if (held !== settings.orders)
      throw new Error(`reopened data dir holds ${held} orders, expected ${settings.orders}`);
    const seconds = (reopened.child.message.openMs ?? Number.NaN) / 1000;
    log(
      `persistence: reopened ${settings.orders} orders (${(dirBytes(dataDir) / 2 ** 20).toFixed(1)} MB on disk: ${readdirSync(dataDir).join(", ")}) in ${seconds.toFixed(2)} s`,
    );
    return seconds;
  } finally {
    await reopened.child.stop();
  }
}

export async function measurePersistence(log: Log, settings: SandboxBenchSettings): Promise<PersistenceFigures> {
  const root = mkdtempSync(join(tmpdir(), "haulkit-bench-data-"));
  try {
    const createPersistentVsMemory = await measureCreateRatio(log, settings, join(root, "throughput"));
    const reopenSeconds = await measureReopen(log, settings, join(root, "reopen"));
    return { createPersistentVsMemory, reopenSeconds };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
