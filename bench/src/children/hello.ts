/**
 * Child: start the bare Fastify baseline, report the start time; `--exit` stops right after, else serve. A serving
 * baseline primes Node's `nextTick` as the sandbox primes its own process (`@haulkit/sandbox/tick-priming`): unprimed,
 * now and then a child lands in V8's megamorphic state for its whole life and serves ~20 % less (bench/README.md).
 */
import { primeNextTick } from "@haulkit/sandbox/tick-priming";
import { sendToParent, serveUntilParentLeaves } from "./messages.js";

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
