/**
 * One contract run: clear the reports of an earlier run, choose the target (embedded sandboxes or the configured
 * one), probe it (and the pricing service), run the suites, stop what was started, then write junit.xml, coverage,
 * drift, failures (and the cleanup list) and decide the exit code: 2 when the target stopped answering during the
 * run (target-watch.ts), 1 when a fact is broken (or, strict, an assumption contradicted), else 0. Strict unless
 * told: the embedded sandbox (it implements exactly our assumptions, so drift there is a defect); any other target
 * is judged leniently (drift is reported, not failed).
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startActors } from "../actors/run-actors.js";
import { baselineLines, judgeBaseline, knownMarkdown, readBaselines, writeBaseline } from "../baseline/baseline.js";
import type { RunArgs } from "../cli/args.js";
import { computeCoverage, coverageLine, readRecords, writeCoverage } from "../coverage/report.js";
import { overlayLine, targetHost, writeOverlays } from "../overlay/overlay-file.js";
import { overlayBanner, prepareOverlays, useOverlaid } from "../overlay/run-overlays.js";
import type { Capabilities } from "../target/capabilities.js";
import { EMBEDDED_TESTS_IN_FLIGHT, probeEmbedded, startEmbedded } from "../target/embedded.js";
import { fixturesLine, loadFixtures, planFixtures } from "../target/fixtures-file.js";
import { type ProbedTarget, probe } from "../target/probe.js";
import { chooseTarget } from "../target/target.js";
import { LOCAL_WEBHOOKS, webhookSettings } from "../target/webhook-settings.js";
import { groupDrift, readDrift, writeDrift } from "../verdicts/drift-report.js";
import { groupFailures, writeFailures } from "../verdicts/failure-groups.js";
import { writeJunit } from "../verdicts/junit.js";
import { cleanupLine, mergeCleanup } from "./cleanup-report.js";
import { suitesCutShort, suitesNotRun } from "./lost-records.js";
import { reachLine, reachOf } from "./reach.js";
import { clearReports } from "./reports-dir.js";
import { type RunContext, SHARED_TARGET } from "./run-context.js";
import { ciRun, packageVersion, parseShard, RUN_FORMAT, withoutUserInfo, writeRunRecord } from "./run-record.js";
import { selectSuites } from "./suites.js";
import { totals } from "./summary.js";
import { lossLine } from "./target-lost.js";
import { TargetWatch } from "./target-watch.js";
import { skipReason } from "./test-record.js";
import { verdictLines } from "./verdict-lines.js";
import { runSuites } from "./vitest-run.js";

export interface RunOutcome {
  exitCode: number;
  context: RunContext;
}

function describeCapabilities(capabilities: Capabilities): string {
  const has = Object.entries(capabilities)
    .filter(([, on]) => on)
    .map(([name]) => name);
  const lacks = Object.entries(capabilities)
    .filter(([, on]) => !on)
    .map(([name]) => name);
  return `can: ${has.join(", ") || "nothing extra"}${lacks.length > 0 ? `; lacks: ${lacks.join(", ")}` : ""}`;
}

/** The origins a run talks to (shipper and pricing of every target), each once. */
function origins(targets: Record<string, ProbedTarget>): string[] {
  const urls = Object.values(targets).flatMap((target) => [target.shipperUrl, target.pricing?.url ?? []].flat());
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

function banner(target: ProbedTarget, embedded: number | undefined): string {
  if (embedded !== undefined) {
    return `target: embedded haulkit sandbox, one per suite (${embedded}), manual clock (${describeCapabilities(target.capabilities)})`;
  }
  const kind = target.sandbox ? `haulkit sandbox, ${target.clock} clock` : "not a sandbox";
  const pricing = target.pricing ? `, pricing ${target.pricing.url}` : "";
  return `target: ${target.shipperUrl} (${kind})${pricing} (${describeCapabilities(target.capabilities)})`;
}

export async function runContract(args: RunArgs, print: (text: string) => void): Promise<RunOutcome> {
  // First: a bad overlay is a usage error before anything reads the spec or the target.
  const overlays = await prepareOverlays(args.overlays);
  const baseline = args.baselines.length > 0 ? readBaselines(args.baselines) : undefined;
  const suites = selectSuites(args.suites);
  const choice = chooseTarget(args.target);
  const strict = args.strict ?? choice.kind === "embedded";
  const fixtures = planFixtures(loadFixtures(args.fixtures), args.fixtures, suites);
  // The embedded sandboxes run in this process: they reach every receiver on the loopback interface.
  const webhooks = choice.kind === "embedded" ? LOCAL_WEBHOOKS : webhookSettings(args.webhook.url, args.webhook.port);
  clearReports(args.reportsDir);
  if (overlays) useOverlaid(args.reportsDir, overlays);
  const startedAt = new Date().toISOString();
  const shipperUrl = choice.kind === "external" ? choice.connection.shipperUrl : undefined;
  const actors = await startActors(args.actors, shipperUrl, process.cwd());
  const embedded = choice.kind === "embedded" ? await startEmbedded(suites) : undefined;
  try {
    const targets: Record<string, ProbedTarget> = {};
    if (embedded) {
      Object.assign(targets, await probeEmbedded(embedded, { allowWrites: args.allowWrites, webhooks }));
    } else if (choice.kind === "external") {
      targets[SHARED_TARGET] = await probe(choice.connection, {
        allowWrites: args.allowWrites,
        webhooks,
        ...(actors ? { actors } : {}),
      });
    }
    const first = Object.values(targets)[0] as ProbedTarget;
    print(banner(first, embedded ? suites.length : undefined));
    if (actors) print(actors.line);
    if (overlays) for (const line of overlayBanner(overlays)) print(line);
    const fixturesBanner = fixturesLine(fixtures, first.capabilities.testHelpers);
    if (fixturesBanner) print(fixturesBanner);
    const context: RunContext = { reportsDir: args.reportsDir, targets, webhooks, fixtures, strict };
    const watch = new TargetWatch(args.reportsDir, origins(targets));
    const summary = await runSuites({
      suites,
      tags: args.tags,
      reporters: args.reporters,
      shard: args.shard,
      context,
      // Suites sharing one target run one after another: a test may move that target's clock.
      fileParallelism: embedded !== undefined,
      testsInFlight: embedded ? EMBEDDED_TESTS_IN_FLIGHT : undefined,
      print,
      watch,
      shown: baseline ? (records) => judgeBaseline(records, baseline).records : undefined,
    });
    const report = writeCoverage(args.reportsDir, computeCoverage(readRecords(args.reportsDir)));
    print(coverageLine(report));
    if (args.shard) {
      print(
        `  (shard ${args.shard}: partial by design; \`haulkit-contract merge-reports\` merges the shards and applies the coverage gate to the merged report)`,
      );
    }
    const cleanup = mergeCleanup(args.reportsDir);
    if (cleanup) print(cleanupLine(cleanup));
    if (embedded && embedded.problems.length > 0) {
      writeFileSync(join(args.reportsDir, "sandbox-problems.log"), `${embedded.problems.join("\n")}\n`);
      print(`the embedded sandbox reported ${embedded.problems.length} problem(s): see sandbox-problems.log`);
    }
    const loss = watch.loss;
    const notRun = suitesNotRun(summary.records);
    const answeredAgainAt = await watch.answeredAgainAt();
    const lost = loss ? lossLine(loss, notRun.length, answeredAgainAt, suitesCutShort(summary.records)) : undefined;
    if (args.writeBaseline) writeBaseline(args.writeBaseline, groupFailures(summary.records));
    const judged = baseline ? judgeBaseline(summary.records, baseline) : undefined;
    const records = judged?.records ?? summary.records;
    writeJunit(args.reportsDir, records, summary.runErrors, skipReason);
    const groups = groupFailures(records);
    writeFailures(args.reportsDir, groups, summary.runErrors, lost);
    if (judged) appendFileSync(join(args.reportsDir, "failures.md"), knownMarkdown(judged, strict));
    const drift = writeDrift(args.reportsDir, groupDrift(readDrift(args.reportsDir)));
    const proposed = writeOverlays(args.reportsDir, drift, targetHost(embedded ? undefined : first.shipperUrl));
    print(
      `reports: ${args.reportsDir} (junit.xml, failures.md, drift.json, drift.md, coverage.json, coverage.md, run.json)`,
    );
    if (proposed.files.length > 0) print(overlayLine(proposed));
    if (lost) print(lost);
    if (args.writeBaseline)
      print(`baseline written: ${args.writeBaseline} (${groupFailures(summary.records).length} cause(s))`);
    if (judged) for (const line of baselineLines(judged, strict)) print(line);
    for (const line of verdictLines(groups, drift, strict, summary.runErrors.length)) print(line);
    const counts = totals(records);
    const ran = counts.passed + counts.failed + counts.skipped;
    // A shard may get no test file (more shards than files): merge-reports judges "no test ran" on the whole run.
    const none = ran === 0 && !args.shard;
    const fixed = strict && (judged?.fixed.length ?? 0) > 0;
    const failed = counts.failed > 0 || summary.runErrors.length > 0 || none || (strict && drift.count > 0) || fixed;
    const reach = reachOf(summary.records);
    if (reach.ran < reach.tests) print(reachLine(reach));
    // A lost target is exit 2 (like one that cannot be reached at the start): the run proved nothing past it.
    const exitCode = loss ? 2 : failed ? 1 : 0;
    writeRunRecord(args.reportsDir, {
      tool: "haulkit-contract",
      format: RUN_FORMAT,
      version: packageVersion(),
      shard: parseShard(args.shard),
      target: {
        kind: embedded ? "embedded" : "external",
        ...(embedded
          ? {}
          : { shipperUrl: withoutUserInfo(first.shipperUrl), pricingUrl: withoutUserInfo(first.pricing?.url) }),
        capabilities: first.capabilities,
      },
      selection: { suites, allSuites: args.suites.length === 0, tags: [...args.tags], strict },
      ci: ciRun(process.env),
      startedAt,
      finishedAt: new Date().toISOString(),
      exitCode,
      records,
      reach,
      runErrors: summary.runErrors,
      drift: drift.count,
      ...(overlays ? { overlays: { files: overlays.files, factOverrides: overlays.factOverrides } } : {}),
      targetLost: loss ? { ...loss, suitesNotRun: notRun, answeredAgainAt: answeredAgainAt ?? null } : null,
    });
    return { exitCode, context };
  } finally {
    await Promise.all([embedded?.close(), actors?.close()]);
  }
}
