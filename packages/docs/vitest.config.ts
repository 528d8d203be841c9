import { defineConfig } from "vitest/config";
import { hangTimeouts, sharedModules } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(),
    ...hangTimeouts,
    // Installs Debian's chromium when missing and builds the site once into a temporary directory.
    globalSetup: ["test/support/global-setup.ts"],
  },
});
