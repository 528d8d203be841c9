/** Requests/s of the sandbox against Prism's mock of the same bundle: GET and POST order, alternating rounds. */
import { orderTargets, withSandboxOrders } from "../sandbox/order-load.js";
import { alternateRounds } from "../sandbox/rounds.js";
import type { SandboxBenchSettings } from "../sandbox/settings.js";
import { ratioOfMedians } from "../stats.js";
import type { Log } from "../suite.js";
import { type PrismServer, shipperBundlePath, startPrism } from "./prism-server.js";

type Subject = "get" | "post" | "prismGet" | "prismPost";

export interface PeerRatios {
  getVsPrism: number;
  postVsPrism: number;
}

/** Both servers get the same requests (token, guid, body); the sandbox's state is reset after each of its POST runs. */
export async function measureAgainstPrism(log: Log, settings: SandboxBenchSettings, bin: string): Promise<PeerRatios> {
  const bundle = shipperBundlePath();
  let prism: PrismServer | undefined;
  try {
    prism = await startPrism(bin, bundle);
    log(`Prism (${bin}) serves ${bundle} on ${prism.url}`);
    const prismUrl = prism.url;
    return await withSandboxOrders(async (orders) => {
      const samples = await alternateRounds<Subject>(
        log,
        {
          subjects: ["get", "prismGet", "post", "prismPost"],
          label: { get: "sandbox GET", prismGet: "Prism GET", post: "sandbox POST", prismPost: "Prism POST" },
          target: (subject) => {
            const sandbox = orderTargets(orders.url, orders.token, orders.guid);
            const peer = orderTargets(prismUrl, orders.token, orders.guid);
            return { get: sandbox.get, post: sandbox.post, prismGet: peer.get, prismPost: peer.post }[subject];
          },
          after: (subject) => (subject === "post" ? orders.reset() : Promise.resolve()),
        },
        settings,
      );
      return {
        getVsPrism: ratioOfMedians(samples.get, samples.prismGet),
        postVsPrism: ratioOfMedians(samples.post, samples.prismPost),
      };
    });
  } finally {
    await prism?.stop();
  }
}
