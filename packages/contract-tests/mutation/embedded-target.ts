/**
 * Setup file of the mutation runs: starts this suite file's embedded sandbox in the test worker (where Stryker
 * activates the mutant under test) and registers it as the suite's target in the provided run context.
 */
import { basename } from "node:path";
import { afterAll, expect, inject } from "vitest";
import { ROUTE_MODULES } from "../../sandbox/src/http/routes/index.js";
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

/**
 * The sandbox imports a route module (and the domain modules behind it) on its first request for one of its
 * operations. Imported here, before Stryker's setup activates a mutant, their module-level tables are built unmutated
 * and the mutants only their loading reaches stay static (ignored), as before the lazy routes. Imported inside a test,
 * a table was built once with whatever mutant was active and kept for the worker's later runs, and its own mutants,
 * covered by that test but never built again, were reported as survivors (manual-marks.ts 2 → 20, session 29).
 */
await Promise.all(ROUTE_MODULES.map((module) => module.load()));

const testPath = expect.getState().testPath;
if (!testPath) throw new Error("mutation setup: vitest gave no test file path");
const suite = basename(testPath).replace(/\.contract\.ts$/, "");
const embedded = await startEmbedded([suite]);
afterAll(() => embedded.close());
const connection = embedded.connections[suite];
if (!connection) throw new Error(`mutation setup: no embedded sandbox for suite '${suite}'`);
inject("haulkit.run").targets[suite] = await probe(connection, { allowWrites: false, webhooks: LOCAL_WEBHOOKS });
