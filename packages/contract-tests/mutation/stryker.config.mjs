// @ts-check
/**
 * StrykerJS over the sandbox's rule-bearing files, with the contract suites (against an embedded sandbox built from
 * the mutated source, mutation/vitest.config.ts) as the tests that must kill each mutant. Run from the repository
 * root by `pnpm mutation` (packages/contract-tests/MUTATION.md).
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * The rule-bearing files (issue 22): each a rule of the documents or of spec/GAPS.md that a suite must catch broken.
 * Paths from the repository root; test/mutation-config.test.ts checks every entry names at least one file.
 */
export const RULE_FILES = [
  // payments: payment method/term pairs and legacy terms; mark and unmark paid (PLATFORMPAY_ORDER_CONFLICT);
  // the platformpay payment service
  "packages/sandbox/src/domain/orders/payment.ts",
  "packages/sandbox/src/domain/payment-service/platformpay-payment.ts",
  "packages/sandbox/src/domain/payment-service/payment-settings.ts",
  // vehicle types: the 19 types and the exact error
  "packages/sandbox/src/domain/orders/vehicle-types.ts",
  // prices: the price string rule
  "packages/sandbox/src/domain/price.ts",
  // counter offers: one pending per load request, cancel, its price
  "packages/sandbox/src/domain/counter-offers/counter-offer-service.ts",
  "packages/sandbox/src/domain/counter-offers/counter-offer-price.ts",
  // insurance sync: a draft per vehicle, the 30 s window per order
  "packages/sandbox/src/domain/insurance/insurance-sync.ts",
  // webhook delivery: tries, 60 s apart, at most 5, a 2xx ends them, unsubscribing cancels them
  "packages/sandbox/src/webhooks/dispatcher.ts",
  "packages/sandbox/src/webhooks/timed-try.ts",
  // revisions: audit field sets, what order.modified and vehicle payloads carry
  "packages/sandbox/src/domain/revisions.ts",
  "packages/sandbox/src/domain/same-json.ts",
  // order status machine: the States table, manual marks, refused transitions
  "packages/sandbox/src/domain/orders/order-status.ts",
  "packages/sandbox/src/domain/orders/order-lifecycle.ts",
  "packages/sandbox/src/domain/orders/manual-marks.ts",
  // carrier records: approved / preferred / blacklisted and their *_since stamps
  "packages/sandbox/src/domain/carriers/broker-records.ts",
  // ACH masking: masked, unmasked 30 days after a delivered ach/direct_deposit/other order
  "packages/sandbox/src/domain/carriers/ach-details.ts",
  // auth: token issue, lifetime and the per-client cap
  "packages/sandbox/src/auth/tokens.ts",
  // pagination: page and size bounds, the page envelope
  "packages/sandbox/src/domain/pagination.ts",
  // price negotiations: acceptable days, start, increase, one per order
  "packages/sandbox/src/domain/price-negotiations/price-negotiation-service.ts",
  // tracking: vehicle location, GPS staleness after an hour
  "packages/sandbox/src/domain/drivers/vehicle-tracking.ts",
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Resolved from this package: pnpm does not let the core see its sibling plugin. The second is the ignorer of
  // mutation/ignored.json (the mutants left out of the score, each with its reason; MUTATION.md).
  plugins: [
    createRequire(import.meta.url).resolve("@stryker-mutator/vitest-runner"),
    fileURLToPath(new URL("ignore-plugin.mjs", import.meta.url)),
  ],
  ignorers: ["haulkit-ignored"],
  testRunner: "vitest",
  vitest: { configFile: "packages/contract-tests/mutation/vitest.config.ts", related: false },
  coverageAnalysis: "perTest",
  // A mutant reached only outside any test (module load, sandbox start, a suite's beforeAll) would need every test
  // (~70 s) per mutant: such "static" mutants are reported Ignored and counted in MUTATION.md; one reached by tests
  // too runs only those tests.
  ignoreStatic: true,
  mutate: RULE_FILES,
  // The sandbox copy holds only what the run reads; every package's node_modules is linked in by Stryker.
  ignorePatterns: ["/bench", "/packages/docs", "/packages/reliability", "/packages/types", "/reports", "/scripts"],
  // 2 cores shared with others: one test runner.
  concurrency: 1,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  timeoutMS: 10_000,
  // The dry run is every suite once with per-test coverage: 2 to 5 minutes here, longer on a loaded machine
  // (Stryker's default of 5 minutes failed a run at a load of 17).
  dryRunTimeoutMinutes: 20,
};
