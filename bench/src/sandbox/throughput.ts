/** Requests/s of GET and POST order against a bare Fastify hello-world, alternating rounds, ratio of medians. */
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { orderTargets, withSandboxOrders } from "./order-load.js";
import { alternateRounds } from "./rounds.js";
import type { SandboxBenchSettings } from "./settings.js";

type Subject = "hello" | "get" | "post";

export interface ThroughputRatios {
  getVsHello: number;
  createVsHello: number;
}

export async function measureThroughput(log: Log, settings: SandboxBenchSettings): Promise<ThroughputRatios> {
  const hello = await startChild<ReadyMessage>("hello.ts", "ready");
  try {
    return await withSandboxOrders(async (orders) => {
      const samples = await alternateRounds<Subject>(
        log,
        {
          subjects: ["hello", "get", "post"],
          label: { hello: "hello", get: "GET order", post: "POST order" },
          target: (subject) =>
            subject === "hello"
              ? { url: `${hello.message.url}/` }
              : orderTargets(orders.url, orders.token, orders.guid)[subject],
          after: (subject) => (subject === "post" ? orders.reset() : Promise.resolve()),
        },
        settings,
      );
      return {
        getVsHello: ratioOfMedians(samples.get, samples.hello),
        createVsHello: ratioOfMedians(samples.post, samples.hello),
      };
    });
  } finally {
    await hello.stop();
  }
}
