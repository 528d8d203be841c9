/**
 * By hand: `npx tsx test/support/hidden-helpers-target.ts [fixtures-file]` starts a sandbox (real clock) behind a
 * proxy that hides `/_sandbox`, makes the pending load requests and network carriers the suites use through its helpers, writes them to
 * the fixtures file (default `fixtures.json`) and prints the settings of a run against it. Ctrl-C stops it.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { FIXTURE_DEMAND } from "../../src/target/fixtures-file.js";
import { hidingProxy, prepareLoadRequests, prepareNetworkCarriers } from "./hidden-helpers.js";
import { quietSandbox } from "./servers.js";

const file = resolve(process.argv[2] ?? "fixtures.json");
const sandbox = await quietSandbox();
const proxy = await hidingProxy(sandbox.url);
const total = (key: "load_requests" | "network_carriers") =>
  Object.values(FIXTURE_DEMAND).reduce((sum, demand) => sum + (demand[key] ?? 0), 0);
const fixtures = {
  load_requests: await prepareLoadRequests(sandbox, total("load_requests")),
  network_carriers: await prepareNetworkCarriers(sandbox, total("network_carriers")),
};
writeFileSync(file, `${JSON.stringify(fixtures, null, 2)}\n`);
process.stdout.write(
  [
    `export HAULKIT_SHIPPER_URL=${proxy.url}`,
    `export HAULKIT_CLIENT_ID=${sandbox.credentials.clientId}`,
    `export HAULKIT_CLIENT_SECRET=${sandbox.credentials.clientSecret}`,
    `export HAULKIT_PRICING_URL=${sandbox.url}`,
    `export HAULKIT_PRICING_API_KEY=${sandbox.credentials.pricingApiKey}`,
    `export HAULKIT_FIXTURES=${file}   # ${total("load_requests")} load_requests, ${total("network_carriers")} network_carriers`,
    "",
  ].join("\n"),
);
process.on("SIGINT", () => {
  void Promise.all([proxy.close(), sandbox.close()]).then(() => process.exit(0));
});
