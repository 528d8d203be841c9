/** Sandbox suite: throughput against a bare Fastify, start time against a bare Fastify, memory with 100k orders. */
import { measureMemory } from "../sandbox/memory.js";
import { SANDBOX_BENCH, type SandboxBenchSettings } from "../sandbox/settings.js";
import { measureStart } from "../sandbox/start-time.js";
import { measureThroughput } from "../sandbox/throughput.js";
import type { Log } from "../suite.js";

export async function measureSandbox(log: Log, settings: SandboxBenchSettings): Promise<Record<string, number>> {
  const throughput = await measureThroughput(log, settings);
  const start = await measureStart(log, settings);
  const memory = await measureMemory(log, settings.orders, settings.connections);
  return {
    "sandbox.get_order_vs_hello": throughput.getVsHello,
    "sandbox.create_order_vs_hello": throughput.createVsHello,
    "sandbox.start_vs_fastify": start,
    [`sandbox.rss_mb_${settings.orders === 100_000 ? "100k" : settings.orders}_orders`]: memory.rssMb,
  };
}

export async function run(log: Log): Promise<Record<string, number>> {
  return measureSandbox(log, SANDBOX_BENCH);
}
