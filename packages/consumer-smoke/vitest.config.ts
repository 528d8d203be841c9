import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The consumer test packs, installs from the registry and runs the whole contract suite: minutes, not seconds.
    ...hangTimeouts,
  },
});
