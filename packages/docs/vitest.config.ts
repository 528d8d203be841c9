import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...hangTimeouts,
    // Installs Debian's chromium when missing and builds the site once into a temporary directory.
    globalSetup: ["test/support/global-setup.ts"],
  },
});
