/** Child: start the bare Fastify baseline, report the start time; `--exit` stops right after, else serve. */
import { sendToParent, serveUntilParentLeaves } from "./messages.js";
import { primeNextTick } from "./tick-priming.js";

const started = performance.now();
const { startHello } = await import("../hello.js");
const server = await startHello();
const startMs = performance.now() - started;
if (process.argv.includes("--exit")) {
  await sendToParent({ type: "ready", url: server.url, startMs });
  await server.close();
  process.disconnect();
} else {
  await primeNextTick(); // after the start time: the sandbox's start does not wait for its priming either
  await sendToParent({ type: "ready", url: server.url, startMs });
  serveUntilParentLeaves(() => server.close());
}
