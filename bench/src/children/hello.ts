/** Child: start the bare Fastify baseline, report the start time; `--exit` stops right after, else serve. */
import { sendToParent, serveUntilParentLeaves } from "./messages.js";

const started = performance.now();
const { startHello } = await import("../hello.js");
const server = await startHello();
const startMs = performance.now() - started;
await sendToParent({ type: "ready", url: server.url, startMs });
if (process.argv.includes("--exit")) {
  await server.close();
  process.disconnect();
} else {
  serveUntilParentLeaves(() => server.close());
}
