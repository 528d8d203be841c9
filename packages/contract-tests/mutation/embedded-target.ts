/**
 * Setup file of the mutation runs: starts this suite file's embedded sandbox in the test worker (where Stryker
 * activates the mutant under test) and registers it as the suite's target in the provided run context.
 */
import { basename } from "node:path";
import { afterAll, expect, inject } from "vitest";
import { startEmbedded } from "../src/target/embedded.js";
import { probe } from "../src/target/probe.js";
import { LOCAL_WEBHOOKS } from "../src/target/webhook-settings.js";

/**
 * Under Stryker, with modules kept from file to file (isolate: false), the global that names the active mutant
 * outlives the run that set it: the sandbox starts with none active, as in a fresh worker, and Stryker's own setup
 * activates this run's mutant in its beforeAll.
 */
const stryker = inject("globalNamespace" as never) as string | undefined;
if (stryker && inject("mutantActivation" as never) !== "static") {
  const namespace = (globalThis as Record<string, { activeMutant?: string } | undefined>)[stryker];
  if (namespace) namespace.activeMutant = undefined;
}

const testPath = expect.getState().testPath;
if (!testPath) throw new Error("mutation setup: vitest gave no test file path");
const suite = basename(testPath).replace(/\.contract\.ts$/, "");
const embedded = await startEmbedded([suite]);
afterAll(() => embedded.close());
const connection = embedded.connections[suite];
if (!connection) throw new Error(`mutation setup: no embedded sandbox for suite '${suite}'`);
inject("haulkit.run").targets[suite] = await probe(connection, { allowWrites: false, webhooks: LOCAL_WEBHOOKS });
