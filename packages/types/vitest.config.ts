import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...hangTimeouts,
    // The *.test-d.ts files are type tests: vitest runs tsc over them and reports each expectation as a test.
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
