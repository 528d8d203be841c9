/**
 * Time to ready of the sandbox against a bare Fastify, each in a fresh `node --import tsx` process (cold imports,
 * the spec's validators compiled), alternating which side goes first; ratio of medians.
 */
import { runChildOnce } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { median, ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import type { SandboxBenchSettings } from "./settings.js";

async function startMs(script: "hello.ts" | "sandbox.ts"): Promise<number> {
  const message = await runChildOnce<ReadyMessage>(script, "ready", { args: ["--exit"] });
  return message.startMs;
}

export async function measureStart(log: Log, settings: SandboxBenchSettings): Promise<number> {
  // One unmeasured pair: fills tsx's transform cache and the file cache; each measured run is still a new process.
  await startMs("hello.ts");
  await startMs("sandbox.ts");
  const hello: number[] = [];
  const sandbox: number[] = [];
  for (let run = 0; run < settings.startRuns; run++) {
    const order: Array<"hello.ts" | "sandbox.ts"> =
      run % 2 === 0 ? ["hello.ts", "sandbox.ts"] : ["sandbox.ts", "hello.ts"];
    for (const script of order) (script === "hello.ts" ? hello : sandbox).push(await startMs(script));
  }
  log(
    `start (median of ${settings.startRuns} fresh processes): Fastify ${median(hello).toFixed(0)} ms, sandbox ${median(sandbox).toFixed(0)} ms`,
  );
  return ratioOfMedians(sandbox, hello);
}
