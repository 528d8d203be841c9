/**
 * The vitest config StrykerJS runs the contract suites with (`pnpm mutation`): the suites against an embedded sandbox
 * started inside each test worker from the sandbox's TypeScript source, so the mutants Stryker instruments there are
 * the code the suites call, and its per-test coverage sees which tests reach which mutant.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TAG_DESCRIPTIONS } from "../src/target/capabilities.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root: packageDir,
  resolve: {
    // The instrumented source, not the built dist/ (which Stryker never mutates).
    alias: { "@haulkit/sandbox": fileURLToPath(new URL("../../sandbox/src/index.ts", import.meta.url)) },
  },
  test: {
    include: ["suites/*.contract.ts"],
    setupFiles: ["mutation/embedded-target.ts"],
    // Suite files keep the worker's modules (as in `pnpm contract`): the spec validators compile once, not per file
    // and mutant (the same verdicts on pagination.ts, 100 mutants, in 2.5 min instead of 7). Mutants are switched
    // at run time, so a module kept from an earlier run still runs the active mutant; one reached only while a
    // module loads is static and ignored (stryker.config.mjs).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    // What `contract()` reads; the setup file adds this file's target (the worker's own sandbox).
    provide: {
      "haulkit.run": {
        reportsDir: fileURLToPath(new URL("../reports/mutation-run", import.meta.url)),
        targets: {},
        webhooks: { publicUrl: undefined, port: 0 },
        strict: true,
        setupFailsTests: true,
        waitMs: 3_000,
      },
    },
  },
});
