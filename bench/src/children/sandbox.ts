/**
 * Child: start the sandbox (cold import included), report the start time; `--exit` stops right after, else serve.
 * While serving it answers `measure-memory` (run it with `--expose-gc` for that).
 */
import { type ParentMessage, sendToParent, serveUntilParentLeaves } from "./messages.js";

const MB = 1024 * 1024;

const started = performance.now();
const { startSandbox } = await import("@haulkit/sandbox");
const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" });
const startMs = performance.now() - started;
const { clientId, clientSecret } = sandbox.credentials;
await sendToParent({ type: "ready", url: sandbox.url, startMs, credentials: { clientId, clientSecret } });
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
