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

export default defineConfig({
  test: {
    ...sharedModules(FRESH_MODULES),
    // The tests run the bin, which runs dist/: a stale build stops them with how to rebuild.
    globalSetup: ["test/support/fresh-dist.ts"],
    ...hangTimeouts,
  },
});
