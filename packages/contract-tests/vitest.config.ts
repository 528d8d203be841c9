import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The tests run the bin, which runs dist/: a stale build stops them with how to rebuild.
    globalSetup: ["test/support/fresh-dist.ts"],
    ...hangTimeouts,
  },
});
