import { defineConfig } from "vitest/config";
import { sharedModules } from "../../vitest.shared.js";

export default defineConfig({
  test: {
    ...sharedModules(),
    testTimeout: 60_000,
  },
});
