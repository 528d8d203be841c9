import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The end-to-end and fault tests run the CLI (and vitest inside it) as child processes.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
