/**
 * Requests/s of the sandbox against Prism's mock of the same bundle: GET and POST order, alternating rounds. In the
 * same rounds, for reference, the bare Fastify sending the sandbox's answer bytes (`src/same-bytes.ts`).
 */
import { orderTargets, withSandboxOrders } from "../sandbox/order-load.js";
import { alternateRounds } from "../sandbox/rounds.js";
import { withSameBytes } from "../sandbox/same-bytes-load.js";
import type { SandboxBenchSettings } from "../sandbox/settings.js";
import { ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { type PrismServer, shipperBundlePath, startPrism } from "./prism-server.js";

type Subject = "get" | "post" | "prismGet" | "prismPost" | "bareGet" | "barePost";

export interface PeerRatios {
  getVsPrism: number;
  postVsPrism: number;
  /** The bare Fastify's GET of the sandbox's answer ÷ Prism's GET. */
  bareGetVsPrism: number;
  /** The bare Fastify's POST (the body parsed, the sandbox's create answer sent) ÷ Prism's POST. */
  barePostVsPrism: number;
}

/** Both servers get the same requests (token, guid, body); the sandbox's state is reset after each of its POST runs. */
export async function measureAgainstPrism(log: Log, settings: SandboxBenchSettings, bin: string): Promise<PeerRatios> {
  const bundle = shipperBundlePath();
  let prism: PrismServer | undefined;
  try {
    prism = await startPrism(bin, bundle);
    log(`Prism (${bin}) serves ${bundle} on ${prism.url}`);
    const prismUrl = prism.url;
    return await withSandboxOrders((orders) =>
      withSameBytes(orders, async (bareUrl) => {
        const samples = await alternateRounds<Subject>(
          log,
          {
            subjects: ["get", "prismGet", "post", "prismPost", "bareGet", "barePost"],
            label: {
              get: "sandbox GET",
              prismGet: "Prism GET",
              post: "sandbox POST",
              prismPost: "Prism POST",
              bareGet: "bare GET",
              barePost: "bare POST",
            },
            target: (subject) => {
              const sandbox = orderTargets(orders.url, orders.token, orders.guid);
              const peer = orderTargets(prismUrl, orders.token, orders.guid);
              const bare = orderTargets(bareUrl, orders.token, orders.guid);
              return {
                get: sandbox.get,
                post: sandbox.post,
                prismGet: peer.get,
                prismPost: peer.post,
                bareGet: bare.get,
                barePost: bare.post,
              }[subject];
            },
            after: (subject) => (subject === "post" ? orders.reset() : Promise.resolve()),
          },
          settings,
        );
        const ratios = {
          getVsPrism: ratioOfMedians(samples.get, samples.prismGet),
          postVsPrism: ratioOfMedians(samples.post, samples.prismPost),
          bareGetVsPrism: ratioOfMedians(samples.bareGet, samples.prismGet),
          barePostVsPrism: ratioOfMedians(samples.barePost, samples.prismPost),
        };
        log(
          `a bare Fastify sending the sandbox's answer bytes: GET ${ratios.bareGetVsPrism.toFixed(1)}×, ` +
            `POST ${ratios.barePostVsPrism.toFixed(1)}× Prism (the sandbox: ${ratios.getVsPrism.toFixed(1)}×, ` +
            `${ratios.postVsPrism.toFixed(1)}×)`,
        );
        return ratios;
      }),
    );
  } finally {
    await prism?.stop();
  }
}
