/** Resident memory of a process whose sandbox state holds N orders (after a full GC), in MB (2^20 bytes). */
import { runChildOnce } from "../child.js";
import type { MemoryMessage } from "../children/messages.js";
import type { Log } from "../suite.js";

export async function measureMemory(log: Log, orders: number): Promise<MemoryMessage> {
  const message = await runChildOnce<MemoryMessage>("rss-orders.ts", "memory", {
    args: [String(orders)],
    nodeArgs: ["--expose-gc"],
    timeoutMs: 300_000,
  });
  if (message.orders !== orders || message.distinctGuids !== orders) {
    throw new Error(`memory probe holds ${message.distinctGuids} distinct orders, expected ${orders}`);
  }
  log(
    `memory with ${orders} orders: rss ${message.rssMb.toFixed(1)} MB (empty state ${message.baselineRssMb.toFixed(1)} MB), heap used ${message.heapUsedMb.toFixed(1)} MB`,
  );
  return message;
}
