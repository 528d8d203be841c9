/**
 * Sandbox suite: throughput against a bare Fastify, start time against a bare Fastify, memory with 100k orders, and
 * the data dir's cost (create throughput against in-memory, reopen time with 100k orders).
 */
import { measureMemory } from "../sandbox/memory.js";
import { measurePersistence } from "../sandbox/persistence.js";
import { SANDBOX_BENCH, type SandboxBenchSettings } from "../sandbox/settings.js";
import { measureStart } from "../sandbox/start-time.js";
import { measureThroughput } from "../sandbox/throughput.js";
import type { Log } from "../suite.js";

export async function measureSandbox(log: Log, settings: SandboxBenchSettings): Promise<Record<string, number>> {
  const throughput = await measureThroughput(log, settings);
  const start = await measureStart(log, settings);
  const memory = await measureMemory(log, settings.orders, settings.connections);
  const persistence = await measurePersistence(log, settings);
  const orders = settings.orders === 100_000 ? "100k" : settings.orders;
  return {
    "sandbox.get_order_vs_hello": throughput.getVsHello,
    "sandbox.create_order_vs_hello": throughput.createVsHello,
    "sandbox.bare_get_vs_hello": throughput.bareGetVsHello,
    "sandbox.bare_create_vs_hello": throughput.bareCreateVsHello,
    "sandbox.start_vs_fastify": start,
    [`sandbox.rss_mb_${orders}_orders`]: memory.rssMb,
    "sandbox.create_order_persistent_vs_memory": persistence.createPersistentVsMemory,
    [`sandbox.reopen_s_${orders}_orders`]: persistence.reopenSeconds,
  };
}

export async function run(log: Log): Promise<Record<string, number>> {
  return measureSandbox(log, SANDBOX_BENCH);
}
