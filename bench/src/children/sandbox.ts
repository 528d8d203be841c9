/**
 * Child: start the sandbox (cold import included), report the start time; `--exit` stops right after, else serve.
 * While serving it answers `measure-memory` (run it with `--expose-gc` for that). `--data-dir <dir>` keeps the
 * state there (the persistence figures); `openMs` is then the time `startSandbox` took, the data dir's reading in it.
 */
import { type ParentMessage, sendToParent, serveUntilParentLeaves } from "./messages.js";

const MB = 1024 * 1024;
/** Slow-client limits (not measured here) far above any wait of a load run: a late request is no 408. */
const ROOMY_TIMEOUTS = { headersMs: 600_000, requestMs: 600_000, idleMs: 600_000 };

const dataDirAt = process.argv.indexOf("--data-dir");
const dataDir = dataDirAt === -1 ? undefined : process.argv[dataDirAt + 1];
const started = performance.now();
const { startSandbox } = await import("@haulkit/sandbox");
const opening = performance.now();
const sandbox = await startSandbox({
  port: 0,
  host: "127.0.0.1",
  timeouts: ROOMY_TIMEOUTS,
  ...(dataDir === undefined ? {} : { dataDir }),
});
const openMs = performance.now() - opening;
const startMs = performance.now() - started;
const { clientId, clientSecret } = sandbox.credentials;
await sendToParent({ type: "ready", url: sandbox.url, startMs, openMs, credentials: { clientId, clientSecret } });
if (process.argv.includes("--exit")) {
  await sandbox.close();
  process.disconnect();
} else {
  process.on("message", (message: ParentMessage) => {
    if (message.type !== "measure-memory") return;
    const collect = globalThis.gc;
    if (typeof collect !== "function") throw new Error("measure-memory needs node --expose-gc");
    collect();
    collect();
    const usage = process.memoryUsage();
    void sendToParent({ type: "memory", rssMb: usage.rss / MB, heapUsedMb: usage.heapUsed / MB });
  });
  serveUntilParentLeaves(() => sandbox.close());
}
