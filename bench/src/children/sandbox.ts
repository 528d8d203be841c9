/** Child: start the sandbox (cold import included), report the start time; `--exit` stops right after, else serve. */
import { sendToParent, serveUntilParentLeaves } from "./messages.js";

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
  serveUntilParentLeaves(() => sandbox.close());
}
