import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The consumer test packs, installs from the registry and runs the whole contract suite: minutes, not seconds.
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
