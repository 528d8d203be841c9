import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(),
    ...hangTimeouts,
    // The *.test-d.ts files are type tests: vitest runs tsc over them and reports each expectation as a test.
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
