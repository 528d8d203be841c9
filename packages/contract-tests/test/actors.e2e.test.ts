/**
 * Actors on a target that hides `/_sandbox`: our sandbox (manual clock, a second organisation's client) behind a
 * gateway answering 404 there, and a pricing service of its own (real clock, as the vendor's). The package's sandbox
 * actors module pointed at the hidden helpers' real address drives every test; a module playing only the carrier
 * runs the carrier's steps and skips the rest naming their actions; an actor that throws is one actor-failure group
 * in failures.md and exit 1.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableSuites, suiteFile } from "../src/run/suites.js";
import { CLOCK_STARTS } from "../src/target/embedded.js";
import { runCli } from "./support/cli.js";
import { type HidingProxy, hidingProxy, SECOND_CLIENT, sandboxWithSecondClient } from "./support/hidden-helpers.js";
import { junitCases } from "./support/junit.js";
import { quietSandbox } from "./support/servers.js";
import { useTmpDirs } from "./support/tmp.js";

const tmp = useTmpDirs();
const ACTORS_SRC = fileURLToPath(new URL("../src/actors/", import.meta.url));

let sandbox: SandboxHandle;
let pricing: SandboxHandle;
let proxy: HidingProxy;

beforeAll(async () => {
  // The clock starts where the embedded dated-rules suite's does: on a shared target that suite runs first
  // (src/run/suite-order.ts), so its "before the date" side runs too.
  sandbox = await sandboxWithSecondClient({ clock: "manual", clockStart: CLOCK_STARTS["dated-rules"] });
  pricing = await quietSandbox();
  proxy = await hidingProxy(sandbox.url);
});

afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  await pricing?.close();
});

/** Runs the CLI against the gateway, with actors modules written into a fresh folder (name -> source). */
async function runWith(args: string[], modules: Record<string, string> = {}) {
  const cwd = tmp();
  for (const [name, source] of Object.entries(modules)) writeFileSync(join(cwd, name), source);
  const run = await runCli(["--allow-writes", "--actors-url", sandbox.url, ...args], {
    cwd,
    env: {
      HAULKIT_SHIPPER_URL: proxy.url,
      HAULKIT_CLIENT_ID: sandbox.credentials.clientId,
      HAULKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
      HAULKIT_SECOND_CLIENT_ID: SECOND_CLIENT.clientId,
      HAULKIT_SECOND_CLIENT_SECRET: SECOND_CLIENT.clientSecret,
      HAULKIT_PRICING_URL: pricing.url,
      HAULKIT_PRICING_API_KEY: pricing.credentials.pricingApiKey,
    },
  });
  const cases = junitCases(readFileSync(join(cwd, "reports", "junit.xml"), "utf8"));
  return { run, cases, failures: readFileSync(join(cwd, "reports", "failures.md"), "utf8") };
}

const imports = [
  `import { defineActors } from ${JSON.stringify(join(ACTORS_SRC, "define-actors.ts"))};`,
  `import { sandboxActors } from ${JSON.stringify(join(ACTORS_SRC, "sandbox-actors.ts"))};`,
].join("\n");

describe("a target whose gateway hides /_sandbox", () => {
  it("the sandbox actors module at the helpers' real address runs every test the embedded sandbox runs: none skipped, none failed, no assumption contradicted", async () => {
    const { run, cases } = await runWith(["--strict"]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`actors: sandbox (53 actions, helpers at ${sandbox.url})`);
    expect(run.stdout).toContain("can: testHelpers, testClock, writes");
    expect(run.stdout).not.toContain("lacks:");
    // Every suite, every test: the embedded run skips none either.
    expect(new Set(cases.map((c) => c.file))).toEqual(new Set(availableSuites().map(suiteFile)));
    expect(cases.filter((c) => c.skipped || c.failure !== undefined)).toEqual([]);
    expect(run.stdout).toContain(`haulkit contract: ${cases.length} passed, 0 failed, 0 skipped`);
    expect(run.stdout).toContain("assumptions contradicted: none (mode strict");
    // No test's call went to the gateway's /_sandbox: the actors played every part.
    expect(proxy.hidden).toEqual([]);
  });

  it("a module playing only the carrier: the carrier's steps run, the rest is skipped naming its actions", async () => {
    const carrierOnly = `${imports}
export default defineActors((context) => ({ carrier: sandboxActors({ url: context.actorsUrl ?? "" }).carrier }));
`;
    const { run, cases } = await runWith(["--suite", "offers", "--actors", "carrier.mts"], {
      "carrier.mts": carrierOnly,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`carrier.mts (11 actions, helpers at ${sandbox.url})`);
    const ran = cases.filter((c) => !c.skipped).map((c) => c.name);
    expect(ran.some((name) => name.includes("acceptOfferAsCarrier"))).toBe(true);
    expect(run.stdout).toMatch(/needs web\.markNew: no actor plays it/);
    expect(run.stdout).not.toMatch(/needs carrier\.|needs testHelpers/);
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
  });

  it("an actor that throws: one actor-failure group in failures.md, exit 1", async () => {
    const thrower = `${imports}
export default defineActors({
  carrier: { acceptOffer: async () => { throw new Error("the carrier app is down"); } },
});
`;
    const { run, failures } = await runWith(["--suite", "offers", "--actors", "sandbox", "--actors", "thrower.mts"], {
      "thrower.mts": thrower,
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(failures).toMatch(/## Actor failures \(\d+\): an actor playing another party failed, not the target/);
    expect(failures).toMatch(/### actor failure: carrier\.acceptOffer \(\d+\)/);
    expect(failures).toContain("actor failure: carrier.acceptOffer threw: the carrier app is down");
    // Every failure is the actor's: no group names a fact of the target.
    expect(failures).not.toMatch(/^## 1\. /m);
  });
});
