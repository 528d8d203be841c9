/**
 * Requests/s of GET and POST order against a bare Fastify hello-world, alternating rounds, ratio of medians. In the
 * same rounds, for reference, a bare Fastify sending the sandbox's own answer bytes with none of its work
 * (`src/same-bytes.ts`): how far the answers' size and the body's parsing alone put a server below the hello-world.
 */
import { startChild } from "../child.js";
import type { ReadyMessage } from "../children/messages.js";
import { ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { orderTargets, withSandboxOrders } from "./order-load.js";
import { alternateRounds } from "./rounds.js";
import { withSameBytes } from "./same-bytes-load.js";
import type { SandboxBenchSettings } from "./settings.js";

type Subject = "hello" | "get" | "post" | "bareGet" | "barePost";

export interface ThroughputRatios {
  getVsHello: number;
  createVsHello: number;
  /** The bare Fastify's GET of the same answer ÷ hello. */
  bareGetVsHello: number;
  /** The bare Fastify's POST (the body parsed, the create's answer sent) ÷ hello. */
  bareCreateVsHello: number;
}

export async function measureThroughput(log: Log, settings: SandboxBenchSettings): Promise<ThroughputRatios> {
  const hello = await startChild<ReadyMessage>("hello.ts", "ready");
  try {
    return await withSandboxOrders((orders) =>
      withSameBytes(orders, async (bareUrl) => {
        const samples = await alternateRounds<Subject>(
          log,
          {
            subjects: ["hello", "get", "post", "bareGet", "barePost"],
            label: { hello: "hello", get: "GET order", post: "POST order", bareGet: "bare GET", barePost: "bare POST" },
            target: (subject) => {
              if (subject === "hello") return { url: `${hello.message.url}/` };
              const sandbox = orderTargets(orders.url, orders.token, orders.guid);
              const bare = orderTargets(bareUrl, orders.token, orders.guid);
              return { get: sandbox.get, post: sandbox.post, bareGet: bare.get, barePost: bare.post }[subject];
            },
            after: (subject) => (subject === "post" ? orders.reset() : Promise.resolve()),
          },
          settings,
        );
        const ratios = {
          getVsHello: ratioOfMedians(samples.get, samples.hello),
          createVsHello: ratioOfMedians(samples.post, samples.hello),
          bareGetVsHello: ratioOfMedians(samples.bareGet, samples.hello),
          bareCreateVsHello: ratioOfMedians(samples.barePost, samples.hello),
        };
        log(
          `a bare Fastify sending the same answer bytes: GET ${ratios.bareGetVsHello.toFixed(3)}, ` +
            `POST ${ratios.bareCreateVsHello.toFixed(3)} of the hello-world (the sandbox: ` +
            `${ratios.getVsHello.toFixed(3)}, ${ratios.createVsHello.toFixed(3)})`,
        );
        return ratios;
      }),
    );
  } finally {
    await hello.stop();
  }
}
