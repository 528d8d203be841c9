/**
 * By hand: `npx tsx test/support/hidden-helpers-target.ts [fixtures-file]` starts a sandbox (real clock, a second
 * organisation's client) behind a proxy that hides `/_sandbox`, makes every fixture the suites use through its
 * helpers (pending load requests, network carriers, orders brought through the manual marks), writes them to the
 * fixtures file (default `fixtures.json`) and prints the settings of a run against it. Ctrl-C stops it.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { FIXTURE_KEY_NAMES } from "../../src/target/fixtures-file.js";
import { hidingProxy, prepareFixtures, SECOND_CLIENT, sandboxWithSecondClient } from "./hidden-helpers.js";

const file = resolve(process.argv[2] ?? "fixtures.json");
const sandbox = await sandboxWithSecondClient();
const proxy = await hidingProxy(sandbox.url);
const fixtures = await prepareFixtures(sandbox);
writeFileSync(file, `${JSON.stringify(fixtures, null, 2)}\n`);
const counts = FIXTURE_KEY_NAMES.map((key) => `${fixtures[key].length} ${key}`).join(", ");
process.stdout.write(
  [
    `export HAULKIT_SHIPPER_URL=${proxy.url}`,
    `export HAULKIT_CLIENT_ID=${sandbox.credentials.clientId}`,
    `export HAULKIT_CLIENT_SECRET=${sandbox.credentials.clientSecret}`,
    `export HAULKIT_SECOND_CLIENT_ID=${SECOND_CLIENT.clientId}`,
    `export HAULKIT_SECOND_CLIENT_SECRET=${SECOND_CLIENT.clientSecret}`,
    `export HAULKIT_PRICING_URL=${sandbox.url}`,
    `export HAULKIT_PRICING_API_KEY=${sandbox.credentials.pricingApiKey}`,
    `export HAULKIT_FIXTURES=${file}   # ${counts}`,
    "",
  ].join("\n"),
);
process.on("SIGINT", () => {
  void Promise.all([proxy.close(), sandbox.close()]).then(() => process.exit(0));
});
