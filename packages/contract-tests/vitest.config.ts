import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules } from "../../vitest.shared.js";

/** Files that read or reset the run's module-level recorders (drift, coverage, strict mode): each needs its own. */
const FRESH_MODULES = [
  "test/coverage/report.test.ts",
  "test/harness/answer.test.ts",
  "test/harness/assumed-refusal.test.ts",
  "test/harness/assumed-rule.test.ts",
  "test/harness/call.test.ts",
  "test/harness/contract.test.ts",
  "test/harness/expect-field.test.ts",
  "test/harness/send.test.ts",
  "test/run/merge-drift.test.ts",
  "test/verdicts/reports.test.ts",
  "test/webhooks/receiver.test.ts",
];

/**
 * Whole runs of the CLI against scripted targets: their own turbo task (`test:runs`), so the test command runs them
 * beside the rest of the package's tests instead of after them. `vitest run` alone runs both.
 */
const RUNS = [
  "test/e2e.test.ts",
  "test/faults.test.ts",
  "test/fixtures.e2e.test.ts",
  "test/actors.e2e.test.ts",
  "test/organisations-fault.test.ts",
  "test/target/standalone-clock.test.ts",
];

const { projects = [] } = sharedModules(FRESH_MODULES, ["test/**/*.test.ts"], RUNS);

export default defineConfig({
  test: {
    projects: [...projects, { extends: true, test: { name: "runs", include: RUNS, isolate: false } }],
    // The tests run the bin, which runs dist/: a stale build stops them with how to rebuild.
    globalSetup: ["test/support/fresh-dist.ts"],
    ...hangTimeouts,
  },
});
