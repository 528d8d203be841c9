import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Installs Debian's chromium when missing and builds the site once into a temporary directory.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
