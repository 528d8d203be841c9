/**
 * Resident memory of the sandbox serving N orders, each created by its own `POST /v1/public/orders` with a distinct
 * number, measured in the sandbox's process after a full GC, in MB (2^20 bytes).
 */
import autocannon from "autocannon";
import { startChild } from "../child.js";
import type { MemoryMessage, ReadyMessage } from "../children/messages.js";
import { assertLoopback } from "../load.js";
import type { Log } from "../suite.js";
import { countOrders, fetchToken } from "./api.js";
import { ORDER_BODY } from "./order-body.js";

export interface MemoryFigures {
  rssMb: number;
  heapUsedMb: number;
  /** The same process before the orders were created. */
  emptyRssMb: number;
}

/** The benchmark's order with the `index`-th distinct number. */
export function numberedOrderJson(index: number): string {
  return JSON.stringify({ ...ORDER_BODY, number: `BENCH-${String(index).padStart(6, "0")}` });
}

/** The order guid of a create's answer; undefined when the text is not such an answer. */
function guidOf(body: string): string | undefined {
  try {
    const guid = (JSON.parse(body) as { data?: { object?: { guid?: unknown } } }).data?.object?.guid;
    return typeof guid === "string" ? guid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates `orders` orders over `connections` connections, bounded by `maxSeconds` (the whole run, and so any one
 * request: an abandoned request could still create its order, so none is cut shorter); resolves with their guids.
 */
export async function createOrders(
  url: string,
  token: string,
  orders: number,
  connections: number,
  maxSeconds: number,
): Promise<Set<string>> {
  assertLoopback(url);
  const guids = new Set<string>();
  let next = 0;
  const options: autocannon.Options = {
    url: `${url}/v1/public/orders`,
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    // Bounded like every load run (load.ts): at most `orders` requests and `maxSeconds`, whichever comes first.
    duration: maxSeconds,
    maxOverallRequests: orders,
    connections: Math.min(connections, orders),
    timeout: maxSeconds,
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: numberedOrderJson(next++) }),
        onResponse: (status, body) => {
          if (status !== 200) return;
          // An answer without a guid is not counted: the distinct-guid check then fails with the counts.
          const guid = guidOf(body);
          if (guid !== undefined) guids.add(guid);
        },
      },
    ],
  };
  const result = await autocannon(options);
  if (result["2xx"] !== orders || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `creating ${orders} orders: ${result["2xx"]} created, ${result.non2xx} non-2xx answers, ${result.errors} connection errors (${result.timeouts} timeouts) within ${maxSeconds} s`,
    );
  }
  return guids;
}

export async function measureMemory(log: Log, orders: number, connections: number): Promise<MemoryFigures> {
  const sandbox = await startChild<ReadyMessage>("sandbox.ts", "ready", { nodeArgs: ["--expose-gc"] });
  try {
    const { url, credentials } = sandbox.message;
    if (!credentials) throw new Error("the sandbox child did not report its credentials");
    const empty = await sandbox.ask<MemoryMessage>({ type: "measure-memory" }, "memory");
    const token = await fetchToken(url, credentials);
    log(`memory: creating ${orders} orders over HTTP`);
    const started = performance.now();
    const guids = await createOrders(url, token, orders, connections, 300);
    const seconds = (performance.now() - started) / 1000;
    const held = await countOrders(url, token);
    if (guids.size !== orders || held !== orders) {
      throw new Error(
        `memory probe: ${guids.size} distinct guids answered and ${held} orders held, expected ${orders}`,
      );
    }
    const full = await sandbox.ask<MemoryMessage>({ type: "measure-memory" }, "memory");
    log(
      `memory with ${orders} orders (created in ${seconds.toFixed(1)} s): rss ${full.rssMb.toFixed(1)} MB (empty state ${empty.rssMb.toFixed(1)} MB), heap used ${full.heapUsedMb.toFixed(1)} MB`,
    );
    return { rssMb: full.rssMb, heapUsedMb: full.heapUsedMb, emptyRssMb: empty.rssMb };
  } finally {
    await sandbox.stop();
  }
}
