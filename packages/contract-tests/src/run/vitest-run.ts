/**
 * Runs the selected suite files with vitest, in process: its own config (no config file), worker threads that keep
 * their modules from one file to the next, test files in parallel when every suite has its own target, tests
 * inside a file concurrently; our summary reporter plus junit.xml, plus any reporter asked for.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { startVitest } from "vitest/node";
import { wantsColour } from "../cli/colour.js";
import { TAG_DESCRIPTIONS } from "../target/capabilities.js";
import type { RunContext } from "./run-context.js";
import { SuiteSequencer } from "./suite-order.js";
import { PACKAGE_DIR, suiteFile } from "./suites.js";
import { SummaryReporter } from "./summary-reporter.js";
import type { TargetWatch } from "./target-watch.js";
import type { TestRecord } from "./test-record.js";

/** A test or hook fails on a hang, never because the target or the machine is slow: at most 10 minutes. */
const TEST_HANG_MS = 10 * 60_000;

export interface SuiteRunOptions {
  suites: readonly string[];
  tags: readonly string[];
  reporters: readonly string[];
  shard: string | undefined;
  context: RunContext;
  /** False when suites share one target whose clock a test may move. */
  fileParallelism: boolean;
  /** Tests of one file in flight at once (vitest's `maxConcurrency`); absent: vitest's default, 5. */
  testsInFlight?: number | undefined;
  print?: (text: string) => void;
  /** Watches for a target that stops answering (absent: none is watched). */
  watch?: TargetWatch | undefined;
  /** The records as the closing summary counts them (a baseline's known failures as skipped). */
  shown?: ((records: readonly TestRecord[]) => readonly TestRecord[]) | undefined;
}

type ReporterEntry = SummaryReporter | string | [string, Record<string, unknown>];

function reporters(options: SuiteRunOptions, summary: SummaryReporter): ReporterEntry[] {
  const { reportsDir } = options.context;
  // junit.xml is written from the summary's records (verdicts/junit.ts): skips keep their reasons there.
  const entries: ReporterEntry[] = [summary];
  for (const name of new Set(options.reporters)) {
    entries.push(name === "json" ? ["json", { outputFile: join(reportsDir, "results.json") }] : name);
  }
  return entries;
}

/** How vitest runs the suites (without the reporters and the run context, which `runSuites` adds). */
export function vitestRunConfig(
  options: Pick<SuiteRunOptions, "suites" | "tags" | "shard" | "fileParallelism" | "testsInFlight">,
) {
  return {
    config: false as const,
    root: PACKAGE_DIR,
    watch: false,
    include: options.suites.map(suiteFile),
    exclude: [],
    pool: "threads" as const,
    maxWorkers: Math.max(2, Math.min(4, availableParallelism())),
    fileParallelism: options.fileParallelism,
    // Suite files share a worker's modules (the compiled spec validators above all: compiling them again for each
    // file doubled the run). What a file records (coverage, drift) is flushed in its afterAll, and a worker runs
    // one file at a time.
    isolate: false,
    // The suites and the harness, transformed once and kept on disk (node_modules/.experimental-vitest-cache,
    // keyed by content): each later run skips the transform, about a sixth of a short run's CPU.
    experimental: { fsModuleCache: true },
    // The suites that read a shared target as it starts run first (src/run/suite-order.ts).
    sequence: { concurrent: true, sequencer: SuiteSequencer },
    ...(options.testsInFlight ? { maxConcurrency: options.testsInFlight } : {}),
    // Objects in assertion messages are shown up to 500 characters, not cut to `{ …(7) }`.
    chaiConfig: { truncateThreshold: 500 },
    testTimeout: TEST_HANG_MS,
    hookTimeout: TEST_HANG_MS,
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    ...(options.tags.length > 0 ? { tagsFilter: [...options.tags] } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  };
}

export async function runSuites(options: SuiteRunOptions): Promise<SummaryReporter> {
  // The dot reporter draws one row of dots: a suite line would land inside it.
  const summary = new SummaryReporter(options.print, {
    suiteLines: !options.reporters.includes("dot"),
    colour: wantsColour(process.env, process.stdout.isTTY === true),
    ...(options.watch ? { watch: options.watch } : {}),
    ...(options.shown ? { shown: options.shown } : {}),
  });
  const vitest = await startVitest(
    "test",
    [],
    {
      ...vitestRunConfig(options),
      reporters: reporters(options, summary) as never,
      provide: { "haulkit.run": options.context },
      passWithNoTests: true,
    },
    { server: { watch: null } },
  );
  await vitest.close();
  return summary;
}
