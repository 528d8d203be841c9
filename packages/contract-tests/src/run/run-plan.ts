/** The `plan` command: probe the target, rehearse the suites on the embedded sandbox, print what would run. */

import { startActors } from "../actors/run-actors.js";
import type { RunArgs } from "../cli/args.js";
import { EMBEDDED_TESTS_IN_FLIGHT, probeEmbedded, startEmbedded } from "../target/embedded.js";
import { loadFixtures, planFixtures } from "../target/fixtures-file.js";
import { type ProbedTarget, probe } from "../target/probe.js";
import { chooseTarget } from "../target/target.js";
import { LOCAL_WEBHOOKS, webhookSettings } from "../target/webhook-settings.js";
import { fixtureDemandOf, fixtureUse, planReach, planText, rehearsalDir } from "./plan.js";
import { selectSuites } from "./suites.js";
import { runSuites } from "./vitest-run.js";

export async function runPlan(args: RunArgs, format: "text" | "json", print: (text: string) => void) {
  const suites = selectSuites(args.suites);
  const choice = chooseTarget(args.target);
  const fixtures = planFixtures(loadFixtures(args.fixtures), args.fixtures, suites);
  const shipperUrl = choice.kind === "external" ? choice.connection.shipperUrl : undefined;
  const actors = await startActors(args.actors, shipperUrl, process.cwd());
  const embedded = await startEmbedded(suites);
  const rehearsal = rehearsalDir();
  try {
    const webhooks = choice.kind === "embedded" ? LOCAL_WEBHOOKS : webhookSettings(args.webhook.url, args.webhook.port);
    const targets = await probeEmbedded(embedded, { allowWrites: false });
    const target =
      choice.kind === "external"
        ? await probe(choice.connection, { allowWrites: args.allowWrites, webhooks, ...(actors ? { actors } : {}) })
        : (Object.values(targets)[0] as ProbedTarget);
    const summary = await runSuites({
      suites,
      tags: args.tags,
      reporters: [],
      shard: args.shard,
      context: { reportsDir: rehearsal.dir, targets, webhooks: LOCAL_WEBHOOKS, strict: true },
      fileParallelism: true,
      testsInFlight: EMBEDDED_TESTS_IN_FLIGHT,
      print: () => {},
    });
    const reach = planReach(summary.records, summary.needs, target, fixtures);

    const demand = fixtureDemandOf(summary.needs);
    const use = fixtureUse(demand, fixtures);
    print(format === "json" ? JSON.stringify({ ...reach, fixtures: use, demand }, null, 2) : planText(reach, use));
    return 0;
  } finally {
    rehearsal.remove();
    await Promise.all([embedded.close(), actors?.close()]);
  }
}
