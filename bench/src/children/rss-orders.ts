/**
 * Child (run with --expose-gc): the sandbox's state holding N orders, created through the order domain
 * (HTTP would take minutes for 100,000); reports the resident set size after a full GC.
 */
import { ORDERS } from "../../../packages/sandbox/src/domain/orders/order-record.js";
import { createOrder } from "../../../packages/sandbox/src/domain/orders/order-service.js";
import { createContext } from "../../../packages/sandbox/src/sandbox.js";
import { ORDER_JSON } from "../sandbox/order-body.js";
import { sendToParent } from "./messages.js";

const MB = 1024 * 1024;

function collectGarbage(): void {
  if (typeof globalThis.gc !== "function") throw new Error("run with node --expose-gc");
  globalThis.gc();
  globalThis.gc();
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`order count must be a positive integer, got ${process.argv[2]}`);

const { ctx, clients } = createContext({ logger: () => {} });
const client = clients[0];
if (!client) throw new Error("the sandbox context has no client");
const org = ctx.orgs.get(client.orgGuid);
collectGarbage();
const baselineRssMb = process.memoryUsage().rss / MB;

for (let index = 0; index < count; index++) {
  // A fresh parse per order, as each HTTP request would give, owned by the order as the create route lets it be;
  // distinct numbers like a real shipper's orders.
  const body = JSON.parse(ORDER_JSON) as Record<string, unknown>;
  body.number = `BENCH-${String(index).padStart(6, "0")}`;
  createOrder(ctx, org, body, { ownsBody: true });
}
collectGarbage();
const usage = process.memoryUsage();
await sendToParent({
  type: "memory",
  orders: count,
  // The collection is keyed by guid: its size is the number of distinct guids.
  distinctGuids: org.collection(ORDERS).size,
  rssMb: usage.rss / MB,
  heapUsedMb: usage.heapUsed / MB,
  baselineRssMb,
});
process.disconnect();
