/**
 * A sandbox process for the tick-priming tests (run with `--allow-natives-syntax --import tsx`). `count`: how many
 * priming ticks a start queues and runs (the start does not wait for them: the priming's own promise), and a second
 * priming's; printed as JSON, then it exits. `feedback`: prints its URL and credentials as JSON on stderr and
 * serves; on SIGUSR2 prints V8's state of `process.nextTick` on stdout (V8 writes it itself: give the process a
 * file there) and exits.
 */
import { createHook } from "node:async_hooks";
import { primeNextTick, primingTick } from "../../src/http/tick-priming.js";
import { startSandbox } from "../../src/index.js";

const mode = process.argv[2];

if (mode === "count") {
  const priming = new Set<number>();
  let ran = 0;
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (type === "TickObject" && (resource as { callback?: unknown }).callback === primingTick) priming.add(asyncId);
    },
    before(asyncId) {
      if (priming.has(asyncId)) ran += 1;
    },
  }).enable();
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" });
  await primeNextTick();
  const atStart = { queued: priming.size, ran };
  priming.clear();
  ran = 0;
  await primeNextTick();
  hook.disable();
  await sandbox.close();
  process.stdout.write(`${JSON.stringify({ atStart, again: { queued: priming.size, ran } })}\n`);
} else if (mode === "feedback") {
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" });
  const { clientId, clientSecret } = sandbox.credentials;
  // Natives syntax cannot be written in this file (tsx parses it): V8 parses the function's body itself.
  const debugPrint = new Function("value", "%DebugPrint(value)") as (value: unknown) => void;
  process.once("SIGUSR2", () => {
    debugPrint(process.nextTick);
    sandbox.close().then(() => process.exit(0));
  });
  process.stderr.write(`${JSON.stringify({ url: sandbox.url, clientId, clientSecret })}\n`);
} else {
  throw new Error("usage: tick-priming-child.ts count|feedback");
}
